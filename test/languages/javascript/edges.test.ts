import { edgeLines, parseJavaScript } from './parse-helpers';

describe('JavaScript CST edges', () => {
  test('calls resolve by the last identifier of the callee, same file first', async () => {
    const root = await parseJavaScript({
      'src/a.js': [
        'function load(path) { return read(path); }',
        'function read(path) { return fs.readFileSync(path); }',
        'class Cache {',
        '  get(key) { return this.fetch(key) || helpers.normalize(key); }',
        '  fetch(key) { return load(key); }',
        '}',
        'load("boot");',
      ].join('\n'),
      'src/b.js': [
        'helpers.normalize = function (key) { return key.trim(); };',
        'function read() {}',
        'function main() { read(); new Cache().get("x"); format(); }',
      ].join('\n'),
      'src/c.js': 'function format() { return missing(); }\nfunction fetch() {}\n',
    });
    expect(edgeLines(root)).toEqual([
      'uses src/a.js -> src/a.js.load',
      'uses src/a.js.Cache.fetch -> src/a.js.load',
      // `fetch` is defined in a.js and c.js: the same file wins
      'uses src/a.js.Cache.get -> src/a.js.Cache.fetch',
      // a unique definition elsewhere
      'uses src/a.js.Cache.get -> src/b.js.normalize',
      'uses src/a.js.load -> src/a.js.read',
      'uses src/b.js.main -> src/a.js.Cache.get',
      'uses src/b.js.main -> src/b.js.read',
      'uses src/b.js.main -> src/c.js.format',
    ]);
  });

  test('an ambiguous name in other files and recursion give no edge', async () => {
    const root = await parseJavaScript({
      'a.js': 'function walk(n) { return walk(n.next); }\nfunction main() { render(); }\n',
      'b.js': 'function render() {}\n',
      'c.js': 'function render() {}\n',
    });
    expect(edgeLines(root)).toEqual([]);
  });

  test('a call means no function nested in another function it is not within (lexical scope)', async () => {
    const root = await parseJavaScript({
      'body.js': [
        'export const streamResponse = (response) => {',
        '  function read() { return reader.read().then(read); }',
        '  return read();',
        '};',
        'export const streamRequest = (request) => {',
        '  function read() { return request.body.read(); }',
        '  return read();',
        '};',
        'function outside() { return read(); }',
      ].join('\n'),
    });
    // Each `read()` is its own function's; `outside()` sees neither.
    expect(edgeLines(root)).toEqual(['uses body.js.streamRequest -> body.js.streamRequest.read', 'uses body.js.streamResponse -> body.js.streamResponse.read']);
  });

  test('a method of a class declared inside a function sees the functions declared in it; a class elsewhere does not', async () => {
    const root = await parseJavaScript({
      'scope.js': [
        'function ScopeProvider() {',
        '  function Scope() {}',
        '  Scope.prototype = {',
        '    emit: function (name) { invokeListeners(this, name); },',
        '  };',
        '  class Child extends Scope { broadcast(name) { invokeListeners(this.child, name); } }',
        '  function invokeListeners(scope, name) { scope.listeners[name].forEach((f) => f()); }',
        '  return new Scope();',
        '}',
        'class Detached { emit(name) { return invokeListeners(this, name); } }',
      ].join('\n'),
    });
    expect(edgeLines(root).filter((line) => line.includes('invokeListeners'))).toEqual([
      'uses scope.js.ScopeProvider.Child.broadcast -> scope.js.ScopeProvider.invokeListeners',
      'uses scope.js.ScopeProvider.Scope.emit -> scope.js.ScopeProvider.invokeListeners',
    ]);
  });

  test('a name defined several times in one other file means each of those definitions', async () => {
    const root = await parseJavaScript({
      'scale.js': 'function buildTicks(options) { return Chart.Ticks.generators.linear(options, this); }\n',
      'ticks.js': 'Chart.Ticks = {\n  generators: { linear: function (options, range) {} },\n  formatters: { linear: function (value) {} },\n};\n',
    });
    expect(edgeLines(root)).toEqual(['uses scale.js.buildTicks -> ticks.js.linear', 'uses scale.js.buildTicks -> ticks.js.linear']);
  });

  test('a function passed on by member, bound, called or applied is used', async () => {
    const root = await parseJavaScript({
      'lib/queue.js': [
        'function push(item) { process.nextTick(helpers.drain, this); }',
        'function start() { setTimeout(this.poll.bind(this), 10); }',
        'function retry() { this.poll.call(this); poll.apply(null, []); }',
        // properties passed on that name no function, and `.bind` of a call's result, give no edge
        'function size(items) { report(items.length, options.count); make().bind(this); }',
        'function poll() {}',
      ].join('\n'),
      'lib/helpers.js': 'exports.drain = function (queue) {};\n',
    });
    expect(edgeLines(root)).toEqual([
      'uses lib/queue.js.push -> lib/helpers.js.drain',
      'uses lib/queue.js.retry -> lib/queue.js.poll',
      'uses lib/queue.js.start -> lib/queue.js.poll',
    ]);
  });

  test('a function listed among others (a list of callbacks) is used; another object\'s member listed is data', async () => {
    const root = await parseJavaScript({
      'src/store.js': [
        'class Store {',
        '  constructor(reducer) { this.dispatch = createDispatcher(reducer, [this.middleware, logger]); }',
        '  middleware(next) { return next; }',
        '}',
        'function logger(next) { return next; }',
        // a member of another object listed is data (`[p.x, options.count]`): no edge
        'function report(p, options) { return [p.x, options.count]; }',
        'function count() {}',
      ].join('\n'),
    });
    expect(edgeLines(root)).toEqual(['uses src/store.js.Store.constructor -> src/store.js.Store.middleware', 'uses src/store.js.Store.constructor -> src/store.js.logger']);
  });

  test('subtype edges from extends, including member expressions', async () => {
    const root = await parseJavaScript({
      'shapes.js': 'class Shape {}\nclass Circle extends Shape {}\nconst Square = class extends shapes.Rect {};\nclass Odd extends mixin(Shape) {}\n',
      'rect.js': 'export class Rect extends Shape {}\n',
    });
    expect(edgeLines(root)).toEqual([
      'subtype rect.js.Rect -> shapes.js.Shape',
      'subtype shapes.js.Circle -> shapes.js.Shape',
      'subtype shapes.js.Square -> rect.js.Rect',
    ]);
  });
});
