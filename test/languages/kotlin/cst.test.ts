import { containerName, linkParents } from '../../../src/core/cst';
import { loadPlugins } from '../../../src/languages/registry';
import { edgeLines, nodeNamed, outline } from '../javascript/parse-helpers';

async function parseKotlin(files: Record<string, string>) {
  const [plugin] = await loadPlugins(['kotlin']);
  const root = plugin.parse(Object.entries(files).map(([path, content]) => ({ path, content })));
  linkParents(root);
  return root;
}

const SHAPES = `package com.example.geo

import kotlin.math.abs

class Shape(val width: Int, private var height: Int = 1, label: String) : Base(), geo.Drawable {
    var name = "shape"

    constructor(side: Int) : this(side, side, "square")

    fun scale(factor: Double, vararg extra: Int): Shape = Shape(width)

    override fun draw(canvas: Map<String, List<Int>>?, onDone: (Int) -> Unit) {
        val local = 1
        helper(this.width + local)
        listOf(1).forEach(::twice)
        val listener = object : Runnable {
            override fun run() { resize() }
        }
    }

    private fun resize() {
        height = abs(height)
        println("resized \${name}")
    }

    companion object {
        const val MAX = 3
        fun create(): Shape = Shape(1)
    }
}

data class Point(val x: Int, val y: Int)

object Registry : Drawable {
    override fun draw(canvas: Map<String, List<Int>>?, onDone: (Int) -> Unit) {}
}

interface Drawable {
    fun draw(canvas: Map<String, List<Int>>?, onDone: (Int) -> Unit)
}

enum class Color(val rgb: Int) {
    RED(1), GREEN(2) {
        override fun hex() = "00ff00"
    };

    fun hex() = rgb
}

abstract class Base {
    abstract fun area(): Double
}
`;

const EXTENSIONS = `package com.example.geo

val DEFAULT_SCALE = 2

fun String.shout(times: Int = 1): String = uppercase().repeat(times)

fun <T> List<T>.second(): T = this[1]

fun helper(value: Int): Int {
    fun twiceLocal(x: Int) = x * 2
    return twiceLocal(value)
}

fun twice(x: Int) = x * 2
`;

