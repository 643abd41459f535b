import { edgeLines, nodeNamed, outline, parseJavaScript, textOf } from './parse-helpers';

describe('JavaScript plugin: class fields', () => {
  test('fields whose value is no function are Field nodes: public, #private, static, without value', async () => {
    const source = [
      'class Counter {',
      '  count = 0;',
      '  #step = 1;',
      '  static instances = 0;',
      '  static #registry = new Map();',
      '  label;',
      "  'display-name' = 'Counter';",
      '  options = { max: 10 };',
      '  increment = () => { this.count += this.#step; };',
      '  static create = function () { return new Counter(); };',
      '  reset() { this.count = 0; }',
      '}',
    ].join('\n');
    const root = await parseJavaScript({ 'src/counter.js': source });
    expect(outline(root)).toEqual([
      'File counter.js ns="src/"',
      '  Class Counter',
      '    Field count TYPE_MEMBER',
      '    Field #step TYPE_MEMBER',
      '    Field instances TYPE_MEMBER',
      '    Field #registry TYPE_MEMBER',
      '    Field label TYPE_MEMBER',
      '    Field display-name TYPE_MEMBER',
      '    Field options TYPE_MEMBER',
      // Function-valued fields stay methods.
      '    Method increment() TYPE_MEMBER',
      '    Method create() TYPE_MEMBER',
      '    Method reset() TYPE_MEMBER',
    ]);
    const count = nodeNamed(root, 'src/counter.js.Counter.count');
    expect(count.signature).toBe('count');
    expect(count.parameters).toEqual([]);
    expect(textOf(source, count)).toBe('count = 0');
    expect(textOf(source, count, 'body')).toBe('0');
    expect(count.location).toMatchObject({ startLine: 2, endLine: 2 });
    // The value is the body, braces and all; no value: an empty body at the end.
    expect(textOf(source, nodeNamed(root, 'src/counter.js.Counter.options'), 'body')).toBe('{ max: 10 }');
    const label = nodeNamed(root, 'src/counter.js.Counter.label');
    expect([label.location.bodyBegin, label.location.bodyEnd]).toEqual([label.location.end, label.location.end]);
  });

  test('calls in a field value still belong to the class; a field is never a call target', async () => {
    const root = await parseJavaScript({
      'a.js': [
        'function build() { return 1; }',
        'class Widget {',
        '  size = build();',
        '  render = () => this.size;',
        '  draw() { size(); }',
        '}',
        'function size() {}',
      ].join('\n'),
    });
    expect(edgeLines(root)).toEqual([
      'uses a.js.Widget -> a.js.build',
      'uses a.js.Widget.draw -> a.js.size',
      'uses a.js.Widget.render -> a.js.Widget.size',
    ]);
  });

  test('this.x and this.#x in methods use the field of the class or of its nearest superclass', async () => {
    const root = await parseJavaScript({
      'src/shapes.js': [
        'class Shape {',
        '  color = "black";',
        '  id = 0;',
        '}',
        'class Circle extends Shape {',
        '  radius = 1;',
        '  #cache = null;',
        '  id = 7;',
        '  area() { return this.#cache ?? (this.#cache = Math.PI * this.radius ** 2); }',
        '  describe() { return `${this.color} #${this.id} ${this.area()}`; }',
        '  get label() { return this.name; }',
        '  constructor() { super(); this.radius = 2; }',
        '}',
        'class Other { color = "red"; paint() { return color; } }',
      ].join('\n'),
    });
    expect(edgeLines(root).filter((line) => line.startsWith('uses'))).toEqual([
      'uses src/shapes.js.Circle.area -> src/shapes.js.Circle.#cache',
      'uses src/shapes.js.Circle.area -> src/shapes.js.Circle.radius',
      'uses src/shapes.js.Circle.constructor -> src/shapes.js.Circle.radius',
      'uses src/shapes.js.Circle.describe -> src/shapes.js.Circle.area',
      // The subclass's own `id` hides the superclass's.
      'uses src/shapes.js.Circle.describe -> src/shapes.js.Circle.id',
      'uses src/shapes.js.Circle.describe -> src/shapes.js.Shape.color',
    ]);
  });

  test('this.x outside a class method, or naming no field, gives no field edge', async () => {
    const root = await parseJavaScript({
      'a.js': [
        'class Box { width = 1; }',
        'function area() { return this.width; }',
        'const helpers = { grow() { this.width++; } };',
        'class Other { scale() { return this.width * 2; } }',
      ].join('\n'),
    });
    expect(edgeLines(root)).toEqual([]);
  });
});
