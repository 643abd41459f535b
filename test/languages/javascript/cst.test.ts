import type { CstRoot } from '../../../src/core/cst';
import { outline, nodeNamed, parseJavaScript, textOf } from './parse-helpers';

describe('JavaScript CST', () => {
  test('a File node per file, namespaced by its folder', async () => {
    const root = await parseJavaScript({ 'src/lib/util.js': 'function a() {}\n', 'index.js': 'a();\n' });
    expect(outline(root)).toEqual([
      'File util.js ns="src/lib/"',
      '  Function a()',
      'File index.js ns=""',
    ]);
    expect(root.nodes[0].location).toMatchObject({ file: 'src/lib/util.js', begin: 0, end: 16, startLine: 1, endLine: 1 });
  });

  test('ES6 classes: methods, accessors, static, private, arrow fields, constructor', async () => {
    const source = [
      'class Shape extends Base {',
      '  constructor(width, height) { super(); this.width = width; }',
      '  area() { return this.width * this.height; }',
      '  get size() { return this.area(); }',
      '  set size(value) { this.width = value; }',
      '  static unit() { return new Shape(1, 1); }',
      '  #secret() { return 42; }',
      '  onClick = (event) => { this.area(); };',
      '  label = "shape";',
      '}',
    ].join('\n');
    const root = await parseJavaScript({ 'shape.js': source });
    expect(outline(root)).toEqual([
      'File shape.js ns=""',
      '  Class Shape',
      '    Method constructor(width, height) TYPE_CONSTRUCTOR',
      '    Method area() TYPE_MEMBER',
      '    Method get size() [size] TYPE_MEMBER FIELD_ACCESSOR',
      '    Method set size(value) [size] TYPE_MEMBER FIELD_MUTATOR',
      '    Method unit() TYPE_MEMBER',
      '    Method #secret() TYPE_MEMBER',
      '    Method onClick(event) TYPE_MEMBER',
      '    Field label TYPE_MEMBER',
    ]);
    const shape = nodeNamed(root, 'shape.js.Shape');
    expect(textOf(source, shape)).toBe(source);
    expect(textOf(source, shape, 'body').startsWith('\n  constructor')).toBe(true);
    const area = nodeNamed(root, 'shape.js.Shape.area');
    expect(textOf(source, area)).toBe('area() { return this.width * this.height; }');
    expect(textOf(source, area, 'body')).toBe(' return this.width * this.height; ');
    expect(area.location).toMatchObject({ startLine: 3, endLine: 3 });
  });

  test('class expressions assigned to a name, or named themselves', async () => {
    const root = await parseJavaScript({
      'a.js': 'const Point = class { norm() {} };\nmodule.exports = class Vector extends Point {};\nexports.Line = class {};\n' +
        'register(class Plugin {});\nregister(class {});\n',
    });
    expect(outline(root)).toEqual([
      'File a.js ns=""',
      '  Class Point',
      '    Method norm() TYPE_MEMBER',
      '  Class Vector',
      '  Class Line',
      '  Class Plugin',
    ]);
  });

  test('functions: declarations, expressions and arrows bound to variables, generators', async () => {
    const source = [
      'function parse(text, options) { return text; }',
      'const format = function (value) { return String(value); };',
      'let double = x => x * 2;',
      'var a = 1, trim = (s) => s.trim();',
      'function* ids() { yield 1; }',
      'const [first] = list;',
    ].join('\n');
    const root = await parseJavaScript({ 'f.js': source });
    expect(outline(root)).toEqual([
      'File f.js ns=""',
      '  Function parse(text, options)',
      '  Function format(value)',
      '  Function double(x)',
      '  Function trim(s)',
      '  Function ids()',
    ]);
    const format = nodeNamed(root, 'f.js.format');
    expect(textOf(source, format)).toBe('const format = function (value) { return String(value); };');
    const double = nodeNamed(root, 'f.js.double');
    expect(textOf(source, double, 'body')).toBe('x * 2');
    const trim = nodeNamed(root, 'f.js.trim');
    expect(textOf(source, trim)).toBe('trim = (s) => s.trim()');
  });

  test('a function assigned to a parameter wraps the argument and is no definition; one assigned to a declared variable is', async () => {
    const source = [
      'function on(type, fn, once) { if (once) { fn = function (event) { off(type); return fn(event); }; } listen(type, fn); }',
      'function schedule(task) { let run; if (idle) { run = () => idle(task); } else { run = () => setTimeout(task); } run(); }',
      'let timerFunc;',
      'timerFunc = () => Promise.resolve().then(flush);',
    ].join('\n');
    const root = await parseJavaScript({ 'e.js': source });
    expect(outline(root)).toEqual([
      'File e.js ns=""',
      '  Function on(type, fn, once)',
      '  Function schedule(task)',
      '    Function run()#1iwcad0 sig=run()',
      '    Function run()#5gqjxz sig=run()',
      '  Function timerFunc()',
    ]);
  });

  test('functions assigned to members are named by the last segment, identified by the path without CommonJS plumbing', async () => {
    const source = [
      'helpers.addResizeListener = function (node, callback) {};',
      'Chart.prototype.update = function () {};',
      'module.exports.parse = function (text) {};',
      'exports.stringify = (value) => JSON.stringify(value);',
      'function Widget() { this.render = function () {}; }',
      'registry[key] = function () {};',
    ].join('\n');
    const root = await parseJavaScript({ 'm.js': source });
    expect(outline(root)).toEqual([
      'File m.js ns=""',
      '  Function helpers.addResizeListener(node, callback) [addResizeListener] sig=addResizeListener(node, callback)',
      '  Function Chart.prototype.update() [update] sig=update()',
      '  Function parse(text)',
      '  Function stringify(value)',
      '  Function Widget()',
      '    Function render()',
    ]);
    expect(textOf(source, nodeNamed(root, 'm.js.parse'))).toBe('module.exports.parse = function (text) {};');
  });

  test('a constructor function with prototype methods is a class: its code in `constructor`, its prototype functions and statics as methods', async () => {
    const source = [
      'function Router(options) { function normalize() {} this.stack = []; }',
      'Router.prototype.use = function (path, fn) {};',
      'var proto = Router.prototype;',
      'proto.handle = function (req) {};',
      'Router.create = function (options) { return new Router(options); };',
      'function Layer() {}',
      'Layer.prototype = { match: function (path) {}, init() {} };',
      'function helper() {}',
      'helper.cache = function () {};',
      'Chart.prototype.update = function () {};',
    ].join('\n');
    const root = await parseJavaScript({ 'r.js': source });
    expect(outline(root)).toEqual([
      'File r.js ns=""',
      '  Class Router',
      '    Method constructor(options) TYPE_CONSTRUCTOR',
      '      Function normalize()',
      '    Method use(path, fn) TYPE_MEMBER',
      '    Method handle(req) TYPE_MEMBER',
      '    Method create(options) TYPE_MEMBER',
      '  Class Layer',
      '    Method constructor() TYPE_CONSTRUCTOR',
      '    Method match(path) TYPE_MEMBER',
      '    Method init() TYPE_MEMBER',
      '  Function helper()',
      '  Function helper.cache() [cache] sig=cache()',
      '  Function Chart.prototype.update() [update] sig=update()',
    ]);
  });

  test('a bound function or class wrapped in parentheses or a logical guard is named by the binding, once', async () => {
    const source = [
      'export default isSupported && function adapter(config) { function onDone() {} }',
      'const log = custom || (function (message) {});',
      'module.exports.Store = (class Store { get() {} });',
      'const both = first && second;',
    ].join('\n');
    const root = await parseJavaScript({ 'w.js': source });
    expect(outline(root)).toEqual([
      'File w.js ns=""',
      '  Function adapter(config)',
      '    Function onDone()',
      '  Function log(message)',
      '  Class Store',
      '    Method get() TYPE_MEMBER',
    ]);
  });

  test('object-literal methods and function-valued properties are named by the property', async () => {
    const source = [
      'module.exports = {',
      '  load(path) { return path; },',
      '  save: function (path, data) {},',
      "  'on-change': (event) => event,",
      '  nested: { deep() {} },',
      '  get size() { return 1; },',
      '  count: 3,',
      '};',
    ].join('\n');
    const root = await parseJavaScript({ 'o.js': source });
    expect(outline(root)).toEqual([
      'File o.js ns=""',
      '  Function load(path)',
      '  Function save(path, data)',
      '  Function on-change(event)',
      '  Function deep()',
      '  Function get size() [size] FIELD_ACCESSOR',
    ]);
  });

  test('ES module exports, default exports and module.exports of a function', async () => {
    const root = await parseJavaScript({
      'a.mjs': 'export function run(argv) {}\nexport const stop = async () => {};\nexport default function () {}\n',
      'b.js': 'export default class Store {}\n',
      'c.cjs': 'module.exports = function (options) {};\n',
      'd.jsx': 'export default (props) => <div>{props.name}</div>;\n',
      'e.js': 'exports.default = function (a) {};\napi.default = function (b) {};\n',
    });
    expect(outline(root)).toEqual([
      'File a.mjs ns=""',
      '  Function run(argv)',
      '  Function stop()',
      // `default` is a name by position: the anonymous exports are named so, the class keeps its own.
      '  Function default() INFERRED_NAME',
      'File b.js ns=""',
      '  Class Store',
      'File c.cjs ns=""',
      '  Function default(options) INFERRED_NAME',
      'File d.jsx ns=""',
      '  Function default(props) INFERRED_NAME',
      'File e.js ns=""',
      '  Function default(a) INFERRED_NAME',
      // A property written `default` is a name like any other.
      '  Function api.default(b) [default] sig=default(b)',
    ]);
    expect(root.warnings).toEqual([]);
    const run = nodeNamed(root, 'a.mjs.run');
    expect(run.location.begin).toBe(0); // the `export` keyword belongs to the declaration
  });

  test('nested functions are children of their enclosing function; anonymous callbacks are no nodes', async () => {
    const source = [
      'function outer(items) {',
      '  function inner(x) { return x + 1; }',
      '  return items.map((item) => {',
      '    const helper = () => inner(item);',
      '    return helper();',
      '  });',
      '}',
      '(function () { function hidden() {} })();',
    ].join('\n');
    const root = await parseJavaScript({ 'n.js': source });
    expect(outline(root)).toEqual([
      'File n.js ns=""',
      '  Function outer(items)',
      '    Function inner(x)',
      '    Function helper()',
      '  Function hidden()',
    ]);
  });

  test('parameters: defaults left out, rest and destructuring named by what they bind', async () => {
    const root = await parseJavaScript({
      'p.js': 'function f(a, b = 2, { c = 1, d: [e], ...others } = {}, [g, h = 3], ...rest) {}\nconst k = async value => value;\n',
    });
    expect(nodeNamed(root, 'p.js.f').parameters.map((p) => p.name)).toEqual([
      'a',
      'b',
      '{ c, d: [e], ...others }',
      '[g, h]',
      '...rest',
    ]);
    expect(nodeNamed(root, 'p.js.f').signature).toBe('f(a, b, { c, d: [e], ...others }, [g, h], ...rest)');
    expect(nodeNamed(root, 'p.js.k').parameters).toEqual([{ name: 'value' }]);
  });

  test('repeated names among siblings get distinct local names, by their text rather than their order', async () => {
    const branches = 'if (legacy) { api.get = function (a) { return a; }; } else { api.get = function (a) { return a.b; }; }\n';
    const before = await parseJavaScript({ 'r.js': branches });
    const after = await parseJavaScript({ 'r.js': `api.get = function (a) { return a.c; };\n${branches}` });
    const names = (root: CstRoot) => root.nodes[0].children.map((child) => child.localName);
    expect(names(before)).toHaveLength(2);
    expect(new Set(names(before)).size).toBe(2);
    expect(names(before).every((name) => /^api\.get\(a\)#\w+$/.test(name))).toBe(true);
    expect(before.nodes[0].children.map((child) => child.signature)).toEqual(['get(a)', 'get(a)']);
    // A copy inserted first leaves the others' identifiers as they were.
    expect(names(after).slice(1)).toEqual(names(before));
    expect(names(before)).not.toContain(names(after)[0]);
    // Identical copies stay distinct too.
    const twins = await parseJavaScript({ 't.js': 'function f() {}\nfunction f() {}\n' });
    expect(new Set(names(twins)).size).toBe(2);
  });

  test('tokens: string, template and regex literals are atomic; comments are skipped', async () => {
    const source = 'const s = "a b"; // note\nconst t = `x ${y} z`; /* block */ const r = /a+b/g;\n';
    const root = await parseJavaScript({ 't.js': source });
    expect(root.tokens.get('t.js')!.texts).toEqual([
      'const', 's', '=', '"a b"', ';',
      'const', 't', '=', '`x ${y} z`', ';',
      'const', 'r', '=', '/a+b/g', ';',
    ]);
    const tokens = root.tokens.get('t.js')!;
    expect(tokens.starts[3]).toBe(source.indexOf('"a b"'));
  });
});
