import { detectInFixture, detectInReversedFixture } from '../helpers/fixtures';

/**
 * test/fixtures/python/variables-given-to-namesake: where each assignment declares anew, a local
 * whose value the body now gives whole to a call on a new variable of its name
 * (`hparams = {...}` -> `hparams = Base.default_hparams(); hparams.update({...})`) was written out
 * into that call: an Inline Variable, and read backwards an Extract Variable, as RefactoringMiner
 * reads them. Not `options`, whose call is given another value; nor `flags`, given a value on each
 * branch of an `if`, no one value written out. (Where a local is declared once,
 * a name the other side still uses is no candidate: Python only.)
 */
describe('python: a value given to a call on a variable of its name', () => {
  it('is the local inlined, and only that one', async () => {
    expect(await detectInFixture('python/variables-given-to-namesake')).toEqual(['Inline Variable models/model.py.Model.default_hparams()#hparams -> models/model.py.Model#default_hparams()']);
  });
  it('read backwards, the local extracted', async () => {
    expect(await detectInReversedFixture('python/variables-given-to-namesake')).toEqual(['Extract Variable models/model.py.Model#default_hparams() -> models/model.py.Model.default_hparams()#hparams']);
  });
});
