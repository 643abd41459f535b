import { parseOracle } from '../../bench/rminer-dataset/oracle';
import { accessorKeys, reportKeys } from '../../bench/rminer-dataset/report-keys';
import type { CodeElement, Operation, Refactoring } from '../../src/report/types';

/** RefactoringMiner's Kotlin descriptions and refdiff's Kotlin reports meet on one key. */
function oracleKeys(...descriptions: string[]): string[] {
  const data = [{ repository: 'https://github.com/square/leakcanary.git', sha1: 'a'.repeat(40), refactorings: descriptions.map((description) => ({ type: 'x', description, validation: 'TP' })) }];
  return parseOracle(JSON.stringify(data))[0].entries.map((entry) => entry.key);
}

/** The keys refdiff's report meets the oracle on (the one-class key among them for a rename, an extraction, an inlining). */
function refactoring(operation: Operation, kind: string, before: [string, string], after: [string, string], language = 'kotlin'): Refactoring {
  // A top-level function's container is its file (`com.app.Strings.kt`, in `Strings.kt`); a class's file is named for it.
  const fileOf = (container: string, name: string) => {
    const file = /(?:^|\.)([A-Z]\w*\.kts?)(?=\.|$)/.exec(container);
    return file ? `src/${file[1]}` : `src/${name}.kt`;
  };
  const element = ([container, name]: [string, string]): CodeElement => ({ file: fileOf(container, name), container, name, signature: `${name}()`, startLine: 1, endLine: 2 });
  return { type: `${operation} ${kind}`, operation, kind, language, before: element(before), after: element(after), description: '' };
}

function report(operation: Operation, kind: string, before: [string, string], after: [string, string], language = 'kotlin'): string[] {
  return reportKeys(refactoring(operation, kind, before, after, language))?.keys ?? [];
}

