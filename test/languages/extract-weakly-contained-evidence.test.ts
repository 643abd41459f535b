import { detectInFixture } from '../helpers/fixtures';

/**
 * Extractions whose body is weakly contained in what the caller lost, decided by their statements
 * (src/core/moved-code.ts), RefactoringMiner's rules:
 * - extract-one-alike-statement: one lost statement of several words, alike but for the local it
 *   assigns (`key_func = lambda ...` -> `key_fn = lambda ...`), inside a helper that first reads a
 *   configured function (texar `6310fca`). Must NOT report: the like helper of the sibling method,
 *   whose statement changed on the way (other fields read).
 * - extract-default-return: a kept argument now passed through a helper that returns it unless a
 *   condition holds (`value` -> `self._normalize(name, value)`; texar `28a5c5a`). Must NOT report:
 *   a helper with two conditions (`_clamp`: more logic than a default).
 * - extract-through-new-helper: the lost check is in a new helper the caller reaches only through
 *   another new one (Python: `command_lines` -> `task_spec_jobs` -> `task_map_jobs`; Java: into
 *   the kept `Streams`), as RefactoringMiner walks the call tree. Must NOT report: the helpers on
 *   the way, new code (`task_spec_jobs`, `make_task_map`); nor the caller's kept `lines = []` as
 *   "copied" into the helper's `jobs = []` (a value of no word is no copy: Rename Variable).
 * - extract-through-extracted-helper: must NOT report the record readers a new streaming reader
 *   calls, where that reader is itself extracted from the caller: they moved with it (leakcanary
 *   `297fa59`'s `HprofRecordReader`, which RefactoringMiner reads as an extracted class); nor,
 *   into a new class at all, the methods that went with it (the same fixture's `RecordReader`).
 */
const cases: Array<[string, string, string[]]> = [
  ['python', 'extract-one-alike-statement', [
    'Extract Method app/loader.py.Loader#load(path) -> app/loader.py.Loader#_make_key_fn()',
    'Rename Variable app/loader.py.Loader.load(path)#key_func -> app/loader.py.Loader._make_key_fn()#key_fn',
    'Rename Variable app/loader.py.Loader.load(path)#key_func -> app/loader.py.Loader.load(path)#key_fn',
    'Rename Variable app/loader.py.Loader.load_paired(path)#key_func -> app/loader.py.Loader.load_paired(path)#key_fn',
  ]],
  ['java', 'extract-one-alike-statement', [
    'Extract Method app.Loader#load(String) -> app.Loader#makeOrder()',
    'Rename Variable app.Loader.load(String)#keyOrder -> app.Loader.load(String)#order',
    'Rename Variable app.Loader.loadPaired(String)#keyOrder -> app.Loader.loadPaired(String)#order',
  ]],
  ['python', 'extract-default-return', ['Extract Method app/settings.py.Settings#set(name, value) -> app/settings.py.Settings#_normalize(name, value)']],
  ['java', 'extract-default-return', ['Extract Method app.Settings#set(String, String) -> app.Settings#normalize(String, String)']],
  ['python', 'extract-through-new-helper', [
    'Add Parameter app/plan.py#command_lines(task) -> app/plan.py.command_lines(task_spec)#task_spec',
    'Extract And Move Function app/plan.py#command_lines(task) -> app/tasks.py#task_map_jobs(task_map)',
    'Remove Parameter app/plan.py.command_lines(task)#task -> app/plan.py#command_lines(task_spec)',
  ]],
  ['java', 'extract-through-new-helper', [
    'Change Parameter Type app.Runner.getArgs(Stream)#stream -> app.Runner.getArgs(Object)#streamSpec',
    'Extract And Move Method app.Runner#getArgs(Stream) -> app.Streams#mapNodes(Map<Object, Stream>)',
    'Rename Parameter app.Runner.getArgs(Stream)#stream -> app.Runner.getArgs(Object)#streamSpec',
  ]],
  ['python', 'extract-through-extracted-helper', ['Extract And Move Method app/reader.py.Reader#read_records(source, listener) -> app/reader.py.StreamingReader#read_all(listener)']],
];

describe.each(cases)('%s: %s', (language, name, expected) => {
  it('reports exactly the extraction its statements say', async () => {
    expect(await detectInFixture(`${language}/${name}`)).toEqual([...expected].sort());
  });
});
