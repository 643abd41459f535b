import { describeForMessage, isMessageItem, MAX_LINE, messageItems } from '../../src/hook/format';
import type { CodeElement, Refactoring } from '../../src/report/types';

function element(file: string, container: string, signature: string): CodeElement {
  return { file, container, name: signature.replace(/\(.*$/, ''), signature, startLine: 1, endLine: 2 };
}

function refactoring(type: string, kind: string, before: CodeElement, after: CodeElement): Refactoring {
  return { type, operation: 'RENAME', kind, language: 'java', before, after, description: type };
}

const calc = 'src/main/java/my/calc/Calculator.java';

describe('describeForMessage', () => {
  test('a rename in one class shows the class once', () => {
    const r = refactoring('Rename Method', 'Method', element(calc, 'my.calc.Calculator', 'min(double, double)'), element(calc, 'my.calc.Calculator', 'minimum(double, double)'));
    expect(describeForMessage(r)).toBe('Rename Method my.calc.Calculator.min(double, double) -> minimum(double, double)');
  });

  test('a move shows both containers', () => {
    const r = refactoring('Move Method', 'Method', element(calc, 'my.calc.Calculator', 'min(double, double)'), element('b.java', 'my.calc.Helper', 'min(double, double)'));
    expect(describeForMessage(r)).toBe('Move Method my.calc.Calculator.min(double, double) -> my.calc.Helper.min(double, double)');
  });

  test('JavaScript and C containers that are file paths are written file:name', () => {
    const r = refactoring('Rename Method', 'Method', element('src/util.js', 'src/util.js.Parser', 'parse(text)'), element('src/util.js', 'src/util.js.Parser', 'parseText(text)'));
    expect(describeForMessage(r)).toBe('Rename Method src/util.js:Parser.parse(text) -> parseText(text)');
    const c = refactoring('Move Function', 'Function', element('a.c', 'a.c', 'f(int)'), element('b.c', 'b.c', 'f(int)'));
    expect(describeForMessage(c)).toBe('Move Function a.c:f(int) -> b.c:f(int)');
  });

  test('files are named by path, and multi-line signatures become one line', () => {
    const file = refactoring('Move File', 'File', element('a/x.js', 'a', 'x.js'), element('b/x.js', 'b', 'x.js'));
    expect(describeForMessage(file)).toBe('Move File a/x.js -> b/x.js');
    const wrapped = refactoring('Rename Method', 'Method', element(calc, 'C', 'f(int a,\n    int b)'), element(calc, 'C', 'g(int a,\n    int b)'));
    expect(describeForMessage(wrapped)).toBe('Rename Method C.f(int a, int b) -> g(int a, int b)');
  });
});

describe('describeForMessage on long signatures and containers', () => {
  const longParameters = Array.from({ length: 12 }, (_, i) => `const struct tmux_window_pane_options *option_${i}`).join(', ');

  test('a long C signature change becomes one line with parameter counts', () => {
    const before = element('src/window.c', 'src/window.c', `window_pane_resize(${longParameters})`);
    const after = element('src/window.c', 'src/window.c', `window_pane_resize(${longParameters}, int force)`);
    const r = refactoring('Change Signature Function', 'Function', before, after);
    expect(`${r.before.signature} ${r.after.signature}`.length).toBeGreaterThan(500);
    expect(describeForMessage(r)).toBe('Change Signature Function src/window.c:window_pane_resize(12 params) -> window_pane_resize(13 params)');
  });

  test('parameters nested in generics or function pointers count once; long containers lose their middle; a hard cap holds', () => {
    const container = 'org.activiti.engine.impl.bpmn.parser.handler.IntermediateCatchEventParseHandler';
    const before = element('A.java', container, 'executeParse(BpmnParse, Map<String, List<Integer>>, void (*)(int, int), ' + 'String, '.repeat(8) + 'int)');
    const after = element('B.java', `${container}Base`, 'executeParse(BpmnParse, Map<String, List<Integer>>, void (*)(int, int), ' + 'String, '.repeat(8) + 'int)');
    const line = describeForMessage(refactoring('Move Method', 'Method', before, element('B.java', 'org.engine.Handlers', 'executeParse(int)')));
    expect(line).toBe('Move Method org.acti...atchEventParseHandler.executeParse(12 params) -> org.engine.Handlers.executeParse(1 param)');
    const pullUp = describeForMessage(refactoring('Pull Up Method', 'Method', before, after));
    expect(pullUp).toBe('Pull Up Method org.acti...atchEventParseHandler.executeParse(12 params) -> org.acti...EventParseHandlerBase.executePa...');
    expect(pullUp.length).toBe(MAX_LINE);
    const short = refactoring('Rename Method', 'Method', element(calc, 'my.calc.Calculator', 'min(double, double)'), element(calc, 'my.calc.Calculator', 'minimum(double, double)'));
    expect(describeForMessage(short)).toBe('Rename Method my.calc.Calculator.min(double, double) -> minimum(double, double)');
  });
});

test('a line cut at the hard cap is still recognised as refdiff\'s own, wherever the cut falls', () => {
  const calc2 = 'src/Calc.java';
  const longName = `compute${'Intermediate'.repeat(12)}`;
  const cut = describeForMessage(refactoring('Rename Method', 'Method', element(calc2, 'my.calc.Calculator', `${longName}(int, int)`), element(calc2, 'my.calc.Calculator', 'compute(int, int)')));
  expect(cut.length).toBe(MAX_LINE);
  expect(cut).not.toContain(' -> ');
  expect(isMessageItem(cut)).toBe(true);
  // A user's line of that length in another shape stays the user's.
  expect(isMessageItem(`I rewrote ${'a'.repeat(MAX_LINE - 13)}...`)).toBe(false);
});

describe('messageItems', () => {
  const items = Array.from({ length: 12 }, (_, i) =>
    refactoring('Rename Method', 'Method', element(calc, 'C', `m${i}()`), element(calc, 'C', `n${i}()`)),
  );

  test('caps the list and says how many were left out', () => {
    const lines = messageItems(items, 5);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('Rename Method C.m0() -> n0()');
    expect(lines[5]).toBe('... and 7 more');
  });

  test('no cap line when everything fits', () => {
    expect(messageItems(items.slice(0, 3), 3)).toEqual(['Rename Method C.m0() -> n0()', 'Rename Method C.m1() -> n1()', 'Rename Method C.m2() -> n2()']);
  });
});

describe('isMessageItem', () => {
  test('recognises every line messageItems writes', () => {
    const written = messageItems(
      [
        refactoring('Rename Method', 'Method', element(calc, 'my.calc.Calculator', 'min(double, double)'), element(calc, 'my.calc.Calculator', 'minimum(double, double)')),
        refactoring('Extract Superclass', 'Class', element(calc, 'my.calc', 'Calculator'), element('b.java', 'my.calc', 'Base')),
        refactoring('Move File', 'File', element('a/x.js', 'a', 'x.js'), element('b/x.js', 'b', 'x.js')),
        refactoring('Move Function', 'Function', element('a.c', 'a.c', 'f(int (*cb)(int))'), element('b.c', 'b.c', 'f(int (*cb)(int))')),
      ],
      3,
    );
    expect(written).toHaveLength(4);
    expect(written.every(isMessageItem)).toBe(true);
  });

  test("a person's words are not refdiff's", () => {
    for (const text of ['I also hand-tidied the Cart code', 'none (docs only)', 'Extract Method from the Cart -> simpler', 'Rename Method a.B.f() -> g() -> h()', 'rename method a.B.f() -> g()']) {
      expect(isMessageItem(text)).toBe(false);
    }
  });
});