describe('RefactoringMiner Kotlin oracle keys', () => {
  test('top-level functions live in `<package>.<File>.module`, refdiff\'s `<package>.<File>.kt`; extensions keep their receiver', () => {
    const [key] = oracleKeys('Rename Method public Fragment.getVmFactory() : ViewModelFactory renamed to public Fragment.getViewModelFactory() : ViewModelFactory in class com.example.app.util.FragmentExt.module');
    expect(report('RENAME', 'Function', ['com.example.app.util.FragmentExt.kt', 'Fragment.getVmFactory'], ['com.example.app.util.FragmentExt.kt', 'Fragment.getViewModelFactory'])).toContain(key);
  });

  test('a top-level property renamed lives in `<package>.<File>.module` too; a class\'s property of that name is another key', () => {
    const [key] = oracleKeys('Rename Attribute defaultExclusionFactory : (HprofParser) -> List<Exclusion> to defaultExclusionsFactory : ExclusionsFactory in class leakcanary.internal.TestUtil.module');
    expect(report('RENAME', 'Field', ['leakcanary.internal.TestUtil.kt', 'defaultExclusionFactory'], ['leakcanary.internal.TestUtil.kt', 'defaultExclusionsFactory'])).toEqual([key]);
    expect(report('RENAME', 'Field', ['leakcanary.internal.Other', 'defaultExclusionFactory'], ['leakcanary.internal.Other', 'defaultExclusionsFactory'])).not.toContain(key);
  });

  test('a top-level function renamed into another file is keyed in the file after, as the oracle names it', () => {
    const [key] = oracleKeys('Rename Method public HydratedInstance.unreachableWhenNull(fieldName String) : Reachability renamed to public HydratedInstance.leakingWhenNull(fieldName String) : LeakNodeStatusAndReason in class leakcanary.AndroidLeakInspectors.module');
    expect(report('RENAME', 'Function', ['leakcanary.AndroidReachabilityInspectors.kt', 'HydratedInstance.unreachableWhenNull'], ['leakcanary.AndroidLeakInspectors.kt', 'HydratedInstance.leakingWhenNull'])).toContain(key);
  });

  test('a package named `kt` is a package, not a Kotlin file', () => {
    const [key] = oracleKeys('Move And Rename Class okhttp3.recipes.kt.AndroidAllowlistedTrustManager moved and renamed to okhttp3.tls.internal.InsecureAndroidTrustManager');
    expect(report('MOVE_RENAME', 'Class', ['okhttp3.recipes.kt', 'AndroidAllowlistedTrustManager'], ['okhttp3.tls.internal', 'InsecureAndroidTrustManager'])).toEqual([key]);
  });

  test('a local extracted or inlined in a top-level extension function is keyed with the receiver, as renames are', () => {
    const [extracted, inlined] = oracleKeys(
      'Extract Variable result : Inferred in method public File.checkForLeaks(leakTraceInspectors List<LeakTraceInspector>) : T from class leakcanary.internal.TestUtil.module',
      'Inline Variable heapDump : Inferred in method public File.checkForLeaks(leakTraceInspectors List<LeakTraceInspector>) : T from class leakcanary.internal.TestUtil.module',
    );
    const host = 'leakcanary.internal.TestUtil.kt.File.checkForLeaks(List<LeakTraceInspector>)';
    expect(report('EXTRACT', 'Variable', ['leakcanary.internal.TestUtil.kt', 'File.checkForLeaks'], [host, 'result'])).toContain(extracted);
    expect(report('INLINE', 'Variable', [host, 'heapDump'], ['leakcanary.internal.TestUtil.kt', 'File.checkForLeaks'])).toContain(inlined);
    // Another function's local is another key.
    expect(report('EXTRACT', 'Variable', ['leakcanary.internal.TestUtil.kt', 'File.analyze'], ['leakcanary.internal.TestUtil.kt.File.analyze(List<LeakTraceInspector>)', 'result'])).not.toContain(extracted);
  });

  test('classes by package, nested types and companions by their type', () => {
    const [move, extract] = oracleKeys('Move Class leakcanary.internal.Foo moved to leakcanary.Foo', 'Extract Method public parseHeaderOf(hprofFile File) : HprofHeader extracted from public open(hprofFile File) : Hprof in class shark.HprofHeader.Companion');
    expect(report('MOVE', 'Class', ['leakcanary.internal', 'Foo'], ['leakcanary', 'Foo'])).toContain(move);
    expect(report('EXTRACT', 'Method', ['shark.HprofHeader.Companion', 'open'], ['shark.HprofHeader.Companion', 'parseHeaderOf'])).toContain(extract);
  });

  test('a rename in a renamed class is keyed by the class after the change, as the oracle names it', () => {
    const [key] = oracleKeys('Rename Method public inspectorReachable() renamed to public inspectorNotLeaking() in class leakcanary.internal.LeakStatusTest');
    expect(report('RENAME', 'Method', ['leakcanary.internal.ReachabilityTest', 'inspectorReachable'], ['leakcanary.internal.LeakStatusTest', 'inspectorNotLeaking'])).toContain(key);
  });

  test('the Java files of a Kotlin project are keyed as Kotlin\'s classes are, by package', () => {
    const [move, rename] = oracleKeys(
      'Move Class com.chad.app.adapter.LoadMoreAdapter moved to com.chad.app.activity.loadmore.adapter.LoadMoreAdapter',
      'Rename Method public animators(view View) : Animator[] renamed to public animator(view View) : Animator in class com.chad.app.animator.CustomAnimation1',
    );
    expect(report('MOVE', 'Class', ['com.chad.app.adapter', 'LoadMoreAdapter'], ['com.chad.app.activity.loadmore.adapter', 'LoadMoreAdapter'], 'java')).toContain(move);
    expect(report('RENAME', 'Method', ['com.chad.app.animator.CustomAnimation1', 'animators'], ['com.chad.app.animator.CustomAnimation1', 'animator'], 'java')).toContain(rename);
    // A Java class that moved between packages is no rename: another package's class of that name is another key.
    expect(report('MOVE', 'Class', ['com.chad.app.adapter', 'LoadMoreAdapter'], ['com.chad.app.other', 'LoadMoreAdapter'], 'java')).not.toContain(move);
  });

  test('a constructor\'s parameters meet the oracle\'s, which names the constructor after its class; a method named otherwise keeps its name', () => {
    const [added, removed] = oracleKeys(
      'Add Parameter header : HprofHeader in primary constructor HprofHeapGraph(header HprofHeader, index HprofInMemoryIndex) from class shark.HprofHeapGraph',
      'Remove Parameter hprof : Hprof in primary constructor HprofHeapGraph(hprof Hprof, index HprofInMemoryIndex) from class shark.HprofHeapGraph',
    );
    expect(report('ADD', 'Parameter', ['shark', 'HprofHeapGraph'], ['shark.HprofHeapGraph.constructor(HprofHeader, HprofInMemoryIndex)', 'header'])).toEqual([added]);
    expect(report('REMOVE', 'Parameter', ['shark.HprofHeapGraph.constructor(Hprof, HprofInMemoryIndex)', 'hprof'], ['shark.HprofHeapGraph', 'constructor'])).toEqual([removed]);
    expect(report('ADD', 'Parameter', ['shark', 'HprofHeapGraph'], ['shark.HprofHeapGraph.create(HprofHeader, HprofInMemoryIndex)', 'header'])).not.toEqual([added]);
  });

  test('the parameters of an extension function meet the oracle\'s, which names the function with its receiver; a nested class\'s method keeps its class', () => {
    const [added, renamed] = oracleKeys(
      'Add Parameter leakTraceIndex : Int in method private View.onLeakTraceSelected(analysis HeapAnalysisSuccess, leakTraceIndex Int) from class leakcanary.LeakScreen',
      'Rename Parameter action : A to block : B in method public Pair<HprofParser,LeakNode>.instanceOfOrUnknown(block B) from class leakcanary.Inspectors.module',
    );
    expect(report('ADD', 'Parameter', ['leakcanary.LeakScreen', 'View.onLeakTraceSelected'], ['leakcanary.LeakScreen.View.onLeakTraceSelected(HeapAnalysisSuccess, Int)', 'leakTraceIndex'])).toContain(added);
    expect(report('RENAME', 'Parameter', ['leakcanary.Inspectors.kt.Pair<HprofParser, LeakNode>.instanceOfOrUnknown(A)', 'action'], ['leakcanary.Inspectors.kt.Pair<HprofParser, LeakNode>.instanceOfOrUnknown(B)', 'block'])).toContain(renamed);
    // A method of a nested class View is no extension of another class's View.
    expect(report('ADD', 'Parameter', ['leakcanary.Other', 'View.onLeakTraceSelected'], ['leakcanary.Other.View.onLeakTraceSelected(HeapAnalysisSuccess, Int)', 'leakTraceIndex'])).not.toContain(added);
  });

  test('an annotation added to or removed from a parameter is no Add or Remove Parameter', () => {
    const data = [{ repository: 'https://github.com/a/b.git', sha1: 'a'.repeat(40), refactorings: [
      { type: 'Add Parameter Annotation', description: 'Add Parameter Annotation @LayoutRes in parameter layoutResId : Int in method public setEmptyViewLayout(layoutResId Int) from class com.chad.BrvahAdapter', validation: 'TP' },
      { type: 'Add Parameter', description: 'Add Parameter layoutResId : Int in method public setEmptyViewLayout(layoutResId Int) from class com.chad.BrvahAdapter', validation: 'TP' },
    ] }];
    expect(parseOracle(JSON.stringify(data))[0].entries.map((entry) => entry.key)).toEqual(['Add Parameter|chad.BrvahAdapter#setEmptyViewLayout|layoutResId']);
  });

  test('a property pulled up meets the oracle\'s accessor methods (getX, setX), a property of Java or a method never', () => {
    const [getter, setter, extension] = oracleKeys(
      'Pull Up Method public getDraggableModule() from class com.chad.library.adapter.base.BaseQuickAdapter to public getDraggableModule() from class com.chad.library.adapter.base.BrvahAdapter',
      'Pull Up Method public setAdapterAnimation(value Inferred) from class com.chad.library.adapter.base.BaseQuickAdapter to public setAdapterAnimation(value Inferred) from class com.chad.library.adapter.base.BrvahAdapter',
      'Pull Up Method public getIsEmptyViewHolder() from class com.chad.library.adapter.base.BaseQuickAdapter to public getIsEmptyViewHolder() from class com.chad.library.adapter.base.BrvahAdapter',
    );
    const pulledUp = (name: string, language = 'kotlin', kind = 'Field') =>
      accessorKeys(refactoring('PULL_UP', kind, ['com.chad.library.adapter.base.BaseQuickAdapter', name], ['com.chad.library.adapter.base.BrvahAdapter', name], language));
    expect(pulledUp('draggableModule')).toEqual({ row: 'Pull Up Method', keys: expect.arrayContaining([getter]) });
    expect(pulledUp('adapterAnimation')?.keys).toContain(setter);
    expect(pulledUp('RecyclerView.ViewHolder.isEmptyViewHolder')?.keys).toContain(extension);
    expect(pulledUp('items')?.keys).not.toContain(getter);
    expect(pulledUp('draggableModule', 'java')).toBeUndefined();
    expect(pulledUp('draggableModule', 'kotlin', 'Method')).toBeUndefined();
  });
});
