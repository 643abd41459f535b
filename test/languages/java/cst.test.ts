import { forEachNode, type CstNode, type CstRoot } from '../../../src/core/cst';
import { createJavaPlugin } from '../../../src/languages/java';
import type { LanguagePlugin } from '../../../src/languages/plugin';

let plugin: LanguagePlugin;

beforeAll(async () => {
  plugin = await createJavaPlugin();
});

function parse(...contents: string[]): CstRoot {
  return plugin.parse(contents.map((content, i) => ({ path: `src/F${i}.java`, content })));
}

/** Every node as `Parent.Child.member(Type)`, with its type: an easy shape to assert. */
function outline(root: CstRoot): string[] {
  const lines: string[] = [];
  const visit = (node: CstNode, prefix: string) => {
    const path = prefix ? `${prefix}.${node.localName}` : (node.namespace ?? '') + node.localName;
    lines.push(`${node.type} ${path}`);
    for (const child of node.children) visit(child, path);
  };
  root.nodes.forEach((node) => visit(node, ''));
  return lines;
}

function find(root: CstRoot, localName: string): CstNode {
  const found: CstNode[] = [];
  forEachNode(root, (node) => {
    if (node.localName === localName) found.push(node);
  });
  if (found.length !== 1) throw new Error(`${found.length} nodes named ${localName}`);
  return found[0];
}

/** Edges as `from -> to` by signature. */
function edges(root: CstRoot, type: 'uses' | 'subtype'): string[] {
  const names = new Map<number, string>();
  forEachNode(root, (node) => names.set(node.id, node.signature ?? node.localName));
  return root.edges
    .filter((edge) => edge.type === type)
    .map((edge) => `${names.get(edge.from)} -> ${names.get(edge.to)}`)
    .sort();
}

