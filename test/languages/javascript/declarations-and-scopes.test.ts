import { analyzeFiles } from '../../../src/engine/analyze';

async function found(path: string, before: string, after: string): Promise<string[]> {
  const result = await analyzeFiles([{ path, content: before }], [{ path, content: after }]);
  return result.refactorings.map((r) => r.description).sort();
}

/**
 * Where JavaScript binds names: each name of a destructuring pattern in a loop's head and a catch
 * clause is a local (`{ a: alias }` binds `alias`, not `a`); `let` and `const` live in their block,
 * `var` in the whole function.
 */
describe.each([
  ['JavaScript', 'src/sync.js', ''],
  ['TypeScript', 'src/sync.ts', ': Item[]'],
])('declarations and scopes (%s)', (_language, path, typed) => {
  const fn = (body: string) => `function sync(items${typed}, store) {\n${body}}\n`;
  const where = `in function ${path}.sync(items${typed}, store)`;

  it('a name destructured in a for-of head, renamed, is a Rename Variable; one taken by another key is none', async () => {
    const loop = (pattern: string, name: string) => fn(`  for (const ${pattern} of items) {\n    store.put(id, ${name});\n    log('stored', ${name}.length);\n  }\n`);
    expect(await found(path, loop('{ id, name }', 'name'), loop('{ id, name: label }', 'label'))).toEqual([`Rename Variable name to label ${where}`]);
    expect(await found(path, loop('[id, name]', 'name'), loop('[id, label]', 'label'))).toEqual([`Rename Variable name to label ${where}`]);
    expect(await found(path, loop('{ id, name }', 'name'), loop('{ id, title }', 'title'))).toEqual([]);
  });

  it('a name destructured out of a caught error, renamed, is a Rename Variable (its key is no local)', async () => {
    const caught = (pattern: string, name: string) => fn(`  try {\n    store.flush(items);\n  } catch (${pattern}) {\n    log('failed', ${name});\n    report(${name}.length);\n  }\n`);
    expect(await found(path, caught('{ message }', 'message'), caught('{ message: text }', 'text'))).toEqual([`Rename Variable message to text ${where}`]);
    expect(await found(path, caught('{ message: text }', 'text'), caught('{ message: reason }', 'reason'))).toEqual([`Rename Variable text to reason ${where}`]);
  });

  it('a const renamed in one of two sibling blocks is that block\'s local renamed; a var is the whole function\'s', async () => {
    const blocks = (kind: string, first: string) =>
      fn(`  if (items.length > 1) {\n    ${kind} ${first} = items[0];\n    store.put(${first}.id, ${first});\n  } else {\n    ${kind} entry = store.empty();\n    log('empty', entry.size);\n  }\n`);
    expect(await found(path, blocks('const', 'entry'), blocks('const', 'head'))).toEqual([`Rename Variable entry to head ${where}`]);
    expect(await found(path, blocks('let', 'entry'), blocks('let', 'head'))).toEqual([`Rename Variable entry to head ${where}`]);
    expect(await found(path, blocks('var', 'entry'), blocks('var', 'head'))).toEqual([]);
  });

  it('a value extracted in one block is that block\'s local, though a sibling block declares the name too', async () => {
    const before = fn(`  if (items.length > 1) {\n    store.put(items[0].id, normalize(items[0]));\n  } else {\n    const entry = store.empty();\n    log('empty', entry.size);\n  }\n`);
    const after = fn(`  if (items.length > 1) {\n    const entry = normalize(items[0]);\n    store.put(items[0].id, entry);\n  } else {\n    const entry = store.empty();\n    log('empty', entry.size);\n  }\n`);
    expect(await found(path, before, after)).toEqual([`Extract Variable entry ${where}`]);
  });

  it('a loop that assigns a name declared before declares none (`for (key in o)`)', async () => {
    const loop = (name: string) => fn(`  var ${name};\n  for (${name} in store) {\n    items.push(${name});\n  }\n  return ${name};\n`);
    expect(await found(path, loop('key'), loop('last'))).toEqual([`Rename Variable key to last ${where}`]);
  });
});

/**
 * Each name a destructuring parameter binds is a parameter of its own, as RefactoringMiner reads
 * them: one bound anew under the same key (`{ id, name: alias }` -> `{ id, name: label }`) is a
 * Rename Parameter; a pattern that takes other keys is another parameter list (a Change Signature).
 */
describe.each([
  ['JavaScript', 'src/send.js', ''],
  ['TypeScript', 'src/send.ts', ': Message'],
])('destructuring parameters (%s)', (_language, path, typed) => {
  const fn = (pattern: string, name: string) => `function send(channel, ${pattern}${typed}) {\n  channel.open(id);\n  channel.write(id, ${name});\n  return ${name}.length;\n}\n`;
  const where = (pattern: string) => `in function ${path}.send(channel, ${pattern}${typed})`;

  it('a name bound anew under the same key is a Rename Parameter', async () => {
    expect(await found(path, fn('{ id, name: alias }', 'alias'), fn('{ id, name: label }', 'label'))).toEqual([`Rename Parameter alias to label ${where('{ id, name: label }')}`]);
    expect(await found(path, fn('{ id, name }', 'name'), fn('{ id, name: label }', 'label'))).toEqual([`Rename Parameter name to label ${where('{ id, name: label }')}`]);
    expect(await found(path, fn('[id, name]', 'name'), fn('[id, label]', 'label'))).toEqual([`Rename Parameter name to label ${where('[id, label]')}`]);
  });

  it('behind defaults too; a pattern taking another key, or names swapped between keys, is no Rename Parameter', async () => {
    const swapped = (pattern: string) => `function send(channel, ${pattern}${typed}) {\n  channel.open(a);\n  channel.write(a, b);\n}\n`;
    expect(await found(path, swapped('{ id: a, name: b }'), swapped('{ id: b, name: a }'))).toEqual([`Change Signature Function send(channel, { id: a, name: b }${typed}) to send(channel, { id: b, name: a }${typed}) in file ${path}`]);
    expect(await found(path, fn(`{ id, name: alias = '' }`, 'alias'), fn(`{ id, name: label = '' }`, 'label'))).toEqual([`Rename Parameter alias to label ${where('{ id, name: label }')}`]);
    expect(await found(path, fn('{ id, name }', 'name'), fn('{ id, title }', 'title'))).toEqual([`Change Signature Function send(channel, { id, name }${typed}) to send(channel, { id, title }${typed}) in file ${path}`]);
  });
});
