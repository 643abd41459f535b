import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/variables-redeclared: where each assignment declares anew, each
 * declaration is a variable of its own. A declaration paired with itself renamed, whose variable
 * was never read, is renamed whatever else bears either name: the second `header` -> `_` in
 * `skip_header`, where the first, read, is kept; `first` and `last` both -> `_` in `pair`, `last`'s
 * statement also unwrapped from a `\`; `_` -> `opt_class`, read only after, in `make`. Not one
 * whose variable was read (`total`, whose `self.log(total)` became `self.log(rows)`).
 */
describe('python: variables redeclared', () => {
  it('are renamed when never read, and only those', async () => {
    expect(await detectInFixture('python/variables-redeclared')).toEqual([
      'Rename Variable shop/reader.py.Reader.make(spec)#_ -> shop/reader.py.Reader.make(spec)#opt_class',
      'Rename Variable shop/reader.py.Reader.pair(line, sep)#first -> shop/reader.py.Reader.pair(line, sep)#_',
      'Rename Variable shop/reader.py.Reader.pair(line, sep)#last -> shop/reader.py.Reader.pair(line, sep)#_',
      'Rename Variable shop/reader.py.Reader.skip_header(stream)#header -> shop/reader.py.Reader.skip_header(stream)#_',
    ]);
  });
});
