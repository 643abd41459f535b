import { analyzeFiles } from '../../../src/engine/analyze';

/** The refactorings between two versions of one file, parsed for real. */
async function found(path: string, before: string, after: string): Promise<string[]> {
  const result = await analyzeFiles([{ path, content: before }], [{ path, content: after }]);
  return result.refactorings.map((r) => r.description).sort();
}

/**
 * A local destructured out of a value (`const { children } = this.props`) is that member of it:
 * where the member was read before, the new local was extracted (or, backwards, inlined). Names
 * taken by other keys are other members, no local renamed; a key's local renamed is, however it
 * is spelt (`{ width }` is `{ width: width }`: the key no use of the local). Every name a pattern
 * binds is declared (beside a default, a rest, nested, in an array); one behind a default or a rest
 * holds no one member, and never the whole value.
 */
describe.each([
  ['JavaScript', 'src/root.js', ''],
  ['TypeScript', 'src/root.ts', ': Props'],
])('locals destructured out of a value (%s)', (_language, path, typed) => {
  it('a member read replaced by the name destructured out of its object is an Extract Variable', async () => {
    const before = `export class Root {\n  render() {\n    log('render');\n    return this.props.children({ state: this.state });\n  }\n}\n`;
    const after = `export class Root {\n  render() {\n    log('render');\n    const { children } = this.props;\n    return children({ state: this.state });\n  }\n}\n`;
    expect(await found(path, before, after)).toEqual([`Extract Variable children in method ${path}.Root.render()`]);
    expect(await found(path, after, before)).toEqual([`Inline Variable children in method ${path}.Root.render()`]);
  });

  it('each of several names destructured at once, where its member was read', async () => {
    const before = `function send(req${typed}, res) {\n  log(req.body.name, req.body.size);\n  res.status(200).json({ total: req.body.size });\n}\n`;
    const after = `function send(req${typed}, res) {\n  const { name, size } = req.body;\n  log(name, size);\n  res.status(200).json({ total: size });\n}\n`;
    const signature = `send(req${typed}, res)`;
    expect(await found(path, before, after)).toEqual([`Extract Variable name in function ${path}.${signature}`, `Extract Variable size in function ${path}.${signature}`]);
  });

  it('a name destructured by another key is another member, no renamed local; the local of one key renamed is', async () => {
    const body = (pattern: string, name: string) => `function pick(options${typed}) {\n  const { ${pattern} } = options;\n  draw(${name}, ${name} * 2);\n  return ${name};\n}\n`;
    expect(await found(path, body('width', 'width'), body('height', 'height'))).toEqual([]);
    expect(await found(path, body('width: w', 'w'), body('width: size', 'size'))).toEqual([`Rename Variable w to size in function ${path}.pick(options${typed})`]);
  });

  it('a key\'s local spelt as the key (`{ width }`) renamed (`{ width: size }`) is a Rename Variable, both ways; not while the old name is still read', async () => {
    const body = (pattern: string, name: string, extra = '') => `function pick(options${typed}) {\n  const { ${pattern}, height } = options;\n${extra}  return draw(${name}, height);\n}\n`;
    expect(await found(path, body('width', 'width'), body('width: size', 'size'))).toEqual([`Rename Variable width to size in function ${path}.pick(options${typed})`]);
    expect(await found(path, body('width: size', 'size'), body('width', 'width'))).toEqual([`Rename Variable size to width in function ${path}.pick(options${typed})`]);
    // `width` read after by a statement kept as it was: another variable of that name, no rename.
    const read = '  log(width);\n';
    expect(await found(path, body('width', 'width', read), body('width: size', 'size', read))).toEqual([]);
  });

  it('every name a pattern binds is declared: beside a default, a rest, nested, in an array, its local renamed is a Rename Variable', async () => {
    const body = (declaration: string, name: string) => `function pick(options${typed}) {\n  ${declaration} = options;\n  draw(${name}, ${name} * 2);\n  return ${name};\n}\n`;
    const renamed = [`Rename Variable width to size in function ${path}.pick(options${typed})`];
    expect(await found(path, body('const { depth = 1, width }', 'width'), body('const { depth = 1, width: size }', 'size'))).toEqual(renamed);
    expect(await found(path, body('const { width, ...rest }', 'width'), body('const { width: size, ...rest }', 'size'))).toEqual(renamed);
    expect(await found(path, body('const { style: { width } }', 'width'), body('const { style: { width: size } }', 'size'))).toEqual(renamed);
    expect(await found(path, body('const [depth, width = 2]', 'width'), body('const [depth, size = 2]', 'size'))).toEqual(renamed);
  });

  it('a name read out of a nested pattern or an array where its member was read is an Extract Variable', async () => {
    const read = (value: string, declaration = '') => `function paint(props${typed}) {\n${declaration}  log(${value});\n  return wrap(${value}, props);\n}\n`;
    const signature = `paint(props${typed})`;
    expect(await found(path, read('props.style.width'), read('width', '  const { style: { width } } = props;\n'))).toEqual([`Extract Variable width in function ${path}.${signature}`]);
    expect(await found(path, read('props.items[1]'), read('second', '  const [, second] = props.items;\n'))).toEqual([`Extract Variable second in function ${path}.${signature}`]);
  });

  it('a rest or a name behind a default holds no one member: no Extract Variable of the whole value, none of the member', async () => {
    const before = `function paint(props${typed}) {\n  log(props.children, props.size);\n  return wrap(props.children, props);\n}\n`;
    const rest = `function paint(props${typed}) {\n  const { children, ...others } = props;\n  log(children, props.size);\n  return wrap(children, others);\n}\n`;
    expect(await found(path, before, rest)).toEqual([`Extract Variable children in function ${path}.paint(props${typed})`]);
    const defaulted = `function paint(props${typed}) {\n  const { size = 1 } = props;\n  log(props.children, size);\n  return wrap(props.children, props);\n}\n`;
    expect(await found(path, before, defaulted)).toEqual([]);
  });

  it('a member destructured that was read nowhere before is no extraction', async () => {
    const before = `function connect(cfg${typed}) {\n  start(cfg);\n  return cfg.timeout;\n}\n`;
    const after = `function connect(cfg${typed}) {\n  const { retries } = cfg;\n  start(cfg, retries);\n  return cfg.timeout;\n}\n`;
    expect(await found(path, before, after)).toEqual([]);
  });
});

