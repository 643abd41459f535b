import { detectInFixture, detectInReversedFixture } from '../../helpers/fixtures';

/**
 * End to end on test/fixtures/python/<case>/before|after: the Python plugin and the core
 * together must find exactly these refactorings, nothing more.
 */
const cases: Array<[string, string[]]> = [
  // An exception class rewritten on its way to another module under a new name, found by the
  // kept functions that raised and tested the old one and now name the new one. The removed
  // `BranchIndex` and the added `RetryTimer`, which no kept code named, stay apart.
  ['class-renamed-by-references', ['Move And Rename Class vcs/status.py#StatusFailure -> vcs/call.py#Failure']],
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
  // A function that kept its name (its parameters changed) now dispatches to two new helpers, one
  // holding its old body: that one is extracted from it, not it renamed. The other, new code, is
  // not extracted; `collapse` -> `collapse_all`, unlike, is no rename. `depth` renamed into the
  // last place reorders nothing: the parameters that kept their names kept their order.
  [
    'extract-keeping-name',
    [
      'Extract Function grid/clipping.py#clip_rows(cells, row_widths, depth, kind, transposed) -> grid/clipping.py#_clip_rows_lazy(cells, row_widths, kind, transposed, grid_depth)',
      'Rename Parameter grid/clipping.py.clip_rows(cells, row_widths, depth, kind, transposed)#depth -> grid/clipping.py.clip_rows(cells, row_widths, kind, transposed, grid_depth)#grid_depth',
    ],
  ],
  // A static method moved out of its class to the module, a module function moved into a class:
  // one callable in another place. The removed `reset_state` and the new `clear_cache` share
  // nothing but their shape: no move. The function made a method lost a parameter on the way.
  [
    'method-to-module-function',
    [
      'Move And Rename Function net/encoder.py#positional_signal(length, channels, min_scale, max_scale) -> net/encoder.py.PositionEmbedder#signal(length, min_scale, max_scale)',
      'Move And Rename Method net/encoder.py.RnnEncoder#_build_output_layer(hparams) -> net/encoder.py#_build_dense_output_layer(hparams)',
      'Remove Parameter net/encoder.py.positional_signal(length, channels, min_scale, max_scale)#channels -> net/encoder.py.PositionEmbedder#signal(length, min_scale, max_scale)',
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
  // Callers' evidence taken back: two attributes merged into one list, and an attribute whose
  // name a local of its caller took (`self.deployment_id`, now `deployment_id = self.get_path()`):
  // no rename. Two attributes renamed in the same method are as many gone as come: renamed.
  ['field-rename-contradicted', ['Rename Field deploy/tasks.py.Span#begin -> deploy/tasks.py.Span#start_millis', 'Rename Field deploy/tasks.py.Span#end -> deploy/tasks.py.Span#stop_millis']],
  // An attribute now declared in the class (`_alphabet_set = None`) as well as set in `__init__`,
  // its readers but one rewritten to call `has_outcome`: that one reads the new attribute where
  // it read the old (`outcome in self._space_set` -> `outcome in self._alphabet_set`), renamed.
  // `_cache` -> `_memo`, whose one reader was rewritten around it, is read in no old place: no rename.
  ['field-read-in-place', ['Rename Field stats/distribution.py.Distribution#_space_set -> stats/distribution.py.Distribution#_alphabet_set']],
  // A module's own variable renamed, as RefactoringMiner reads one (an attribute of the module);
  // another removed while an unrelated one was added is no rename. Two look-alike variables
  // renamed pair by their names (`agent_2`, used more, is the commoner token: by code alone
  // `agent1` would go to it).
  [
    'module-variable-renamed',
    [
      'Rename Field media/test_convert.py#TEST_INPUT_FILE -> media/test_convert.py#TEST_INPUT_FILE1',
      'Rename Field media/test_convert.py#agent1 -> media/test_convert.py#agent_1',
      'Rename Field media/test_convert.py#agent2 -> media/test_convert.py#agent_2',
    ],
  ],
  // `__init__` is a method: code moved into a new base class's `__init__` (called as super().__init__)
  // is extracted, as RefactoringMiner's Python oracle has it. The new sibling Wallet also calls
  // super().__init__: that call is the base class's, so Wallet's `__init__` was extracted from nothing.
  // Ledger, new, is extended by the new Wallet as well: the fields Account gave it are the common
  // part of a new family, reported as the Extract Superclass, not as Pull Ups.
  [
    'extract-into-base-init',
    [
      'Extract And Move Method bank/accounts.py.Account#__init__(owner, currency, limit) -> bank/ledger.py.Ledger#__init__(owner, currency)',
      'Extract Superclass bank/accounts.py#Account -> bank/ledger.py#Ledger',
    ],
  ],
  // Names shifted along a chain: dist.py became scalardist.py while jointdist.py took the name
  // dist.py. report.py was rewritten under its name, and tables.py resembles its old code, but no
  // module that is gone resembles the new report.py: it kept its identity.
  [
    'rename-chain',
    [
      'Rename Class stats/dist.py#Distribution -> stats/scalardist.py#ScalarDistribution',
      'Rename Class stats/jointdist.py#JointDistribution -> stats/dist.py#Distribution',
      'Rename File stats#dist.py -> stats#scalardist.py',
      'Rename File stats#jointdist.py -> stats#dist.py',
    ],
  ],
  // One parameter added where several were removed, nothing in the bodies against it: the first
  // removed renamed (`source_vocab` -> `data_hparams`), as RefactoringMiner pairs untyped
  // parameters. Not where the old name is still a local after (`path = options.path`), nor where
  // the new one is read through for the old value (`topo_sort([node])` -> `topo_sort([stream.node])`).
  // `label` -> `item` is renamed: a mapped statement passes `item` as is where `label` stood,
  // though the whole bodies aligned set `item.start` there. A module function's leading `self`
  // is its receiver, no parameter.
  [
    'parameters-replaced-by-one',
    [
      'Add Parameter model/seq2seq.py#summary(verbose) -> model/seq2seq.py.summary(verbose, indent)#indent',
      'Add Parameter model/seq2seq.py.Seq2seq#configure(path, mode) -> model/seq2seq.py.Seq2seq.configure(options)#options',
      'Add Parameter model/seq2seq.py.Seq2seq#run(node, cmd) -> model/seq2seq.py.Seq2seq.run(stream)#stream',
      'Remove Parameter model/seq2seq.py.Seq2seq.__init__(source_vocab, target_vocab, hparams)#target_vocab -> model/seq2seq.py.Seq2seq#__init__(data_hparams, hparams)',
      'Remove Parameter model/seq2seq.py.Seq2seq.configure(path, mode)#mode -> model/seq2seq.py.Seq2seq#configure(options)',
      'Remove Parameter model/seq2seq.py.Seq2seq.configure(path, mode)#path -> model/seq2seq.py.Seq2seq#configure(options)',
      'Remove Parameter model/seq2seq.py.Seq2seq.run(node, cmd)#cmd -> model/seq2seq.py.Seq2seq#run(stream)',
      'Remove Parameter model/seq2seq.py.Seq2seq.run(node, cmd)#node -> model/seq2seq.py.Seq2seq#run(stream)',
      'Rename Field model/seq2seq.py.Seq2seq#_source_vocab -> model/seq2seq.py.Seq2seq#_data_hparams',
      'Rename Parameter model/seq2seq.py.Seq2seq.__getitem__(label)#label -> model/seq2seq.py.Seq2seq.__getitem__(item)#item',
      'Rename Parameter model/seq2seq.py.Seq2seq.__init__(source_vocab, target_vocab, hparams)#source_vocab -> model/seq2seq.py.Seq2seq.__init__(data_hparams, hparams)#data_hparams',
    ],
  ],
  // A test renamed while the helper it called was inlined into it: the helper alone looks like
  // the new test, but the old test with its helper looks more like it. The helper is not renamed.
  [
    'rename-with-inlined-helper',
    [
      'Inline Function tests/test_report.py#_build_regional_report() -> tests/test_report.py#test_report_title()',
      'Rename Function tests/test_report.py#test_report_header() -> tests/test_report.py#test_report_title()',
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
