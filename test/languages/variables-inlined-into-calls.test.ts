import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-inlined-into-calls: a local written out into the call of a
 * helper extracted from the body, read through that call (RefactoringMiner's Inline Variable):
 * `stuck`, whose one use moved into `failAfterLimit` where its parameter stands, the call now
 * passing its value (`new StuckTask(...)`). Not `fast`: the call passes another value than its
 * own. Not `stuckTimeout` nor `fastTimeout`, whose declarations became the helper's `return`: the
 * call replaced the extracted code, the extraction itself. Not `slowTimeout`: the call's value is
 * held by a local (`limited`), the variable renamed. Not `first`: the helper computes the value
 * itself from its parameters (`queue.tasks(type)...`), none passed it whole. In Python, not
 * `idle_timeout`, given a value on each branch of an `if`: no one value written out; nor `load`,
 * a member read alone (`self.load`, now `within_marks(self.load)`), no value computed.
 */
const cases: Array<[string, string[]]> = [
  ['java', [
    'Extract Method watch.Watchdog#checkFirstTask() -> watch.Watchdog#checkDescription(Class<T>, String)',
    'Extract Method watch.Watchdog#stopFastTask() -> watch.Watchdog#failAfterLimit(Task)',
    'Extract Method watch.Watchdog#stopSlowTask() -> watch.Watchdog#failAfterLimit(Task)',
    'Extract Method watch.Watchdog#stopStuckTask() -> watch.Watchdog#failAfterLimit(Task)',
    'Inline Variable watch.Watchdog.stopStuckTask()#stuck -> watch.Watchdog#stopStuckTask()',
    'Rename Variable watch.Watchdog.stopSlowTask()#slowTimeout -> watch.Watchdog.stopSlowTask()#limited',
  ]],
  ['python', [
    'Extract Method watch/watchdog.py.Watchdog#check_first_task(queue) -> watch/watchdog.py.Watchdog#check_description(queue, state, expected)',
    'Extract Method watch/watchdog.py.Watchdog#check_load() -> watch/watchdog.py.Watchdog#within_marks(load)',
    'Extract Method watch/watchdog.py.Watchdog#stop_fast_task(queue) -> watch/watchdog.py.Watchdog#fail_after_limit(task)',
    'Extract Method watch/watchdog.py.Watchdog#stop_idle_task(queue) -> watch/watchdog.py.Watchdog#idle_after_limit(queue)',
    'Extract Method watch/watchdog.py.Watchdog#stop_slow_task(queue) -> watch/watchdog.py.Watchdog#fail_after_limit(task)',
    'Extract Method watch/watchdog.py.Watchdog#stop_stuck_task(queue) -> watch/watchdog.py.Watchdog#fail_after_limit(task)',
    'Inline Variable watch/watchdog.py.Watchdog.stop_stuck_task(queue)#stuck -> watch/watchdog.py.Watchdog#stop_stuck_task(queue)',
    'Rename Variable watch/watchdog.py.Watchdog.check_first_task(queue)#first -> watch/watchdog.py.Watchdog.check_description(queue, state, expected)#task',
    'Rename Variable watch/watchdog.py.Watchdog.stop_slow_task(queue)#slow_timeout -> watch/watchdog.py.Watchdog.stop_slow_task(queue)#limited',
  ]],
  ['kotlin', [
    'Extract Method watch.Watchdog#stopFastTask(Queue) -> watch.Watchdog#failAfterLimit(Task)',
    'Extract Method watch.Watchdog#stopSlowTask(Queue) -> watch.Watchdog#failAfterLimit(Task)',
    'Extract Method watch.Watchdog#stopStuckTask(Queue) -> watch.Watchdog#failAfterLimit(Task)',
    'Inline Variable watch.Watchdog.stopStuckTask(Queue)#stuck -> watch.Watchdog#stopStuckTask(Queue)',
    'Rename Variable watch.Watchdog.stopSlowTask(Queue)#slowTimeout -> watch.Watchdog.stopSlowTask(Queue)#limited',
  ]],
];

describe.each(cases)('%s: locals inlined into a new helper\'s call', (language, expected) => {
  it('are read through the call, and only those', async () => {
    expect(await detectInFixture(`${language}/variables-inlined-into-calls`)).toEqual([...expected].sort());
  });
});
