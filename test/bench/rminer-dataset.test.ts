import { loadPlugins } from '../../src/languages/registry';
import type { CodeElement, Operation, Refactoring } from '../../src/report/types';
import { carriedMethodMoveKeys, impliedClassMoveKeys, nestedClassMoveKeys } from '../../bench/rminer-dataset/implied-moves';
import { parseOracle } from '../../bench/rminer-dataset/oracle';
import { reportKeys } from '../../bench/rminer-dataset/report-keys';

const SHA = 'b'.repeat(40);

/** The oracle's keys for RefactoringMiner's descriptions. */
function oracleKeys(...descriptions: string[]): string[] {
  const json = JSON.stringify([{ repository: 'https://github.com/acme/lib.git', sha1: SHA, refactorings: descriptions.map((description) => ({ type: 'x', description, validation: 'TP' })) }]);
  return parseOracle(json)[0].entries.map((entry) => entry.key);
}

function element(file: string, container: string, name: string): CodeElement {
  return { file, container, name, signature: name, startLine: 1, endLine: 2 };
}

function refactoring(operation: Operation, kind: string, before: CodeElement, after: CodeElement): Refactoring {
  return { type: `${operation} ${kind}`, operation, kind, language: 'python', before, after, description: `${operation} ${kind}` };
}

describe("RefactoringMiner's Python oracle: keys", () => {
  it('names a function nested in a module function after the module marker, as refdiff contains it', () => {
    const [oracle] = oracleKeys('Rename Method public eventwc(event) renamed to public outcome_wc(outcome) in class pkg.distribution.__module__.prepare_string');
    const ours = refactoring('RENAME', 'Function', element('pkg/distribution.py', 'pkg/distribution.py.prepare_string', 'eventwc'), element('pkg/distribution.py', 'pkg/distribution.py.prepare_string', 'outcome_wc'));
    expect(oracle).toBe('Rename Method|distribution.prepare_string#eventwc|distribution.prepare_string#outcome_wc');
    expect(reportKeys(ours)?.keys).toContain(oracle);
  });

  it.each<[string, Refactoring]>([
    [
      'Rename Method protected _depack(x) renamed to public depack(x) in class enc.hier.Encoder',
      refactoring('RENAME', 'Method', element('enc/hier_new.py', 'enc/hier_new.py.Encoder', '_depack'), element('enc/hier.py', 'enc/hier.py.Encoder', 'depack')),
    ],
    [
      'Extract Method public directed(d, X) extracted from public mutual(d, rvs) in class sk.bounds.__module__',
      refactoring('EXTRACT', 'Function', element('sk/mutual.py', 'sk/mutual.py', 'mutual'), element('sk/bounds.py', 'sk/bounds.py', 'directed')),
    ],
  ])('keys "%s" in the class after, also for a method that was elsewhere before', (description, ours) => {
    const [oracle] = oracleKeys(description);
    const keys = reportKeys(ours)!.keys;
    expect(keys[0]).not.toBe(oracle);
    expect(keys).toContain(oracle);
  });

  it('a class whose name is not capitalised, which the oracle reads as a module, is keyed as the oracle reads it too', () => {
    const [oracle] = oracleKeys('Change Variable Type decoder : q.ScalarDecoder to decoder : ScalarDecoder in method protected _make(hparams) from class data.q_data.q_multi.qMultiData');
    const ours = refactoring('CHANGE_TYPE', 'Variable', element('data/q_data/q_multi.py', 'data/q_data/q_multi.py.qMultiData._make(hparams)', 'decoder'), element('data/q_data/q_multi.py', 'data/q_data/q_multi.py.qMultiData._make(hparams)', 'decoder'));
    expect(reportKeys(ours)?.keys).toEqual(['Change Variable Type|q_multi.qMultiData#_make.decoder|q_multi.qMultiData#_make.decoder', oracle]);
    const capitalised = refactoring('CHANGE_TYPE', 'Variable', element('m.py', 'm.py.Data._make(hparams)', 'decoder'), element('m.py', 'm.py.Data._make(hparams)', 'decoder'));
    expect(reportKeys(capitalised)?.keys).toEqual(['Change Variable Type|m.Data#_make.decoder|m.Data#_make.decoder']);
  });

  it('an Extract And Move keeps the source in its own class', () => {
    const ours = refactoring('EXTRACT_MOVE', 'Function', element('a/b.py', 'a/b.py.Node', 'get'), element('a/utils.py', 'a/utils.py', 'get_hash'));
    expect(reportKeys(ours)?.keys).toEqual(['Extract/Extract And Move Method|b.Node#get|utils#get_hash']);
  });

  it('a module moved carries its classes: the Move Class of each, as the oracle lists them', async () => {
    const [python] = await loadPlugins(['python']);
    const files = {
      before: { 'pkg/q/q_decoders.py': 'import x\n\nclass TextDecoder(Base):\n    def decode(self):\n        return 1\n\nclass Gone:\n    pass\n\ndef helper():\n    pass\n' },
      after: { 'pkg/decoders.py': 'import x\n\nclass TextDecoder(Base):\n    def decode(self):\n        return 1\n\ndef helper():\n    pass\n' },
    };
    const parse = (side: 'before' | 'after', path: string) => python.parse([{ path, content: (files[side] as Record<string, string>)[path] }]);
    const moved = refactoring('MOVE_RENAME', 'File', element('pkg/q/q_decoders.py', 'pkg/q', 'q_decoders.py'), element('pkg/decoders.py', 'pkg', 'decoders.py'));
    const oracle = oracleKeys('Move Class pkg.q.q_decoders.TextDecoder moved to pkg.decoders.TextDecoder', 'Move Class pkg.q.q_decoders.__module__ moved to pkg.decoders.__module__');
    expect(impliedClassMoveKeys(moved, parse)).toEqual([oracle[0]]);
    expect(reportKeys(moved)?.keys).toEqual([oracle[1]]);
    expect(impliedClassMoveKeys(refactoring('RENAME', 'Function', moved.before, moved.after), parse)).toEqual([]);
  });
});

