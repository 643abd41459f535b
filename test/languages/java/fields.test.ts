import { forEachNode, linkParents, type CstNode, type CstRoot } from '../../../src/core/cst';
import { createJavaPlugin } from '../../../src/languages/java';
import type { LanguagePlugin } from '../../../src/languages/plugin';

let plugin: LanguagePlugin;

beforeAll(async () => {
  plugin = await createJavaPlugin();
});

function parse(...contents: string[]): CstRoot {
  return plugin.parse(contents.map((content, i) => ({ path: `src/F${i}.java`, content })));
}

/** Each type's members as `Type: kind signature`, in order. */
function members(root: CstRoot): string[] {
  const lines: string[] = [];
  forEachNode(root, (node) => {
    if (node.type === 'Field' || node.type === 'Method') lines.push(`${node.parent?.simpleName}: ${node.type} ${node.signature}`);
  });
  return lines;
}

function fieldsOf(root: CstRoot): CstNode[] {
  const fields: CstNode[] = [];
  forEachNode(root, (node) => node.type === 'Field' && fields.push(node));
  return fields;
}

/** `method -> Owner.field` for every edge to a field. */
function fieldUses(root: CstRoot): string[] {
  const byId = new Map<number, CstNode>();
  forEachNode(root, (node) => byId.set(node.id, node));
  const lines: string[] = [];
  for (const edge of root.edges) {
    const from = byId.get(edge.from)!;
    const to = byId.get(edge.to)!;
    if (edge.type === 'uses' && to.type === 'Field') lines.push(`${from.signature} -> ${to.parent?.simpleName}.${to.simpleName}`);
  }
  return lines.sort();
}

/** With `parent` set, to name each member's type. */
function parseLinked(...contents: string[]): CstRoot {
  const root = parse(...contents);
  linkParents(root);
  return root;
}

