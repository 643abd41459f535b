import { analyzeFiles } from '../../../src/engine/analyze';

async function found(path: string, before: string, after: string): Promise<string[]> {
  const result = await analyzeFiles([{ path, content: before }], [{ path, content: after }]);
  return result.refactorings.map((r) => r.description).sort();
}

/**
 * A shorthand property (`{ mode }`) is one written word: read as `'mode' : mode` in a statement, it
 * still weighs one in how alike two statements are. An argument of shorthands that grew into a local
 * with more of them (webpack 9db13415729c `printOptions`) is still the value extracted.
 */
describe.each([
  ['JavaScript', 'src/minify.js', ''],
  ['TypeScript', 'src/minify.ts', ': Options'],
])('shorthand properties weigh as written (%s)', (_language, path, typed) => {
  const head = `function minify(code, options${typed}) {\n  const { environment, units, collapse, merge, empty, comments, sort, classes, attrs, redundant, conditionals } = options;\n`;
  const before = `${head}  const { code: out } = process(code, {\n    mode: 'minify',\n    environment,\n    units,\n    collapse\n  });\n  return { code: out };\n}\n`;
  const grown = (fields: string) =>
    `${head}  const printOptions = {\n    mode: 'minify',\n    environment,\n    units,\n    collapse,\n${fields}  };\n  const { code: out } = process(code, printOptions);\n  return { code: out };\n}\n`;
  const signature = `minify(code, options${typed})`;

  it('an argument of shorthands grown into a local with more of them is an Extract Variable', async () => {
    expect(await found(path, before, grown('    merge,\n    empty,\n    comments,\n    sort,\n    classes,\n    attrs,\n    redundant,\n    conditionals\n'))).toEqual([`Extract Variable printOptions in function ${path}.${signature}`]);
  });

  it('a local holding other shorthands than the argument did is none', async () => {
    const other = `${head}  const printOptions = {\n    merge,\n    empty,\n    comments,\n    sort,\n    classes\n  };\n  const { code: out } = process(code, printOptions);\n  return { code: out };\n}\n`;
    expect(await found(path, before, other)).toEqual([]);
  });
});
