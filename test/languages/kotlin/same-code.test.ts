import { readFileSync } from 'node:fs';
import { kotlinLanguage } from '../../../src/languages/kotlin';
import { sameKotlinCode } from '../../../src/languages/kotlin/same-code';
import type { LanguagePlugin } from '../../../src/languages/plugin';
import { FIXTURES, filesUnder, parsedShape } from '../same-code-fixtures';

/**
 * The same Kotlin laid out anew, as Kotlin ignores it: blanks between two tokens on a line
 * widened (not one before an assignment), comments reworded, and at every line break a line
 * comment before it and a blank line after it. Literals are kept. (No comment-only line is added: tree-sitter-kotlin, not Kotlin,
 * misreads some, as between a declaration and the next one's annotation.)
 */
function laidOutAnew(source: string): string {
  return source.replace(/("""[^]*?"""+|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`)|(\/\/[^\n]*|\/\*[^]*?\*\/)|([ \t]+)|(\n)/g, (whole, literal: string | undefined, comment: string | undefined, blanks: string | undefined, _lineBreak: string | undefined, offset: number) => {
    if (literal) return literal;
    if (comment) return comment.startsWith('//') ? '// reworded' : comment.includes('\n') ? '/* reworded\n */' : '/* reworded */';
    // One blank before an assignment kept: the plugin's preparation of a local named `set` reads it.
    if (blanks) return offset === 0 || source[offset - 1] === '\n' || /^[-+*/%]?=/.test(source.slice(offset + blanks.length, offset + blanks.length + 2)) ? blanks : ' \t ';
    return ' // laid out anew\n\n';
  });
}

const notSame = (before: string, after: string) => ({ before, after, same: sameKotlinCode(before, after) || sameKotlinCode(after, before) });

describe('Kotlin files whose code did not change', () => {
  let plugin: LanguagePlugin;
  beforeAll(async () => {
    plugin = await kotlinLanguage.create();
  });

  test('every fixture file laid out anew holds the same code, and parses to the same CST and tokens', () => {
    const files = filesUnder(FIXTURES, (name) => /\.kts?$/.test(name));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const relaid = laidOutAnew(source);
      expect(relaid).not.toBe(source);
      expect({ file, same: sameKotlinCode(source, relaid) }).toEqual({ file, same: true });
      expect({ file, ...parsedShape(plugin, 'A.kt', relaid) }).toEqual({ file, ...parsedShape(plugin, 'A.kt', source) });
    }
  });

  test('comments, nested comments and blanks changed: the same code', () => {
    const before = 'package a\n\n/** Adds. */\nfun add(x: Int, y: Int): Int {\n    return x + y // sum\n}\n';
    const after = '/* Licence /* nested */ still the licence. */\npackage a\n\nfun add(x:Int,  y: Int):  Int {\n\treturn x+y\n\n}';
    expect(sameKotlinCode(before, after)).toBe(true);
    expect(sameKotlinCode('', '// nothing but a comment\n')).toBe(true);
    expect(sameKotlinCode('val s = """a""""\r\n', 'val s = """a"""" /* raw */\n')).toBe(true);
    expect(sameKotlinCode('val s = "${m["k"]} ${"}"}"\n', 'val s = "${m["k"]} ${"}"}" // templates\n')).toBe(true);
    // A one-line string's template may span lines: its code's line breaks are inside the string.
    expect(sameKotlinCode('val s = "a ${f(\n  x)} b"\n', '/* c */ val s = "a ${f(\n  x)} b"\n')).toBe(true);
    expect(notSame('val s = "a ${f(\n  x)} b"\n', 'val s = "a ${f(x)} b"\n').same).toBe(false);
  });

  test('any token changed, added or removed: not the same code', () => {
    const base = 'fun f(x: Int?): Int { val y = x ?: 0; return y shl 1 }\nval s = "a b"\nval c = \' \'\nval r = 1..<2\n';
    for (const changed of [
      base.replace('?:', '? :'),
      base.replace('x: Int?', 'x: Int ?').replace('?:', '? :'),
      base.replace('"a b"', '"a  b"'),
      base.replace("' '", "'\\t'"),
      base.replace('return y', 'return z'),
      `${base}val t = 1\n`,
      base.replace('val s = "a b"\n', ''),
      base.replace('f(x: Int?)', 'f(x: Int? )').replace('x: Int?', 'xInt?'),
      base.replace('1..<2', '1.. <2'),
      base.replace('1..<2', '1. .<2'),
    ]) {
      expect(notSame(base, changed)).toEqual({ before: base, after: changed, same: false });
    }
  });

  test('a raw string whose lines changed: not the same code', () => {
    const before = 'val s = """one\n    two"""\n';
    expect(notSame(before, before.replace('    two', '  two')).same).toBe(false);
  });

  test('a line break between tokens may end a statement: added, removed or hidden in a block comment, not the same code', () => {
    expect(notSame('fun f(): Int {\n    return 1 +\n        2\n}\n', 'fun f(): Int {\n    return 1\n        + 2\n}\n').same).toBe(false);
    expect(notSame('fun f() {\n    return\n}\n', 'fun f() { return }\n').same).toBe(false);
    expect(notSame('val x = 1 /* a\n */ - 2\n', 'val x = 1 /* a */ - 2\n').same).toBe(false);
  });

  test('block comments nest', () => {
    // Read without nesting, both would be `/* /* */` or `/* */` and then `f() */ g()`: the same.
    expect(notSame('/* /* */ f() */ g()\n', '/* */ f() */ g()\n').same).toBe(false);
    expect(sameKotlinCode('/* /* */ f() */ g()\n', 'g()\n')).toBe(true);
  });

  test('a template holding a string is read whole', () => {
    // Ended at its first inner quote, the rest would read as a comment: the same.
    expect(notSame('val s = "${f("//")}" + 1\n', 'val s = "${f("//")}" + 2\n').same).toBe(false);
  });

  test('blanks Kotlin reads: around @, in as?, !is and !in', () => {
    for (const [before, after] of [
      ['list.forEach { return@forEach }\n', 'list.forEach { return @forEach }\n'],
      ['loop@ for (i in l) {}\n', 'loop @for (i in l) {}\n'],
      ['@Test fun f() {}\n', '@ Test fun f() {}\n'],
      ['val y = x as? String\n', 'val y = x as ? String\n'],
      ['val y = x !is String\n', 'val y = x ! is String\n'],
      ['val y = x !in l\n', 'val y = x ! in l\n'],
    ]) {
      expect(notSame(before, after)).toEqual({ before, after, same: false });
    }
    expect(sameKotlinCode('@Test  fun f() {}\n', '@Test /* a test */ fun f() {}\n')).toBe(true);
  });

  test('a shebang line changed: not the same code', () => {
    expect(notSame('#!/usr/bin/env kotlin\nprintln(1)\n', '#!/usr/bin/env -S kotlin -J\nprintln(1)\n').same).toBe(false);
  });

  test('text decoded from bytes that were not UTF-8 is not read', () => {
    expect(notSame('val x = 1 // caf\uFFFD\n', 'val x = 1 // caf\u00e9\n').same).toBe(false);
  });

  test('text Kotlin cannot read is never the same code', () => {
    for (const text of ['val x = $1\n', 'val s = "never closed\n', 'val s = """never closed\n', '/* /* */ never closed\n', "val c = 'a\n", 'val `a\nb` = 1\n', 'val s = $$"${x}"\n']) {
      expect({ text, same: sameKotlinCode(text, text) }).toEqual({ text, same: false });
    }
  });
});