describe('Java plugin: Field nodes', () => {
  test('one node per declarator, in source order with the methods, named `name : Type`', () => {
    const root = parseLinked(`
      package shop;
      class Cart {
        private static final int MAX_ITEMS = 50;
        private int count, total = 0;
        void add() { count++; }
        protected java.util.Map< String ,java.util.List<Integer> > byCategory;
        String[] tags, notes[];
        int legacy[] = {1, 2}, grid[][];
        Cart() {}
      }`);
    expect(members(root)).toEqual([
      'Cart: Field MAX_ITEMS : int',
      'Cart: Field count : int',
      'Cart: Field total : int',
      'Cart: Method add()',
      'Cart: Field byCategory : java.util.Map<String, java.util.List<Integer>>',
      'Cart: Field tags : String[]',
      'Cart: Field notes : String[][]',
      'Cart: Field legacy : int[]',
      'Cart: Field grid : int[][]',
      'Cart: Method Cart()',
    ]);
    for (const field of fieldsOf(root)) {
      expect(field.localName).toBe(field.simpleName);
      expect(field.parameters).toEqual([]);
      expect(field.stereotypes).toEqual(['TYPE_MEMBER']);
      expect(field.namespace).toBeUndefined();
    }
  });

  test('enum, interface and record fields are nodes; anonymous classes\' fields and locals are not', () => {
    const root = parseLinked(`
      enum Level {
        LOW(1), HIGH(2) { int extra = 3; };
        private final int weight;
        static Level fallback;
        Level(int weight) { this.weight = weight; }
      }
      interface Limits { int MAX = 10, MIN = 0; long[] STEPS = {1L}; }
      record Range(int from, int to) { static final Range EMPTY = new Range(0, 0); }
      @interface Tag { String DEFAULT = ""; }
      class Holder {
        Runnable task = new Runnable() { int runs; public void run() { int local = runs; } };
        void work() {
          int local = 1;
          Object o = new Object() { String label; };
          class Step { double ratio; }
        }
      }`);
    expect(fieldsOf(root).map((field) => `${field.parent?.type} ${field.parent?.simpleName}.${field.signature}`)).toEqual([
      'Enum Level.weight : int',
      'Enum Level.fallback : Level',
      'Interface Limits.MAX : int',
      'Interface Limits.MIN : int',
      'Interface Limits.STEPS : long[]',
      'Record Range.EMPTY : Range',
      'Annotation Tag.DEFAULT : String',
      'Class Holder.task : Runnable',
      'Class Step.ratio : double',
    ]);
  });

  test('location: the whole declaration with annotations and modifiers, Javadoc left out; body: the initializer', () => {
    const content = [
      'class Config {', //                                 1
      '  /** How long to wait. */', //                      2
      '  @Deprecated', //                                   3
      '  private static final long TIMEOUT =', //           4
      '      30_000L;', //                                  5
      '  int first = 1, second;', //                        6
      '}', //                                               7
    ].join('\n');
    const root = parse(content);
    const [timeout, first, second] = fieldsOf(root);
    const text = (begin: number, end: number) => content.slice(begin, end);
    expect(text(timeout.location.begin, timeout.location.end)).toBe('@Deprecated\n  private static final long TIMEOUT =\n      30_000L;');
    expect([timeout.location.startLine, timeout.location.endLine]).toEqual([3, 5]);
    expect(text(timeout.location.bodyBegin, timeout.location.bodyEnd)).toBe('30_000L');
    expect(text(first.location.begin, first.location.end)).toBe('int first = 1, second;');
    expect(text(first.location.bodyBegin, first.location.bodyEnd)).toBe('1');
    // No initializer: an empty body at the end of the declaration.
    expect(second.location.begin).toBe(first.location.begin);
    expect(second.location.bodyBegin).toBe(second.location.end);
    expect(second.location.bodyEnd).toBe(second.location.end);
    expect([second.location.startLine, second.location.endLine]).toEqual([6, 6]);
  });

  test('a field does not stand in for a type of the same name when types are resolved', () => {
    const root = parseLinked(`
      class Outer {
        Inner Inner;
        static class Inner { void ping() {} }
        void use(Inner other) { other.ping(); }
      }
      class Sub extends Outer.Inner {}`);
    const byId = new Map<number, CstNode>();
    forEachNode(root, (node) => byId.set(node.id, node));
    const named = root.edges.map((edge) => `${edge.type} ${byId.get(edge.from)!.signature ?? byId.get(edge.from)!.simpleName} -> ${byId.get(edge.to)!.type}`);
    expect(named.sort()).toEqual(['subtype Sub -> Class', 'uses use(Inner) -> Method']);
  });
});

