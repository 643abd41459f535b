import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-merged-into-one: two locals merged into one new local
 * (`de2idx, idx2de = load_de_vocab()` and `en2idx, idx2en = load_en_vocab()` became
 * `word2idx, idx2word = load_shared_vocab()`), every mapped use of either reading the new one in its
 * place: the first declared is renamed, with the names beside it that neither side reads
 * (`createData`). Not when a mapped use of an old local reads neither name after (`tokens`:
 * `size = len(tgt_vocab)` became `size = hp.size`).
 */
const cases: Array<[string, string[]]> = [
  [
    'python',
    [
      'Rename Variable src/data_load.py.create_data(sources, targets)#de2idx -> src/data_load.py.create_data(sources, targets)#word2idx',
      'Rename Variable src/data_load.py.create_data(sources, targets)#idx2de -> src/data_load.py.create_data(sources, targets)#idx2word',
    ],
  ],
  ['java', ['Rename Variable DataLoad.createData(List<String>, List<String>)#deIndex -> DataLoad.createData(List<String>, List<String>)#wordIndex']],
  [
    'kotlin',
    [
      'Rename Variable DataLoad.createData(List<String>, List<String>)#deIndex -> DataLoad.createData(List<String>, List<String>)#wordIndex',
      'Rename Variable DataLoad.createData(List<String>, List<String>)#indexDe -> DataLoad.createData(List<String>, List<String>)#indexWord',
    ],
  ],
  [
    'javascript',
    [
      'Rename Variable src/data-load.js.createData(sources, targets)#deIndex -> src/data-load.js.createData(sources, targets)#wordIndex',
      'Rename Variable src/data-load.js.createData(sources, targets)#indexDe -> src/data-load.js.createData(sources, targets)#indexWord',
    ],
  ],
];

describe.each(cases)('%s: locals merged into one', (language, expected) => {
  it('rename the first declared when every mapped use agrees, and only then', async () => {
    expect(await detectInFixture(`${language}/variables-merged-into-one`)).toEqual(expected);
  });
});