describe('Java plugin: nodes', () => {
  test('types get their package as namespace; nested types and members have none', () => {
    const root = parse(`
      package my.calc;
      public class Calculator {
        public double sum(double a, double b) { return a + b; }
        static class Memory { void clear() {} }
      }
      interface Shape {}`);
    expect(outline(root)).toEqual([
      'Class my.calc.Calculator',
      'Method my.calc.Calculator.sum(double, double)',
      'Class my.calc.Calculator.Memory',
      'Method my.calc.Calculator.Memory.clear()',
      'Interface my.calc.Shape',
    ]);
    expect(find(root, 'Memory').namespace).toBeUndefined();
    expect(find(root, 'sum(double, double)').namespace).toBeUndefined();
  });

  test('the default package is an empty namespace', () => {
    const root = parse('class Main { public static void main(String[] args) {} }');
    expect(root.nodes[0].namespace).toBe('');
    expect(outline(root)).toEqual(['Class Main', 'Method Main.main(String[])']);
  });

  test('signatures keep generics and normalise whitespace; varargs and both array styles', () => {
    const root = parse(`
      class Signatures {
        void generic(Map< String ,List<Integer> > table, List<? extends Number> numbers) {}
        void varargs(String format, Object... args) {}
        void arrays(int[] a, int b[], char[][] grid) {}
        <T extends Comparable<T>> T max(final T first, @Nullable T second) { return first; }
        void receiver(Signatures this, int value) {}
        void commented(int /* count */ n) {}
      }`);
    expect(outline(root).slice(1)).toEqual([
      'Method Signatures.generic(Map<String, List<Integer>>, List<? extends Number>)',
      'Method Signatures.varargs(String, Object...)',
      'Method Signatures.arrays(int[], int[], char[][])',
      'Method Signatures.max(T, T)',
      'Method Signatures.receiver(int)',
      'Method Signatures.commented(int)',
    ]);
    const generic = find(root, 'generic(Map<String, List<Integer>>, List<? extends Number>)');
    expect(generic.simpleName).toBe('generic');
    expect(generic.signature).toBe(generic.localName);
    expect(generic.parameters).toEqual([
      { name: 'table', type: 'Map<String, List<Integer>>' },
      { name: 'numbers', type: 'List<? extends Number>' },
    ]);
    expect(find(root, 'varargs(String, Object...)').parameters[1]).toEqual({ name: 'args', type: 'Object...' });
  });

  test('constructors are named like their class and are not type members', () => {
    const root = parse(`
      class Account {
        private final long id;
        Account() { this(0); }
        Account(long id) { this.id = id; }
        long id() { return id; }
      }`);
    // The identifier is `new(...)` (as RefDiff), so a class rename does not rename its constructors.
    expect(outline(root)).toEqual([
      'Class Account',
      'Field Account.id',
      'Method Account.new()',
      'Method Account.new(long)',
      'Method Account.id()',
    ]);
    const constructor = find(root, 'new(long)');
    expect(constructor.stereotypes).toEqual(['TYPE_CONSTRUCTOR']);
    expect(constructor.simpleName).toBe('Account');
    expect(constructor.signature).toBe('Account(long)');
    expect(find(root, 'id()').stereotypes).toEqual(['TYPE_MEMBER']);
  });

  test('local types belong to their method; anonymous classes are not nodes', () => {
    const root = parse(`
      class Outer {
        Runnable task() {
          class Step { void run() {} }
          return new Runnable() {
            public void run() { new Step().run(); }
            class Hidden {}
          };
        }
      }`);
    expect(outline(root)).toEqual(['Class Outer', 'Method Outer.task()', 'Class Outer.task().Step', 'Method Outer.task().Step.run()']);
  });

  test('records, enums with bodies, interfaces with default methods, annotation types', () => {
    const root = parse(`
      package shapes;
      record Point(int x, int y) implements Comparable<Point> {
        Point { if (x < 0) throw new IllegalArgumentException(); }
        public int compareTo(Point other) { return Integer.compare(x, other.x); }
      }
      enum Operation {
        PLUS("+") { int apply(int a, int b) { return a + b; } },
        MINUS("-") { int apply(int a, int b) { return a - b; } };
        private final String symbol;
        Operation(String symbol) { this.symbol = symbol; }
        abstract int apply(int a, int b);
      }
      interface Greeter {
        String name();
        default String greet() { return "Hello " + name(); }
      }
      @interface Audited { String value() default ""; }`);
    expect(outline(root)).toEqual([
      'Record shapes.Point',
      'Method shapes.Point.new(int, int)',
      'Method shapes.Point.compareTo(Point)',
      'Enum shapes.Operation',
      'Field shapes.Operation.symbol',
      'Method shapes.Operation.new(String)',
      'Method shapes.Operation.apply(int, int)',
      'Interface shapes.Greeter',
      'Method shapes.Greeter.name()',
      'Method shapes.Greeter.greet()',
      'Annotation shapes.Audited',
    ]);
    expect(find(root, 'new(int, int)').stereotypes).toEqual(['TYPE_CONSTRUCTOR']);
    expect(find(root, 'new(int, int)').signature).toBe('Point(int, int)');
    expect(find(root, 'apply(int, int)').stereotypes).toEqual(['TYPE_MEMBER', 'ABSTRACT']);
    expect(find(root, 'name()').stereotypes).toEqual(['TYPE_MEMBER', 'ABSTRACT']);
    expect(find(root, 'greet()').stereotypes).toEqual(['TYPE_MEMBER']);
    expect(find(root, 'Greeter').stereotypes).toEqual(['ABSTRACT']);
  });

  test('stereotypes: trivial getters and setters, native methods', () => {
    const root = parse(`
      class Person {
        private String name;
        private boolean active;
        String getName() { return name; }
        boolean isActive() { return active; }
        void setName(String name) { this.name = name; }
        String getDisplayName() { String n = name.trim(); return n.toUpperCase(); }
        void settle(int a, int b) { }
        native long handle();
      }`);
    expect(find(root, 'getName()').stereotypes).toEqual(['TYPE_MEMBER', 'FIELD_ACCESSOR']);
    expect(find(root, 'isActive()').stereotypes).toEqual(['TYPE_MEMBER', 'FIELD_ACCESSOR']);
    expect(find(root, 'setName(String)').stereotypes).toEqual(['TYPE_MEMBER', 'FIELD_MUTATOR']);
    expect(find(root, 'getDisplayName()').stereotypes).toEqual(['TYPE_MEMBER']);
    expect(find(root, 'settle(int, int)').stereotypes).toEqual(['TYPE_MEMBER']);
    expect(find(root, 'handle()').stereotypes).toEqual(['TYPE_MEMBER', 'ABSTRACT']);
  });

  test('locations: annotations included, Javadoc excluded, body inside the braces, 1-based lines', () => {
    const content = [
      'package p;', //                         1
      '/** A counter. */', //                  2
      '@SuppressWarnings("unused")', //        3
      'class Counter {', //                    4
      '  /** Adds one. */', //                 5
      '  @Override', //                        6
      '  public int next() {', //              7
      '    return ++count;', //                8
      '  }', //                                9
      '  abstract void reset();', //           10
      '}', //                                  11
    ].join('\n');
    const root = parse(content);
    const counter = find(root, 'Counter');
    expect(content.slice(counter.location.begin, counter.location.begin + 17)).toBe('@SuppressWarnings');
    expect([counter.location.startLine, counter.location.endLine]).toEqual([3, 11]);
    expect(counter.location.end).toBe(content.length);
    const next = find(root, 'next()');
    expect(content.slice(next.location.begin, next.location.end)).toMatch(/^@Override\n {2}public int next\(\) \{[\s\S]*\}$/);
    expect(content.slice(next.location.bodyBegin, next.location.bodyEnd).trim()).toBe('return ++count;');
    expect([next.location.startLine, next.location.endLine]).toEqual([6, 9]);
    expect(next.location.file).toBe('src/F0.java');
    const reset = find(root, 'reset()');
    expect(reset.location.bodyBegin).toBe(reset.location.end);
    expect(reset.location.bodyEnd).toBe(reset.location.end);
  });

  test('offsets are UTF-16 positions in the text, after non-ASCII characters too', () => {
    const content = 'class Grüße {\n  String s = "😀 héllo";\n  void wave() { System.out.println("👋"); }\n}';
    const root = parse(content);
    const wave = find(root, 'wave()');
    expect(content.slice(wave.location.begin, wave.location.end)).toBe('void wave() { System.out.println("👋"); }');
    const tokens = root.tokens.get('src/F0.java')!;
    tokens.texts.forEach((text, i) => expect(content.slice(tokens.starts[i], tokens.starts[i] + text.length)).toBe(text));
  });

  test('node ids are unique across files', () => {
    const root = parse('class A { void a() {} }', 'class B { void b() {} }');
    const ids: number[] = [];
    forEachNode(root, (node) => ids.push(node.id));
    expect(new Set(ids).size).toBe(4);
    expect(root.warnings).toEqual([]);
  });
});

