import { detectInFixture } from '../helpers/fixtures';

/**
 * A setter follows its field: `mBaseAdapter` renamed `adapterImpl`, the one removed callable that
 * wrote it (`setBaseAdapter`) and the one added callable that writes the new one
 * (`setAdapterImpl`), whose bodies share little but their shape, are one method renamed. The
 * hint's setter (`setHintText`) is not paired: two new callables (`replaceHint`, `appendHint`)
 * write the renamed `hint`, no telling which. In Python the callers' references already pair the
 * setter; the ambiguous one stays apart there too.
 */
const cases: Array<[string, string[]]> = [
  ['java', [
    'Change Return Type drag.DragHelper#setBaseAdapter(BaseAdapter) -> drag.DragHelper#setAdapterImpl(BaseAdapter)',
    'Rename Field drag.DragHelper#mBaseAdapter : BaseAdapter -> drag.DragHelper#adapterImpl : BaseAdapter',
    'Rename Field drag.DragHelper#mHint : String -> drag.DragHelper#hint : String',
    'Rename Method drag.DragHelper#setBaseAdapter(BaseAdapter) -> drag.DragHelper#setAdapterImpl(BaseAdapter)',
    'Rename Parameter drag.DragHelper.setBaseAdapter(BaseAdapter)#baseAdapter -> drag.DragHelper.setAdapterImpl(BaseAdapter)#impl',
  ]],
  ['kotlin', [
    'Change Field Type drag.DragHelper#mBaseAdapter -> drag.DragHelper#_adapterImpl',
    'Change Parameter Type drag.DragHelper.setBaseAdapter(BaseAdapter)#baseAdapter -> drag.DragHelper.setAdapterImpl(AdapterImpl)#adapterImpl',
    'Rename Field drag.DragHelper#mBaseAdapter -> drag.DragHelper#_adapterImpl',
    'Rename Field drag.DragHelper#mHint -> drag.DragHelper#hint',
    'Rename Field drag.DragHelper#mMoveFlags -> drag.DragHelper#moveFlags',
    'Rename Method drag.DragHelper#setBaseAdapter(BaseAdapter) -> drag.DragHelper#setAdapterImpl(AdapterImpl)',
    'Rename Method drag.DragHelper#setDragFlags(Int) -> drag.DragHelper#setMoveFlags(Int)',
    'Rename Parameter drag.DragHelper.setBaseAdapter(BaseAdapter)#baseAdapter -> drag.DragHelper.setAdapterImpl(AdapterImpl)#adapterImpl',
  ]],
  ['python', [
    'Rename Field drag/drag_helper.py.DragHelper#_base_adapter -> drag/drag_helper.py.DragHelper#_adapter_impl',
    'Rename Field drag/drag_helper.py.DragHelper#_hint -> drag/drag_helper.py.DragHelper#_hint_text',
    'Rename Method drag/drag_helper.py.DragHelper#set_base_adapter(base_adapter) -> drag/drag_helper.py.DragHelper#set_adapter_impl(impl)',
    'Rename Parameter drag/drag_helper.py.DragHelper.set_base_adapter(base_adapter)#base_adapter -> drag/drag_helper.py.DragHelper.set_adapter_impl(impl)#impl',
  ]],
];

describe.each(cases)('%s: the accessor of a renamed field', (language, expected) => {
  it('is renamed with it where it is the only one on each side, and only there', async () => {
    expect(await detectInFixture(`${language}/accessor-of-renamed-field`)).toEqual([...expected].sort());
  });
});