/** r18's cases: keys spelt otherwise, a member read on one side only, a key in another statement. */
describe('destructured locals against other spellings', () => {
  const path = 'a.js';
  it("a quoted key is the plain key: its local renamed is a Rename Variable", async () => {
    const before = 'function f(o) {\n  const { a: x } = o;\n  log(x);\n  return x;\n}\n';
    const after = "function f(o) {\n  const { 'a': y } = o;\n  log(y);\n  return y;\n}\n";
    expect(await found(path, before, after)).toEqual(['Rename Variable x to y in function a.js.f(o)']);
  });

  it('a name destructured on one side and another member read on the other are other members, no rename', async () => {
    const before = 'async function f() {\n  const { a } = await load();\n  log(a);\n  return a;\n}\n';
    const after = 'async function f() {\n  const b = (await load()).b;\n  log(b);\n  return b;\n}\n';
    expect(await found(path, before, after)).toEqual([]);
    expect(await found(path, 'function f(o) {\n  const { a } = o;\n  log(a);\n  return a;\n}\n', 'function f(o) {\n  const b = o.b;\n  log(b);\n  return b;\n}\n')).toEqual([]);
  });

  it("a key in another statement is no use of a local spelt as it: the local's rename is found", async () => {
    const body = (name: string) => `function f(box) {\n  const ${name} = calc(box);\n  const { width: w } = box.inner;\n  log(${name}, w);\n  return ${name} + w;\n}\n`;
    expect(await found(path, body('width'), body('size'))).toEqual(['Rename Variable width to size in function a.js.f(box)']);
  });
});
