import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-spread-into-calls: a local whose call was replaced by another
 * taking the value's own arguments (`saveTask(newTask)`, once `newTask = Task(title, description)`,
 * now `createTask(title, description)`; `new Holder(view)`, once `view = inflater.inflate(ROW, parent, false)`,
 * now `new QuickHolder(ROW, parent)`, the mapper leaving both apart): inlined, as RefactoringMiner
 * reads it. Not `call`, whose new call is given something the value did not hold (`root`); nor
 * `stuck`, whose new call is a helper extracted from the body (`watchStuck(limit)`): the extraction
 * itself. Inlinings only: read backwards, `createTask(...)` -> `newTask = Task(...)` and
 * `saveTask(newTask)` is also a call split in two (python/split-method's `handle(path)` -> `valid = load(path)`
 * and `notify(valid)`), and a lone name passed anew (`close(conn)`) says nothing (c/extract-and-move-stray-match).
 */
const cases: Array<[string, string[]]> = [
  ['java', [
    'Extract Method tasks.Tasks#stopsStuck(int) -> tasks.Tasks#watchStuck(int)',
    'Inline Variable tasks.Tasks.create(State)#newTask -> tasks.Tasks#create(State)',
    'Inline Variable tasks.Tasks.holder(Context, Group)#view -> tasks.Tasks#holder(Context, Group)',
  ]],
  ['kotlin', [
    'Extract Method tasks.Tasks#stopsStuck(Int) -> tasks.Tasks#watchStuck(Int)',
    'Inline Variable tasks.Tasks.create(State)#newTask -> tasks.Tasks#create(State)',
    'Inline Variable tasks.Tasks.holder(Context, Group)#view -> tasks.Tasks#holder(Context, Group)',
  ]],
  ['python', [
    'Extract Method src/tasks.py.Tasks#stops_stuck(limit) -> src/tasks.py.Tasks#watch_stuck(limit)',
    'Inline Variable src/tasks.py.Tasks.create(state)#new_task -> src/tasks.py.Tasks#create(state)',
    'Inline Variable src/tasks.py.Tasks.holder(context, parent)#view -> src/tasks.py.Tasks#holder(context, parent)',
  ]],
];

describe.each(cases)('%s: locals whose call now takes their value\'s arguments', (language, expected) => {
  it('are inlined, and only they', async () => {
    expect(await detectInFixture(`${language}/variables-spread-into-calls`)).toEqual(expected);
  });
});
