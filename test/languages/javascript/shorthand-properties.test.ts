import { analyzeFiles } from '../../../src/engine/analyze';

/** The refactorings between two versions of one file, parsed for real. */
async function found(path: string, before: string, after: string): Promise<string[]> {
  const result = await analyzeFiles([{ path, content: before }], [{ path, content: after }]);
  return result.refactorings.map((r) => r.description).sort();
}

/**
 * A shorthand property (`{ type }`) is `{ type: type }`: a local passed that way and then inlined
 * into the property (`{ type: kind(x) }`) is an Inline Variable, and the reverse an Extract
 * Variable, as where the key and the local were spelt apart (`{ type: t }`).
 */
describe.each([
  ['JavaScript', 'src/probe.js', ''],
  ['TypeScript', 'src/probe.ts', ': Reducer'],
])('shorthand properties (%s)', (_language, path, typed) => {
  const signature = `probe(reducer${typed}, key)`;
  const inlined = `function probe(reducer${typed}, key) {\n  log('probing', key);\n  if (reducer(undefined, { type: randomType(key), seen: 1 }) === undefined) {\n    throw new Error(key);\n  }\n}\n`;
  const passed = (property: string, local = 'type') =>
    `function probe(reducer${typed}, key) {\n  log('probing', key);\n  const ${local} = randomType(key);\n  if (reducer(undefined, { ${property}, seen: 1 }) === undefined) {\n    throw new Error(key);\n  }\n}\n`;

  it('a local passed as a shorthand property, inlined into it, is an Inline Variable; extracted out of it, an Extract Variable', async () => {
    expect(await found(path, passed('type'), inlined)).toEqual([`Inline Variable type in function ${path}.${signature}`]);
    expect(await found(path, inlined, passed('type'))).toEqual([`Extract Variable type in function ${path}.${signature}`]);
  });

  it('as where the key and the local are spelt apart', async () => {
    expect(await found(path, passed('type: kind', 'kind'), inlined)).toEqual([`Inline Variable kind in function ${path}.${signature}`]);
  });

  it('a property whose value is another expression than the local\'s is no Inline Variable', async () => {
    const other = inlined.replace('randomType(key)', 'fixedType()');
    expect(await found(path, passed('type'), other)).toEqual([]);
  });

  it('a shorthand property kept as it was, beside a local inlined elsewhere, reports that local only', async () => {
    const before = `function send(type${typed.replace('Reducer', 'string')}, body) {\n  const size = measure(body);\n  post({ type, size });\n}\n`;
    const after = `function send(type${typed.replace('Reducer', 'string')}, body) {\n  post({ type, size: measure(body) });\n}\n`;
    expect(await found(path, before, after)).toEqual([`Inline Variable size in function ${path}.send(type${typed.replace('Reducer', 'string')}, body)`]);
  });
});