describe('Kotlin CST', () => {
  test('classes, data classes, objects, companions, interfaces, enums and their entries, members, constructor properties', async () => {
    const root = await parseKotlin({ 'src/main/kotlin/com/example/geo/Shapes.kt': SHAPES });
    expect(outline(root)).toEqual([
      'Class Shape ns="com.example.geo."',
      // The primary constructor: a Method named as a secondary one is; its `val` parameters stay the class's fields.
      '  Method constructor(Int, Int, String) TYPE_CONSTRUCTOR',
      '  Field width TYPE_MEMBER',
      '  Field height TYPE_MEMBER',
      '  Field name TYPE_MEMBER',
      '  Method constructor(Int) TYPE_CONSTRUCTOR',
      '  Method scale(Double, vararg Int) TYPE_MEMBER',
      '  Method draw(Map<String, List<Int>>?, (Int) -> Unit) TYPE_MEMBER',
      // An object expression is an anonymous Object named by its supertype, its members methods.
      '    Object Runnable INFERRED_NAME ANONYMOUS_TYPE',
      '      Method run() TYPE_MEMBER',
      '  Method resize() TYPE_MEMBER',
      '  Object Companion',
      '    Field MAX TYPE_MEMBER',
      '    Method create() TYPE_MEMBER',
      'Class Point ns="com.example.geo."',
      '  Method constructor(Int, Int) TYPE_CONSTRUCTOR',
      '  Field x TYPE_MEMBER',
      '  Field y TYPE_MEMBER',
      'Object Registry ns="com.example.geo."',
      '  Method draw(Map<String, List<Int>>?, (Int) -> Unit) TYPE_MEMBER',
      'Interface Drawable ns="com.example.geo."',
      '  Method draw(Map<String, List<Int>>?, (Int) -> Unit) TYPE_MEMBER ABSTRACT',
      'Enum Color ns="com.example.geo."',
      '  Method constructor(Int) TYPE_CONSTRUCTOR',
      '  Field rgb TYPE_MEMBER',
      // An enum entry is a field of its enum; one with a body is an object of its own.
      '  Field RED TYPE_MEMBER',
      '  Object GREEN',
      '    Method hex() TYPE_MEMBER',
      '  Method hex() TYPE_MEMBER',
      'Class Base ns="com.example.geo."',
      '  Method area() TYPE_MEMBER ABSTRACT',
    ]);
    // Supertypes by their last name, constructor call or not (an object expression's make no
    // subtype); a call inside an object expression is its method's and the method around it's;
    // `this.x`, bare names and `${x}` in strings use the fields.
    expect(edgeLines(root)).toEqual([
      'subtype com.example.geo.Registry -> com.example.geo.Drawable',
      'subtype com.example.geo.Shape -> com.example.geo.Base',
      'subtype com.example.geo.Shape -> com.example.geo.Drawable',
      'uses com.example.geo.Color.hex -> com.example.geo.Color.rgb',
      'uses com.example.geo.Shape.draw -> com.example.geo.Shape.resize',
      'uses com.example.geo.Shape.draw -> com.example.geo.Shape.width',
      'uses com.example.geo.Shape.draw.Runnable.run -> com.example.geo.Shape.resize',
      'uses com.example.geo.Shape.resize -> com.example.geo.Shape.height',
      'uses com.example.geo.Shape.resize -> com.example.geo.Shape.name',
      'uses com.example.geo.Shape.scale -> com.example.geo.Shape.width',
    ]);
    const parameters = nodeNamed(root, 'com.example.geo.Shape.scale').parameters;
    expect(parameters).toEqual([{ name: 'factor', type: 'Double' }, { name: 'extra', type: 'vararg Int' }]);
  });

  test('top-level functions and properties live in their file, known by its package; extensions are named by receiver', async () => {
    const root = await parseKotlin({ 'src/main/kotlin/com/example/geo/Strings.kt': EXTENSIONS, 'build.gradle.kts': 'val kotlinVersion = "2.0"\n' });
    expect(outline(root)).toEqual([
      'File Strings.kt ns="com.example.geo."',
      '  Field DEFAULT_SCALE',
      '  Function String.shout(Int)',
      '  Function List<T>.second()',
      '  Function helper(Int)',
      '    Function twiceLocal(Int)',
      '  Function twice(Int)',
      // A script without a package is known by its folder.
      'File build.gradle.kts ns=""',
      '  Field kotlinVersion',
    ]);
    expect(containerName(nodeNamed(root, 'com.example.geo.Strings.kt.helper'))).toBe('com.example.geo.Strings.kt');
    expect(edgeLines(root)).toEqual(['uses com.example.geo.Strings.kt.helper -> com.example.geo.Strings.kt.helper.twiceLocal']);
  });

  test('a val in an init block, a getter or a lambda is a local, no property of the type', async () => {
    const source = `package a

class Sizes(val count: Int) {
    private val table: IntArray
    val lazyOne = run { val inLambda = 2; inLambda }
    val withGetter: Int
        get() { val inGetter = 3; return inGetter }
    init {
        val inInit = count + 1
        table = IntArray(inInit)
    }
}
`;
    const root = await parseKotlin({ 'a/Sizes.kt': source });
    expect(outline(root)).toEqual([
      'Class Sizes ns="a."',
      '  Method constructor(Int) TYPE_CONSTRUCTOR',
      '  Field count TYPE_MEMBER',
      '  Field table TYPE_MEMBER',
      '  Field lazyOne TYPE_MEMBER',
      '  Field withGetter TYPE_MEMBER',
    ]);
  });

  test("a call made on a type by name reaches that type's definitions, overloads and companion included", async () => {
    const leaks = `package db

object LeakTable {
    fun insert(db: Db, leak: Leak): Long {
        LeakTraceTable.insert(db, leak.id)
        Header.parse(db.file)
        db.Header.Companion.parse(db.source)
        return insertRow(db)
    }
    fun delete(db: Db) {
        table.insert(db, 0)
    }
    fun insertRow(db: Db): Long = 1
}
`;
    const traces = `package db

object LeakTraceTable {
    fun insert(db: Db, id: Long): Long = 1
}
`;
    const headers = `package db

class Header {
    companion object {
        fun parse(file: File): Header = Header()
        fun parse(source: Source): Header = Header()
    }
}

class Footer {
    companion object {
        fun parse(file: File): Footer = Footer()
    }
}
`;
    const root = await parseKotlin({ 'db/LeakTable.kt': leaks, 'db/LeakTraceTable.kt': traces, 'db/Header.kt': headers });
    // Not reached: `LeakTable.insert` from itself (the same file's `insert`, as an unqualified name
    // would resolve), `Footer.parse` (another type's). A call on a value, `table.insert(...)`, is
    // resolved by its name as before: the same file's `insert`.
    expect(edgeLines(root)).toEqual([
      'uses db.LeakTable.delete -> db.LeakTable.insert',
      'uses db.LeakTable.insert -> db.Header.Companion.parse',
      'uses db.LeakTable.insert -> db.Header.Companion.parse',
      'uses db.LeakTable.insert -> db.LeakTable.insertRow',
      'uses db.LeakTable.insert -> db.LeakTraceTable.insert',
    ]);
  });

  test('an object expression is an anonymous Object named by its supertype (and its property), reached by no name', async () => {
    const source = `package watch

interface Listener {
  fun onChange(value: Int)
}

class Watcher {
  val NONE = object : Listener {
    override fun onChange(value: Int) {}
  }

  fun listen(step: Int): Listener {
    val local = object : a.b.Handler<Int>() {
      override fun handle(item: Int) = onChange(item)
    }
    return object : Listener {
      override fun onChange(value: Int) {
        println(value + step)
      }
    }
  }

  fun counter(): Any = object {
    fun count(items: List<String>): Int = items.size
  }

  fun notify(listener: Listener) = listener.onChange(1)
}
`;
    const root = await parseKotlin({ 'src/watch/Watcher.kt': source });
    expect(outline(root)).toEqual([
      'Interface Listener ns="watch."',
      '  Method onChange(Int) TYPE_MEMBER ABSTRACT',
      'Class Watcher ns="watch."',
      '  Field NONE TYPE_MEMBER',
      // A property's object is known by the property, as RefactoringMiner names it.
      '  Object NONE.Listener INFERRED_NAME ANONYMOUS_TYPE',
      '    Method onChange(Int) TYPE_MEMBER',
      '  Method listen(Int) TYPE_MEMBER',
      // A local's is not; a supertype is known by its last name.
      '    Object Handler INFERRED_NAME ANONYMOUS_TYPE',
      '      Method handle(Int) TYPE_MEMBER',
      '    Object Listener INFERRED_NAME ANONYMOUS_TYPE',
      '      Method onChange(Int) TYPE_MEMBER',
      // An object of no supertype is no element: its members are code of the function.
      '  Method counter() TYPE_MEMBER',
      '  Method notify(Listener) TYPE_MEMBER',
    ]);
    // Each object is a subtype of its supertype; a call in it is its method's and the enclosing
    // method's; a call by name never reaches an anonymous member (`onChange(1)` is the interface's).
    expect(edgeLines(root)).toEqual([
      'subtype watch.Watcher.NONE.Listener -> watch.Listener',
      'subtype watch.Watcher.listen.Listener -> watch.Listener',
      'uses watch.Watcher.listen -> watch.Listener.onChange',
      'uses watch.Watcher.listen.Handler.handle -> watch.Listener.onChange',
      'uses watch.Watcher.notify -> watch.Listener.onChange',
    ]);
  });

  test('a bare name in a class is its companion\'s field before an enum entry of that name; an entry named bare is used', async () => {
    const root = await parseKotlin({
      'ui/Screen.kt': `package ui

enum class Mode { DEFAULT, FAST }

class Screen {
  fun setup(bus: Bus) {
    bus.start(DEFAULT)
    bus.go(FAST)
  }

  companion object {
    const val DEFAULT = 1
  }
}
`,
    });
    // \`DEFAULT\` is the companion's constant; \`FAST\`, no field of Screen's, the entry.
    expect(edgeLines(root).filter((line) => line.startsWith('uses ui.Screen.setup'))).toEqual(['uses ui.Screen.setup -> ui.Mode.FAST', 'uses ui.Screen.setup -> ui.Screen.Companion.DEFAULT']);
  });

  // `limit`, a parameter, and `BLOCKED`, no field of the type, use nothing.
  test('a bare property read inside an operator expression is a use of the field', async () => {
    const source = `package a

class Task(private val port: Int) {
    private var deploymentId: String = ""
    private var retries = 0

    fun describe(): String {
        return "on " + port + " as " + deploymentId
    }

    fun exhausted(limit: Int): Boolean {
        return retries >= limit
    }

    fun blocked(): Boolean {
        return deploymentId in BLOCKED
    }

    fun next(): Int {
        return port * 2
    }
}
`;
    const root = await parseKotlin({ 'a/Task.kt': source });
    expect(edgeLines(root)).toEqual([
      'uses a.Task.blocked -> a.Task.deploymentId',
      'uses a.Task.describe -> a.Task.deploymentId',
      'uses a.Task.describe -> a.Task.port',
      'uses a.Task.exhausted -> a.Task.retries',
      'uses a.Task.next -> a.Task.port',
    ]);
  });

  test('a bare name a local or parameter declares in scope is that local, no field or enum entry of that name', async () => {
    const root = await parseKotlin({
      'ui/Screen.kt': `package ui

enum class Mode { DEFAULT, FAST, SLOW, LAZY, EAGER, LATE }

class Screen(val count: Int) {
  fun setup(bus: Bus, SLOW: Int) {
    bus.go(FAST)
    val FAST = 2
    bus.go(FAST)
    bus.go(SLOW)
    bus.go(DEFAULT)
    listOf(1).forEach { LAZY -> bus.go(LAZY) }
    for (EAGER in 1..3) bus.go(EAGER)
    bus.go(EAGER)
    if (bus.ready) {
      val LATE = 1
      bus.go(LATE)
    }
    bus.go(LATE)
  }

  fun total(): Int {
    val count = 3
    return count
  }

  fun size(): Int = count
}
`,
    });
    // Each name is the entry or field before its local is declared and outside its scope, the local inside it.
    expect(edgeLines(root).filter((line) => line.startsWith('uses ui.Screen.'))).toEqual([
      'uses ui.Screen.setup -> ui.Mode.DEFAULT',
      'uses ui.Screen.setup -> ui.Mode.EAGER',
      'uses ui.Screen.setup -> ui.Mode.FAST',
      'uses ui.Screen.setup -> ui.Mode.LATE',
      'uses ui.Screen.size -> ui.Screen.count',
    ]);
  });

  test('a file of classes only has no File node; syntax errors are a warning', async () => {
    const root = await parseKotlin({ 'a/Point.kt': 'package a\n\nclass Point(val x: Int)\n', 'b/Broken.kt': 'package b\n\nfun broken() {\n  val x = (1 +\n}\n\nfun fine() = 1\n' });
    expect(outline(root).filter((line) => !line.startsWith(' '))).toEqual(['Class Point ns="a."', 'File Broken.kt ns="b."']);
    expect(outline(root)).toContain('  Function fine()');
    expect(root.warnings).toEqual(['b/Broken.kt:4: syntax error; analysed what could be parsed']);
  });
});
