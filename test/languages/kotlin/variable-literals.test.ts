import { detectInFixture } from '../../helpers/fixtures';

/**
 * Character literals are one token each (test/fixtures/kotlin/variable-character-literals): read
 * by their leaves, `'A'` and `'B'` were both `'` `'`, their characters lost. A local renamed whose
 * uses compare characters (`readsLetters`: `input.read()` against `'A'`, now `'A'.code`) pairs
 * each use with the same character and is renamed (and retyped, its type now inferred); a local
 * holding another character (`writesBrackets`: `'('` became `')'`) is another value, no rename.
 */
describe('kotlin: character literals', () => {
  it('pair uses by their characters, and a new character is no rename', async () => {
    expect(await detectInFixture('kotlin/variable-character-literals')).toEqual([
      'Change Variable Type io.Reader.readsLetters()#input -> io.Reader.readsLetters()#inputStream',
      'Rename Variable io.Reader.readsLetters()#input -> io.Reader.readsLetters()#inputStream',
    ]);
  });
});