describe("RefactoringMiner's Kotlin oracle: nested classes", () => {
  it('a class renamed carries its nested classes: the Move Class of each kept on both sides, as the oracle lists them', async () => {
    const [kotlin] = await loadPlugins(['kotlin']);
    const files: Record<'before' | 'after', Record<string, string>> = {
      before: { 'shark/Progress.kt': 'package shark\n\ninterface Progress {\n  enum class Step { A, B }\n  class Gone\n  fun update(step: Step)\n}\n' },
      after: { 'shark/OnProgress.kt': 'package shark\n\ninterface OnProgress {\n  enum class Step { A, B }\n  fun onProgress(step: Step)\n}\n' },
    };
    const parse = (side: 'before' | 'after', path: string) => kotlin.parse([{ path, content: files[side][path] }]);
    const renamed: Refactoring = {
      ...refactoring('RENAME', 'Interface', { ...element('shark/Progress.kt', 'shark', 'Progress'), startLine: 3 }, { ...element('shark/OnProgress.kt', 'shark', 'OnProgress'), startLine: 3 }),
      language: 'kotlin',
    };
    const [oracle] = oracleKeys('Move Class shark.Progress.Step moved to shark.OnProgress.Step');
    expect(nestedClassMoveKeys(renamed, parse)).toEqual([oracle]);
    // A method renamed carries no class; nor does a class whose declaration is not found at its line.
    expect(nestedClassMoveKeys({ ...renamed, kind: 'Method' }, parse)).toEqual([]);
    expect(nestedClassMoveKeys({ ...renamed, before: { ...renamed.before, startLine: 9 } }, parse)).toEqual([]);
  });
});

