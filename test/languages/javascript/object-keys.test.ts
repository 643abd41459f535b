import { analyzeFiles } from '../../../src/engine/analyze';

/** The refactorings between two versions of one file, parsed for real. */
async function found(path: string, before: string, after: string): Promise<string[]> {
  const result = await analyzeFiles([{ path, content: before }], [{ path, content: after }]);
  return result.refactorings.map((r) => r.description).sort();
}

/**
 * An object literal's key (`{ size: 1 }`) names a property, no local: a local of its spelling
 * inlined beside it is gone all the same, and a key is no place a local was extracted into.
 */
describe.each([
  ['JavaScript', 'src/post.js', ''],
  ['TypeScript', 'src/post.ts', ': Body'],
])('object keys (%s)', (_language, path, typed) => {
  const signature = `send(body${typed})`;
  const send = (lines: string) => `function send(body${typed}) {\n  log('sending');\n${lines}}\n`;

  it('a local inlined beside a key of its spelling is an Inline Variable', async () => {
    const before = send(`  const size = measure(body);\n  post({ size: 1, total: size });\n`);
    const after = send(`  post({ size: 1, total: measure(body) });\n`);
    expect(await found(path, before, after)).toEqual([`Inline Variable size in function ${path}.${signature}`]);
  });

  it('a new local of a key\'s spelling, read elsewhere, is no Extract Variable', async () => {
    const before = send(`  post({ size: measure(body) });\n  return 0;\n`);
    const after = send(`  const size = measure(body);\n  post({ size: measure(body) });\n  return size;\n`);
    expect(await found(path, before, after)).toEqual([]);
  });
});