describe('Java plugin: uses edges to fields', () => {
  test('every access form: bare name, this.f, super.f, obj.f, Type.f, Outer.this.f, writes and receivers', () => {
    const root = parseLinked(
      `package app;
      class Base { protected int hits; }
      class Counter extends Base {
        static int instances;
        private int value;
        private final java.util.List<String> log = new java.util.ArrayList<>();
        private Counter peer;
        Counter() { instances++; }
        void bare() { value = value + 1; }
        void qualified() { this.value += 1; super.hits++; }
        void viaObject(Counter other) { other.value = peer.value; }
        void viaType() { int n = Counter.instances + Registry.total; }
        void inherited() { hits--; }
        void receiver() { log.add("x"); }
        class Inner { void touch() { value++; Counter.this.peer = null; } }
      }`,
      'package app; class Registry { static int total; }',
    );
    expect(fieldUses(root)).toEqual([
      'Counter() -> Counter.instances',
      'bare() -> Counter.value',
      'inherited() -> Base.hits',
      'qualified() -> Base.hits',
      'qualified() -> Counter.value',
      'receiver() -> Counter.log',
      'touch() -> Counter.peer',
      'touch() -> Counter.value',
      'viaObject(Counter) -> Counter.peer',
      'viaObject(Counter) -> Counter.value',
      'viaType() -> Counter.instances',
      'viaType() -> Registry.total',
    ]);
  });

  test('a field reached through a variable whose type inherits it, or through a chain of fields', () => {
    const root = parseLinked(`
      class Node { Node next; int size; }
      class Leaf extends Node {}
      class Walker {
        Node head;
        int measure(Leaf leaf) { return leaf.size + this.head.next.size; }
      }`);
    expect(fieldUses(root)).toEqual(['measure(Leaf) -> Node.next', 'measure(Leaf) -> Node.size', 'measure(Leaf) -> Walker.head']);
  });

  test('parameters, locals, lambda and catch parameters, pattern variables and anonymous classes\' fields hide fields', () => {
    const root = parseLinked(`
      class Shadowed {
        int a, b, c, d, e, f, g, h;
        void parameter(int a) { a++; }
        void local() { int b = 2; b++; for (int c : new int[0]) {} }
        void lambda() { java.util.function.IntUnaryOperator op = d -> d + 1; java.util.function.BinaryOperator<Integer> sum = (e, x) -> e + x; }
        void caught() { try {} catch (RuntimeException f) { f.printStackTrace(); } }
        void pattern(Object o) { if (o instanceof String g) { g.length(); } }
        void anonymous() { new Object() { int h; void bump() { h++; } }; }
        Shadowed(int a) { this.a = a; }
      }`);
    // Only the constructor's this.a reaches a field: every other name is declared in its method.
    expect(fieldUses(root)).toEqual(['Shadowed(int) -> Shadowed.a']);
  });

  test('a plain instanceof declares no name: the field it would shadow is still used', () => {
    const root = parseLinked(`
      class Tested {
        int g;
        void plain(Object o) { if (o instanceof String) { g++; } }
        void pattern(Object o) { if (o instanceof String g) { g.length(); } }
      }`);
    expect(fieldUses(root)).toEqual(['plain(Object) -> Tested.g']);
  });

  test('varargs and record pattern components hide fields; an assigned field is used', () => {
    const root = parseLinked(`
      record Point(int x, int y) {}
      class Declared {
        int rest, px, total;
        void spread(int... rest) { rest.clone(); }
        void destructured(Object o) { if (o instanceof Point(int px, int py)) { px++; } }
        void assigned() { total = 1; }
      }`);
    expect(fieldUses(root)).toEqual(['assigned() -> Declared.total']);
  });

  test('a local of the method around a local class hides the outer field; its own field hides both', () => {
    const root = parseLinked(`
      class Outer {
        int total, count;
        void run() {
          int total = 0;
          class Step { int count; void go() { total++; count++; } }
        }
        void other() { class Tally { void add() { total++; } } }
      }`);
    expect(fieldUses(root)).toEqual(['add() -> Outer.total', 'go() -> Step.count']);
  });

  test('receivers of unknown or library type, calls\' results and array lengths reach no field', () => {
    const root = parseLinked(`
      class Point { int x; int[] coords; }
      class Plane {
        void far(Object o, java.awt.Point library, java.util.List<Point> points) {
          int a = library.x + points.get(0).x + make().x + coords().length;
        }
        Point make() { return null; }
        int[] coords() { return null; }
      }`);
    expect(fieldUses(root)).toEqual([]);
  });

  test('field initializers use nothing; method-to-method edges stay as they were', () => {
    const root = parseLinked(`
      class Setup {
        int base = compute();
        int twice = base * 2;
        int compute() { return 1; }
        int read() { return compute() + base; }
      }`);
    expect(fieldUses(root)).toEqual(['read() -> Setup.base']);
    const byId = new Map<number, CstNode>();
    forEachNode(root, (node) => byId.set(node.id, node));
    const methodEdges = root.edges.filter((edge) => byId.get(edge.to)!.type === 'Method');
    expect(methodEdges.map((edge) => `${byId.get(edge.from)!.signature} -> ${byId.get(edge.to)!.signature}`)).toEqual([
      'read() -> compute()',
    ]);
  });
});
