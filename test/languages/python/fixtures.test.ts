import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * End to end on test/fixtures/python/<case>/before|after: the Python plugin and the core
 * together must find exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[]]> = [
  // `self` is no parameter; a @staticmethod's first parameter is one.
  [
    'extract-and-rename-method',
    [
      'Extract Method billing/invoice.py.Invoice#render(width) -> billing/invoice.py.Invoice#_format_rows(width)',
      'Rename Method billing/invoice.py.Invoice#parse_amount(text) -> billing/invoice.py.Invoice#parse_money(text)',
    ],
  ],
  // Module functions: one inlined into its only caller, one moved to a new module under a new name.
  [
    'move-rename-inline-function',
    [
      'Inline Function app/text.py#strip_accents(text) -> app/text.py#slugify(title, max_length)',
      'Move And Rename Function app/text.py#chunks(items, size) -> app/iterables.py#batched(items, size)',
    ],
  ],
  // Bases in the class header are supertypes: a method moved into the base is pulled up.
  [
    'pull-up-and-rename-class',
    [
      'Pull Up Method export/csv.py.CsvExporter#quote(cell) -> export/base.py.Exporter#quote(cell)',
      'Rename Class export/tsv.py#TsvExporter -> export/tsv.py#TabSeparatedExporter',
    ],
  ],
  // Class attributes and `self.x` set in __init__ are fields; one renamed as the class moved.
  [
    'move-class',
    [
      'Move Class lib/util.py#LruCache -> lib/caching/lru.py#LruCache',
      'Rename Field lib/util.py.LruCache#default_capacity -> lib/caching/lru.py.LruCache#DEFAULT_CAPACITY',
    ],
  ],
  // A decorator added and bodies edited: no refactoring but the one in-body refactoring the edit
  // holds (`execute(...).fetchone()` split through a local `cursor`). A generated module
  // (protocol buffers) is not analysed, whatever changed in it.
  ['negative', ['Extract Variable store/repository.py.Repository#find(key) -> store/repository.py.Repository.find(key)#cursor']],
];

describe('Python refactorings (fixtures)', () => {
  test.each(cases)('%s', async (name, expected) => {
    expect(await detectInFixture(`python/${name}`)).toEqual(expected);
  });

  test('push down and extract are pull up and inline read backwards', async () => {
    expect(await detectInReversedFixture('python/pull-up-and-rename-class')).toEqual([
      'Push Down Method export/base.py.Exporter#quote(cell) -> export/csv.py.CsvExporter#quote(cell)',
      'Rename Class export/tsv.py#TabSeparatedExporter -> export/tsv.py#TsvExporter',
    ]);
    expect(await detectInReversedFixture('python/move-rename-inline-function')).toEqual([
      'Extract Function app/text.py#slugify(title, max_length) -> app/text.py#strip_accents(text)',
      'Move And Rename Function app/iterables.py#batched(items, size) -> app/text.py#chunks(items, size)',
    ]);
  });
});
