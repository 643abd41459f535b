import { detectInFixture } from '../helpers/fixtures';

/**
 * A setter is its field's: `setDeploymentId` (writing `deploymentId`, removed; a local of that
 * name now in `describe()`, where the field was read) and `setToolProvider` (writing
 * `toolProvider`, new), called in the same place by the one caller, are two properties, not one
 * method renamed, since the callers contradict the field's rename. `setTitle` ->
 * `setCaption`, whose field `title` -> `caption` was renamed, is. In Python the old field is
 * kept (`self.deployment_id` now set in `__init__`), its setter gone.
 */
const cases: Array<[string, string[]]> = [
  ['java', [
    'Add Parameter play.RunPlugin#createRunTask(String) -> play.RunPlugin.createRunTask(ToolChain)#toolChain',
    'Remove Parameter play.RunPlugin.createRunTask(String)#deploymentId -> play.RunPlugin#createRunTask(ToolChain)',
    'Rename Field play.RunTask#title : String -> play.RunTask#caption : String',
    'Rename Method play.RunTask#setTitle(String) -> play.RunTask#setCaption(String)',
    'Rename Parameter play.RunTask.setTitle(String)#title -> play.RunTask.setCaption(String)#caption',
  ]],
  ['kotlin', [
    'Add Parameter play.RunPlugin#createRunTask(String) -> play.RunPlugin.createRunTask(ToolChain)#toolChain',
    'Remove Parameter play.RunPlugin.createRunTask(String)#deploymentId -> play.RunPlugin#createRunTask(ToolChain)',
    'Rename Field play.RunTask#title -> play.RunTask#caption',
    'Rename Method play.RunTask#setTitle(String) -> play.RunTask#setCaption(String)',
    'Rename Parameter play.RunTask.setTitle(String)#title -> play.RunTask.setCaption(String)#caption',
  ]],
  ['python', [
    'Add Parameter play/run_plugin.py#create_run_task(deployment_id) -> play/run_plugin.py.create_run_task(tool_chain)#tool_chain',
    'Remove Parameter play/run_plugin.py.create_run_task(deployment_id)#deployment_id -> play/run_plugin.py#create_run_task(tool_chain)',
    'Rename Field play/run_task.py.RunTask#title -> play/run_task.py.RunTask#caption',
    'Rename Method play/run_task.py.RunTask#set_title(title) -> play/run_task.py.RunTask#set_caption(caption)',
    'Rename Parameter play/run_task.py.RunTask.set_title(title)#title -> play/run_task.py.RunTask.set_caption(caption)#caption',
  ]],
];

describe.each(cases)('%s: a setter of a field removed and one of a field added', (language, expected) => {
  it('are two properties, not one method renamed', async () => {
    expect(await detectInFixture(`${language}/setter-of-another-field`)).toEqual([...expected].sort());
  });
});
