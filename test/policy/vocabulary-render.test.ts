import { loadPlugins, supportedLanguages } from '../../src/languages/registry';
import {
  evaluatePolicy,
  LANGUAGE_EXTENSIONS,
  LANGUAGES,
  parsePolicy,
  parseTrailers,
  renderViolationsMarkdown,
  renderViolationsText,
  TYPES,
  violationsToJson,
} from '../../src/policy';
import { refactoring, report } from './helpers';

describe('vocabulary', () => {
  test('languages and their extensions are the plugin registry’s', async () => {
    expect([...LANGUAGES].sort()).toEqual([...supportedLanguages].sort());
    const plugins = await loadPlugins();
    for (const plugin of plugins) expect([plugin.name, [...LANGUAGE_EXTENSIONS[plugin.name]].sort()]).toEqual([plugin.name, [...plugin.extensions].sort()]);
  });
  test('the type names of the report contract are known', () => {
    const contract = ['Move Class', 'Rename Method', 'Move And Rename Class', 'Extract Function', 'Extract And Move Method', 'Inline Method', 'Pull Up Method', 'Push Down Method', 'Change Signature Method', 'Extract Superclass', 'Extract Interface', 'Convert Type Class'];
    expect(contract.filter((type) => !TYPES.includes(type))).toEqual([]);
  });
});

describe('trailers', () => {
  test('continuation lines extend the previous value; CRLF is fine', () => {
    expect(parseTrailers('Subject\r\n\r\nRefactoring-Approved: a long\r\n  reason\r\nSigned-off-by: A <a@b>\r\n')).toEqual([
      { key: 'Refactoring-Approved', value: 'a long reason' },
      { key: 'Signed-off-by', value: 'A <a@b>' },
    ]);
  });
  test('leading blank lines make an empty subject, as `git interpret-trailers --parse` reads them', () => {
    expect(parseTrailers('\n\nKey: value\n')).toEqual([{ key: 'Key', value: 'value' }]);
  });
});

describe('rendering violations', () => {
  const many = Array.from({ length: 23 }, (_, i) => refactoring('RENAME', 'Method', { file: 'src/A.java', name: `m${i}`, startLine: i + 1 }, { name: `n${i}` }));
  const policy = parsePolicy('rules:\n  - name: renames\n    match: { operation: RENAME }\n    level: warning\n');

  test('text caps long lists with the count of the rest', () => {
    const text = renderViolationsText(evaluatePolicy(policy, { report: report(many) }));
    const lines = text.split('\n');
    expect(lines[0]).toBe("warning: rule 'renames': these refactorings need a deliberate decision (23 refactorings)");
    expect(lines[1]).toBe('  - Rename Method m0 to n0 (src/A.java:1)');
    expect(lines[21]).toBe('  - ... and 3 more');
    expect(lines.slice(-3)).toEqual(['  to approve, add this line to the commit message: Refactoring-Approved: <reason>', '1 rule violation: 0 errors, 1 warning', '']);
  });

  test('markdown escapes code text', () => {
    const generic = refactoring('RENAME', 'Method', { file: 'src/A.java', name: 'get' }, { name: 'fetch' });
    generic.description = 'Rename Method get(List<T>) to fetch(List<T>) | *x*';
    const markdown = renderViolationsMarkdown(evaluatePolicy(policy, { report: report([generic]) }));
    expect(markdown).toContain('  - Rename Method get(List&lt;T&gt;) to fetch(List&lt;T&gt;) \\| \\*x\\* (src/A.java:1)\n');
    expect(renderViolationsMarkdown([])).toBe('**Policy:** no rule violations\n');
  });

  test('json says whether the gate passes for a failOn level', () => {
    const violations = evaluatePolicy(policy, { report: report(many.slice(0, 1)) });
    expect(violationsToJson(violations)).toMatchObject({ ok: true, summary: '1 rule violation: 0 errors, 1 warning' });
    expect(violationsToJson(violations, 'warning').ok).toBe(false);
  });
});