describe('Java plugin: tokens', () => {
  test('string, text block and char literals are single tokens; comments are dropped', () => {
    const content = [
      'class Text {',
      '  // a line comment',
      '  String s = "two words"; /* block */',
      '  String t = """',
      '      a text block',
      '      """;',
      "  char c = ' ';",
      '}',
    ].join('\n');
    const root = parse(content);
    const tokens = root.tokens.get('src/F0.java')!;
    expect(tokens.texts).toEqual([
      'class', 'Text', '{',
      'String', 's', '=', '"two words"', ';',
      'String', 't', '=', '"""\n      a text block\n      """', ';',
      'char', 'c', '=', "' '", ';',
      '}',
    ]);
    tokens.texts.forEach((text, i) => expect(content.slice(tokens.starts[i], tokens.starts[i] + text.length)).toBe(text));
  });
});

describe('Java plugin: edges', () => {
  test('calls resolve to the same class first, then supertypes, then a unique method anywhere', () => {
    const root = parse(
      `package app;
      class Base { void log(String m) {} void audit() {} }
      class Service extends Base {
        void run() { log("start"); helper(1); helper(1, 2); this.audit(); Util.format("x"); unique(); }
        void log(String m) {}
        void helper(int a) {}
        void helper(int a, int b) {}
        class Inner { void go() { helper(3); audit(); } }
      }`,
      `package app;
      class Util { static String format(String s) { return s; } void unique() {} void helper(int a) {} }
      class Other { void log(String m) {} }`,
    );
    const runCalls = edges(root, 'uses').filter((edge) => edge.startsWith('run()'));
    expect(runCalls).toEqual([
      'run() -> audit()',
      'run() -> format(String)',
      'run() -> helper(int)',
      'run() -> helper(int, int)',
      'run() -> log(String)',
      'run() -> unique()',
    ]);
    const service = find(root, 'Service');
    const serviceLog = service.children.find((child) => child.simpleName === 'log')!;
    const serviceHelper = service.children.find((child) => child.localName === 'helper(int)')!;
    const run = find(root, 'run()');
    expect(root.edges).toContainEqual({ type: 'uses', from: run.id, to: serviceLog.id });
    expect(root.edges).toContainEqual({ type: 'uses', from: run.id, to: serviceHelper.id });
    // An inner class reaches its outer class and the outer class's supertypes.
    const go = find(root, 'go()');
    expect(root.edges).toContainEqual({ type: 'uses', from: go.id, to: serviceHelper.id });
    expect(edges(root, 'uses').filter((edge) => edge.startsWith('go()'))).toEqual(['go() -> audit()', 'go() -> helper(int)']);
  });

  test('an ambiguous call outside the caller\'s classes is not resolved; argument counts must fit', () => {
    const root = parse(`
      class A { void save() {} void load(int id) {} }
      class B { void save() {} }
      class C { void work(Object o) { o.save(); o.load(); o.load(1, 2); } }`);
    expect(edges(root, 'uses')).toEqual([]);
  });

  test('a call of unknown receiver that can only reach one declaration and its overrides links to all of them', () => {
    const root = parse(`
      interface Serializer { Block make(byte[] b); }
      class BinarySerializer implements Serializer { public Block make(byte[] b) { return null; } }
      class NullSerializer extends BinarySerializer { public Block make(byte[] b) { return null; } }
      class Other { Block make(byte[] b) { return null; } Block make(String s, int n) { return null; } }
      class Client {
        void read(Params p, byte[] bytes) { p.serializer().make(bytes); }
      }`);
    // Other.make(byte[]) is unrelated to the family: the call stays ambiguous.
    expect(edges(root, 'uses')).toEqual([]);
    const family = parse(`
      interface Serializer { Block make(byte[] b); }
      class BinarySerializer implements Serializer { public Block make(byte[] b) { return null; } }
      class NullSerializer extends BinarySerializer { public Block make(byte[] b) { return null; } }
      class Client {
        void read(Params p, byte[] bytes) { p.serializer().make(bytes); }
      }`);
    expect(edges(family, 'uses')).toEqual(['read(Params, byte[]) -> make(byte[])', 'read(Params, byte[]) -> make(byte[])', 'read(Params, byte[]) -> make(byte[])']);
  });

  test('a call on a new instance goes to the created type', () => {
    const root = parse(`
      class Or { String describe() { return "or"; } }
      class And { String describe() { return "and"; } int size; }
      class Test { String run() { return new Or().describe() + (new And()).describe() + new And().size; } }`);
    const run = find(root, 'run()');
    const or = find(root, 'Or').children.find((child) => child.simpleName === 'describe')!;
    const and = find(root, 'And').children.find((child) => child.simpleName === 'describe')!;
    const size = find(root, 'And').children.find((child) => child.simpleName === 'size')!;
    expect(root.edges.filter((edge) => edge.from === run.id).map((edge) => edge.to).sort()).toEqual([or.id, and.id, size.id].sort());
  });

  test('a receiver variable is typed by its declaration: CST types are searched, library types are not', () => {
    const root = parse(`
      import java.util.Map;
      class Cache { String get(String key) { return key; } void put(String key, String value) {} }
      class Store { String get(String key) { return key; } }
      class Client {
        private final Cache cache = new Cache();
        private Map<String, String> index;
        String read(String key, Store store) {
          var backup = new Store();
          for (Store each : new Store[] { store }) { each.get(key); }
          this.cache.put(key, index.get(key));
          return store.get(key) + backup.get(key) + cache.get(key) + Math.max(1, 2);
        }
        int max(int a, int b) { return a > b ? a : b; }
      }`);
    const read = find(root, 'read(String, Store)');
    const methodIds = new Set<number>();
    forEachNode(root, (node) => node.type === 'Method' && methodIds.add(node.id));
    const targets = root.edges.filter((edge) => edge.from === read.id && methodIds.has(edge.to)).map((edge) => edge.to);
    const cache = find(root, 'Cache').children;
    const store = find(root, 'Store').children;
    // index.get(key) (a Map) and Math.max(1, 2) reach nothing, though get(1) and max(2) exist in the CST.
    expect(targets.sort()).toEqual([cache[0].id, cache[1].id, store[0].id].sort());
    // The receivers that are fields are used too.
    expect(edges(root, 'uses').filter((edge) => edge.includes(' : '))).toEqual([
      'read(String, Store) -> cache : Cache',
      'read(String, Store) -> index : Map<String, String>',
    ]);
  });

  test('varargs accept any number of arguments from one less than their parameters', () => {
    const root = parse(`
      class Log {
        void write(String format, Object... args) {}
        void use() { write("a"); write("a", 1, 2, 3); }
      }`);
    expect(edges(root, 'uses')).toEqual(['use() -> write(String, Object...)']);
  });

  test('super calls go to supertypes; Type.method() calls go to that type', () => {
    const root = parse(`
      class Shape { double area() { return 0; } }
      class Square extends Shape {
        double side;
        double area() { return super.area() + Geometry.area(side); }
      }
      class Geometry { static double area(double side) { return side * side; } }`);
    const squareArea = find(root, 'Square').children[1];
    const shapeArea = find(root, 'Shape').children[0];
    const geometryArea = find(root, 'area(double)');
    const side = find(root, 'side');
    expect(root.edges.filter((edge) => edge.type === 'uses')).toEqual(
      expect.arrayContaining([
        { type: 'uses', from: squareArea.id, to: shapeArea.id },
        { type: 'uses', from: squareArea.id, to: geometryArea.id },
        { type: 'uses', from: squareArea.id, to: side.id },
      ]),
    );
    expect(root.edges.filter((edge) => edge.type === 'uses')).toHaveLength(3);
  });

  test('new X(...), this(...) and super(...) reach constructors by argument count', () => {
    const root = parse(`
      class Money {
        Money(long cents) {}
        Money(long units, int cents) { this(units * 100 + cents); }
      }
      class Price extends Money {
        Price(long cents) { super(cents); }
        Money discounted() { return new Money(1, 50); }
      }`);
    expect(edges(root, 'uses')).toEqual([
      'Money(long, int) -> Money(long)',
      'Price(long) -> Money(long)',
      'discounted() -> Money(long, int)',
    ]);
  });

  test('calls inside lambdas and anonymous classes belong to the enclosing method', () => {
    const root = parse(`
      class Button {
        void click() {}
        void wire() {
          Runnable r = () -> click();
          Object o = new Object() { public String toString() { click(); return ""; } };
        }
      }`);
    expect(edges(root, 'uses')).toEqual(['wire() -> click()']);
  });

  test('subtype edges from extends and implements, with generics, qualification and superclass chains', () => {
    const root = parse(
      `package zoo;
      import zoo.care.Feeder;
      class Animal implements Comparable<Animal>, Feeder.Hungry {}
      class Mammal extends Animal {}
      class Dog extends zoo.Mammal implements Pet<Dog> {}
      interface Pet<T> extends java.io.Serializable {}`,
      `package zoo.care;
      public class Feeder { public interface Hungry {} }`,
    );
    expect(edges(root, 'subtype')).toEqual([
      'Animal -> Hungry',
      'Dog -> Animal',
      'Dog -> Mammal',
      'Dog -> Pet',
      'Mammal -> Animal',
    ]);
  });

  test('type names resolve through imports when the simple name is ambiguous', () => {
    const root = parse(
      'package a; public class Node {}',
      'package b; public class Node {}',
      'package c; import b.Node; class Leaf extends Node {}',
      'package a; class Branch extends Node {}',
    );
    const subtypes = root.edges.filter((edge) => edge.type === 'subtype');
    const nodeA = root.nodes[0];
    const nodeB = root.nodes[1];
    expect(subtypes).toEqual([
      { type: 'subtype', from: find(root, 'Leaf').id, to: nodeB.id },
      { type: 'subtype', from: find(root, 'Branch').id, to: nodeA.id },
    ]);
  });
});

describe('Java plugin: bad input', () => {
  test('a syntax error gives one warning per file and keeps the nodes that were recovered', () => {
    const root = parse(
      `package p;
      class Broken {
        void ok() { helper(); }
        void bad() {
          int x = ;
          if (x > 1 {
        }
        void helper() {}
      }`,
      'class Fine { void ok() {} }',
    );
    expect(root.warnings).toEqual(['src/F0.java:5: syntax error; analysed what could be parsed']);
    const names = outline(root);
    expect(names).toEqual(expect.arrayContaining(['Class p.Broken', 'Method p.Broken.ok()', 'Class Fine', 'Method Fine.ok()']));
  });

  test('garbage and empty files do not throw', () => {
    const root = parse('}}}{{ class', '', 'package only;');
    expect(root.warnings).toHaveLength(1);
    expect(root.tokens.size).toBe(3);
  });

  test('no Java file is ignored', () => {
    expect(plugin.isIgnored('src/Main.java', 'class Main {}')).toBe(false);
    expect(plugin.extensions).toEqual(['.java']);
    expect(plugin.name).toBe('java');
  });
});