describe("RefactoringMiner's oracles: the changes inside signatures and fields", () => {
  const parameter = (file: string, callable: string, name: string): CodeElement => ({ ...element(file, callable, name) });

  it.each<[string, Refactoring]>([
    [
      'Add Parameter base in method public copy(base) from class npdist.Distribution',
      refactoring('ADD', 'Parameter', element('dit/npdist.py', 'dit/npdist.py.Distribution', 'copy'), parameter('dit/npdist.py', 'dit/npdist.py.Distribution.copy(base)', 'base')),
    ],
    [
      'Remove Parameter copy in method public set_base(base) from class npdist.Distribution',
      refactoring('REMOVE', 'Parameter', parameter('dit/npdist.py', 'dit/npdist.py.Distribution.set_base(base, copy)', 'copy'), element('dit/npdist.py', 'dit/npdist.py.Distribution', 'set_base')),
    ],
    [
      // A removal names the callable before the change: here moved from npscalardist into helpers.
      'Remove Parameter alphabet in method public reorder(pmf, outcomes, alphabet, index) from class npscalardist.__module__',
      refactoring('REMOVE', 'Parameter', parameter('dit/npscalardist.py', 'dit/npscalardist.py.reorder(pmf, outcomes, alphabet, index)', 'alphabet'), element('dit/helpers.py', 'dit/helpers.py', 'reorder')),
    ],
    [
      'Rename Parameter word_length to outcome_length in method public uniform(outcome_length, k) from class distconst.__module__',
      refactoring('RENAME', 'Parameter', parameter('dit/distconst.py', 'dit/distconst.py.uniform(word_length, k)', 'word_length'), parameter('dit/distconst.py', 'dit/distconst.py.uniform(outcome_length, k)', 'outcome_length')),
    ],
    [
      'Add Parameter kwargs in method public __init__(args, kwargs) from class exceptions.InvalidEvent',
      refactoring('ADD', 'Parameter', element('dit/exceptions.py', 'dit/exceptions.py.InvalidEvent', '__init__'), parameter('dit/exceptions.py', 'dit/exceptions.py.InvalidEvent.__init__(*args, **kwargs)', '**kwargs')),
    ],
    [
      'Reorder Parameter [a, b] to [b, a] in method public pick(b, a) from class npdist.__module__',
      refactoring('REORDER', 'Parameter', element('dit/npdist.py', 'dit/npdist.py', 'pick'), element('dit/npdist.py', 'dit/npdist.py', 'pick')),
    ],
    [
      'Rename Variable es1 to ss1 in method public is_approx_equal(other) from class npdist.Distribution',
      refactoring('RENAME', 'Variable', parameter('dit/npdist.py', 'dit/npdist.py.Distribution.is_approx_equal(other)', 'es1'), parameter('dit/npdist.py', 'dit/npdist.py.Distribution.is_approx_equal(other)', 'ss1')),
    ],
    [
      'Extract Variable alphabets in method public construct_alphabets(outcomes) from class helpers.__module__',
      refactoring('EXTRACT', 'Variable', element('dit/helpers.py', 'dit/helpers.py', 'construct_alphabets'), parameter('dit/helpers.py', 'dit/helpers.py.construct_alphabets(outcomes)', 'alphabets')),
    ],
    [
      'Inline Variable A in method public build_linear_equality_constraints() from class algorithms.maxentropy.MaximumEntropy',
      refactoring('INLINE', 'Variable', parameter('dit/algorithms/maxentropy.py', 'dit/algorithms/maxentropy.py.MaximumEntropy.build_linear_equality_constraints()', 'A'), element('dit/algorithms/maxentropy.py', 'dit/algorithms/maxentropy.py.MaximumEntropy', 'build_linear_equality_constraints')),
    ],
    [
      'Inline Variable new_state in method public perceive(next_observation, action) from class models.deep_q_network.DeepQNetwork',
      refactoring('INLINE', 'Variable', parameter('t/models/deep_q_network.py', 't/models/deep_q_network.py.DeepQNetwork.perceive(next_observation, action)', 'new_state'), element('t/agents/nature.py', 't/agents/nature.py.NatureDQNAgent', 'perceive')),
    ],
    [
      'Parameterize Variable N to subdivisions in method public downsample_componentL1(pmf, subdivisions) from class math.pmfops.__module__',
      refactoring('PARAMETERIZE', 'Variable', parameter('dit/math/pmfops.py', 'dit/math/pmfops.py.downsample_componentL1(pmf)', 'N'), parameter('dit/math/pmfops.py', 'dit/math/pmfops.py.downsample_componentL1(pmf, subdivisions)', 'subdivisions')),
    ],
    [
      'Rename Attribute _events_index to _outcomes_index in class npjdist.JointDistribution',
      refactoring('RENAME', 'Field', element('dit/npjdist.py', 'dit/npjdist.py.JointDistribution', '_events_index'), element('dit/npjdist.py', 'dit/npjdist.py.JointDistribution', '_outcomes_index')),
    ],
    [
      // A module constant moved into a class under a new name: RefactoringMiner, having matched the
      // module with the class, names the rename in the class after.
      'Rename Attribute PADDING_TOKEN to PAD_TOKEN in class data.vocabulary._SpecialTokens',
      refactoring('MOVE_RENAME', 'Field', element('texar/data/constants.py', 'texar/data/constants.py', 'PADDING_TOKEN'), element('texar/data/vocabulary.py', 'texar/data/vocabulary.py._SpecialTokens', 'PAD_TOKEN')),
    ],
  ])('keys "%s" as refdiff reports it', (description, ours) => {
    const [oracle] = oracleKeys(description);
    expect(oracle).toBeDefined();
    expect(reportKeys(ours)?.keys).toContain(oracle);
  });

  it('keys Kotlin parameter and attribute types by names, and a primary constructor as a method refdiff never reports', () => {
    const kotlin = (r: Refactoring): Refactoring => ({ ...r, language: 'kotlin' });
    const [changed, retyped, constructor] = oracleKeys(
      'Change Parameter Type task : Task to taskId : String in method public completeTask(taskId String) from class com.app.data.DefaultTasksRepository',
      'Change Attribute Type observableTasks : Flow<Result<List<Task>>> to observableTasks : Flow<List<Task>> in class com.app.data.FakeRepository',
      'Add Parameter scope : CoroutineScope in primary constructor DefaultTaskRepository(scope CoroutineScope) from class com.app.data.DefaultTaskRepository',
    );
    const ours = kotlin(refactoring('CHANGE_TYPE', 'Parameter', parameter('a/R.kt', 'com.app.data.DefaultTasksRepository.completeTask(Task)', 'task'), parameter('a/R.kt', 'com.app.data.DefaultTasksRepository.completeTask(String)', 'taskId')));
    // Also keyed as an extension function `DefaultTasksRepository.completeTask` of module `data`, as parameters of extensions are.
    expect(reportKeys(ours)?.keys).toContain(changed);
    const field = kotlin(refactoring('CHANGE_TYPE', 'Field', element('a/F.kt', 'com.app.data.FakeRepository', 'observableTasks'), element('a/F.kt', 'com.app.data.FakeRepository', 'observableTasks')));
    expect(reportKeys(field)?.keys).toEqual([retyped]);
    expect(constructor).toBe('Add Parameter|data.DefaultTaskRepository#DefaultTaskRepository|scope');
  });
});

