import { analyzeFiles } from '../../../src/engine/analyze';

/** The refactorings between two versions of one file, parsed for real. */
async function found(path: string, before: string, after: string): Promise<string[]> {
  const result = await analyzeFiles([{ path, content: before }], [{ path, content: after }]);
  return result.refactorings.map((r) => r.description).sort();
}

const join = (header: string, parameters: string, passed: string) =>
  `${header}export function join(parts${parameters}) {\n  const text = parts.join(',');\n  log(text${passed});\n  return text;\n}\n`;

/**
 * A parameter added is named as callers pass it, whatever the list writes beside its name: a
 * default value, an optional mark, a type, a rest mark. A destructured parameter names no one
 * value: only the Change Signature says it.
 */
describe('javascript: parameters added', () => {
  it.each([
    ['a default value', '', ", sep = ', '", 'Add Parameter sep in function lib/text.js.join(parts, sep)'],
    ['a rest mark', '', ', ...extra', 'Add Parameter ...extra in function lib/text.js.join(parts, ...extra)'],
    ['a Flow optional mark', '// @flow\n', ', sep?: string', 'Add Parameter sep in function lib/text.js.join(parts, sep?: string)'],
    // Annotations without the Flow pragma: the JavaScript grammar cannot read the list, read as text,
    // where the default's string holds a comma that splits nothing.
    ['annotations the grammar cannot read, a string default', '', ", sep: string = ', '", 'Add Parameter sep in function lib/text.js.join(parts, sep)'],
  ])('with %s: an Add Parameter', async (_shape, header, parameters, expected) => {
    expect(await found('lib/text.js', join(header, '', ''), join(header, parameters, ', sep'))).toEqual([expected]);
  });

  it('a comment in a list the grammar cannot read is no part of a name, and its apostrophe opens no string', async () => {
    const parameters = ", /* don't */ sep: string, end: string";
    expect(await found('lib/text.js', join('', '', ''), join('', parameters, ', sep, end'))).toEqual([
      'Add Parameter end in function lib/text.js.join(parts, sep, end)',
      'Add Parameter sep in function lib/text.js.join(parts, sep, end)',
    ]);
  });

  it('a regular expression or a nested template in a default, in a list the grammar cannot read, is one value: the parameters after it are kept', async () => {
    const before = 'export function join(a: string, b: number) {\n  const text = a.trim();\n  log(text, b);\n  return text + b;\n}\n';
    for (const value of ["/'/", '/^https?:\\/\\//', '/[/*]/', '/"(a|b)/g', '/,/', '`x${`y,${b}`}z`']) {
      const after = before.replace('(a: string, b: number)', `(a: string, re = ${value}, b: number)`);
      expect(await found('a.js', before, after)).toEqual(['Add Parameter re in function a.js.join(a, re, b)']);
    }
  });

  it('a destructured parameter added is a Change Signature only', async () => {
    expect(await found('lib/text.js', join('', '', ''), join('', ', { sep, end }', ', sep, end'))).toEqual(['Change Signature Function join(parts) to join(parts, { sep, end }) in file lib/text.js']);
  });
});
