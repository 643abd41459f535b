import { readFileSync } from 'node:fs';
import { createJavaPlugin } from '../../../src/languages/java';
import { sameJavaCode } from '../../../src/languages/java/tokens';
import type { LanguagePlugin } from '../../../src/languages/plugin';
import { FIXTURES, filesUnder, parsedShape } from '../same-code-fixtures';

/**
 * The same Java laid out anew: every stretch of blanks and comments between two tokens of the
 * tree's own text replaced by other blanks and comments (a comment between every pair of leaves
 * that a blank alone separated, a line comment at every line break, no blank where none was).
 */
function laidOutAnew(source: string): string {
  return source.replace(/(\/\*[^*]*\*+(?:[^/*][^*]*\*+)*\/|\/\/[^\n]*|[ \t\r\n])+|("""(?:[^"\\]|\\[^]|"(?!""))*"""|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/g, (whole, _layout: string | undefined, literal: string | undefined) => {
    if (literal) return literal;
    return whole.includes('\n') ? ' // laid out anew\n\t\t' : ' /* was a blank */ ';
  });
}

describe('Java files whose code did not change', () => {
  let plugin: LanguagePlugin;
  beforeAll(async () => {
    plugin = await createJavaPlugin();
  });

  test('every fixture file laid out anew holds the same code, and parses to the same CST and tokens', () => {
    const files = filesUnder(FIXTURES, (name) => name.endsWith('.java'));
    expect(files.length).toBeGreaterThan(100);
    let compared = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const relaid = laidOutAnew(source);
      if (relaid === source) continue;
      compared++;
      expect({ file, same: sameJavaCode(source, relaid) }).toEqual({ file, same: true });
      expect({ file, ...parsedShape(plugin, 'A.java', relaid) }).toEqual({ file, ...parsedShape(plugin, 'A.java', source) });
    }
    expect(compared).toBeGreaterThan(100);
  });

  test('comments and blanks changed: the same code', () => {
    const before = 'package a;\n/** Old licence. */\nclass A {\n  int f(int x) { return x >> 1; } // shift\n}\n';
    const after = 'package a;\n\n/*\n * New licence.\n */\nclass A\n{\n\tint f(int x)\n\t{\n\t\treturn x >> 1;\n\t}\n}\n';
    expect(sameJavaCode(before, after)).toBe(true);
    expect(sameJavaCode('', '// nothing but a comment\n')).toBe(true);
  });

  test('any token changed, added or removed: not the same code', () => {
    const base = 'class A { List<List<T>> f(int x) { return x >> 1; } String s = "a b"; }';
    for (const changed of [
      base.replace('x >> 1', 'x > > 1'),
      base.replace('List<List<T>>', 'List<List<T> >'),
      base.replace('"a b"', '"a  b"'),
      base.replace('return x', 'return y'),
      `${base} class B {}`,
      base.replace(' String s = "a b"; ', ' '),
      base.replace('f(int x)', 'f(intx)'),
    ]) {
      expect({ changed, same: sameJavaCode(base, changed) }).toEqual({ changed, same: false });
      expect({ changed, same: sameJavaCode(changed, base) }).toEqual({ changed, same: false });
    }
  });

  test('a text block or a literal whose blanks changed: not the same code', () => {
    const before = 'class A { String t = """\n    one\n    """; char c = \' \'; }';
    expect(sameJavaCode(before, before.replace('    one', '  one'))).toBe(false);
    expect(sameJavaCode(before, before.replace("' '", "'\\t'"))).toBe(false);
  });

  test('a comment holding a Unicode escape may hold code: not the same code', () => {
    // `\u000a` ends the line comment before javac reads the rest: `f();` is called.
    const before = 'class A { void g() { } }';
    const after = 'class A { void g() { // \\u000a f();\n } }';
    expect(sameJavaCode(before, after)).toBe(false);
    expect(sameJavaCode(after, after.replace('// \\u000a f();', '// \\u000a f(); ok'))).toBe(false);
  });

  test('text decoded from bytes that were not UTF-8 is not read', () => {
    // Two different bytes that were not UTF-8 both decode to U+FFFD: the texts are equal, the files are not.
    const literal = 'class A { String s = "caf\uFFFD"; }';
    expect(sameJavaCode(literal, literal)).toBe(false);
    expect(sameJavaCode('class A { } // caf\uFFFD\n', 'class A { } // caf\u00e9\n')).toBe(false);
    expect(sameJavaCode('class A { } // caf\u00e9\n', 'class A { } // caf\uFFFD\n')).toBe(false);
    expect(sameJavaCode('class A { } // caf\u00e9\n', 'class A { } // cafe\n')).toBe(true);
  });

  test('text the patterns cannot read is never the same code', () => {
    expect(sameJavaCode('class A { int x = 1 # 2; }', 'class A {int x=1 # 2;}')).toBe(false);
    expect(sameJavaCode('class A { String s = "never closed; }', 'class A { String s = "never closed; }')).toBe(false);
  });
});