describe("RefactoringMiner's Kotlin oracle: methods of a class it read merged or split off", () => {
  it('a class renamed carries its methods: the Move Method of each kept on both sides, as the oracle lists them for a merged class', async () => {
    const [kotlin] = await loadPlugins(['kotlin']);
    const files: Record<'before' | 'after', Record<string, string>> = {
      before: { 'kt/DevServerAndroid.kt': 'package kt\n\nclass DevServerAndroid(val port: Int) {\n  constructor() : this(0)\n  fun run() { serve(port) }\n  fun run(times: Int) { repeat(times) { run() } }\n  fun platformTrustManager(): Int = 1\n  class Nested { fun run() {} }\n}\n' },
      after: { 'kt/DevServer.kt': 'package kt\n\nclass DevServer(val port: Int) {\n  constructor() : this(0)\n  fun run() { serve(port) }\n  fun stop() {}\n}\n' },
    };
    const parse = (side: 'before' | 'after', path: string) => kotlin.parse([{ path, content: files[side][path] }]);
    const renamed: Refactoring = {
      ...refactoring('RENAME', 'Class', { ...element('kt/DevServerAndroid.kt', 'kt', 'DevServerAndroid'), startLine: 3 }, { ...element('kt/DevServer.kt', 'kt', 'DevServer'), startLine: 3 }),
      language: 'kotlin',
    };
    const [oracle] = oracleKeys('Move Method public run() from class kt.DevServerAndroid to public run() from class kt.DevServer');
    // The overloads are one key, as the oracle's are; a method removed (platformTrustManager), one
    // added (stop), the constructors and a nested class's method carry no move.
    expect(carriedMethodMoveKeys(renamed, parse)).toEqual([oracle]);
    expect(carriedMethodMoveKeys({ ...renamed, kind: 'Method' }, parse)).toEqual([]);
    expect(carriedMethodMoveKeys({ ...renamed, language: 'python' }, parse)).toEqual([]);
    expect(carriedMethodMoveKeys({ ...renamed, before: { ...renamed.before, startLine: 9 } }, parse)).toEqual([]);
  });
});
