import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/variables-tuple-renamed: a declaration of several names the mapper leaves
 * unpaired, its value rewritten (`en2idx, idx2en = load_en_vocab()` -> `word2idx, idx2word =
 * load_shared_vocab()`), whose local read twice is read renamed in both mapped statements: a
 * rename, the other names of the statement, also new, counting half (`en2idx` is read nowhere to
 * tell), in `evaluate`. Not with one read only (`de2idx, idx2de = load_de_vocab()` ->
 * `table, names = read_tables()`, in `translate`): the statement was rewritten, not renamed.
 */
describe('python: variables of a tuple declaration', () => {
  it('are renamed when their reads agree though the value was rewritten, and only then', async () => {
    expect(await detectInFixture('python/variables-tuple-renamed')).toEqual([
      'Rename Variable shop/vocab.py.Evaluator.evaluate(sources, labels)#idx2en -> shop/vocab.py.Evaluator.evaluate(sources, labels)#idx2word',
    ]);
  });
});
