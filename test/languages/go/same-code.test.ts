import { readFileSync } from 'node:fs';
import { goLanguage } from '../../../src/languages/go';
import { sameGoCode } from '../../../src/languages/go/same-code';
import type { LanguagePlugin } from '../../../src/languages/plugin';
import { FIXTURES, filesUnder, parsedShape } from '../same-code-fixtures';

/**
 * The same Go laid out anew, as Go ignores it: blanks between two tokens on a line widened,
 * comments reworded (directives kept), and at every line break a block and a line comment before
 * it and a blank line and a comment-only line after it. Literals (raw strings across lines) are
 * kept. (No comment inside a line: the plugin keeps a comment written inside a type in its text.)
 */
function laidOutAnew(source: string): string {
  return source.replace(/("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`]*`)|(\/\/[^\n]*|\/\*[^]*?\*\/)|([ \t]+)|(\n)/g, (whole, literal: string | undefined, comment: string | undefined, blanks: string | undefined, _lineBreak: string | undefined, offset: number) => {
    if (literal) return literal;
    if (comment) return /^\/\/(go:|line |export |\s*\+build)/.test(comment) ? comment : comment.includes('\n') ? '/* reworded\n */' : '/* reworded */';
    if (blanks) return offset === 0 || source[offset - 1] === '\n' ? blanks : ' \t ';
    return ' /* laid out */ // anew\n\n// a comment-only line\n';
  });
}

const notSame = (before: string, after: string) => ({ before, after, same: sameGoCode(before, after) || sameGoCode(after, before) });

describe('Go files whose code did not change', () => {
  let plugin: LanguagePlugin;
  beforeAll(async () => {
    plugin = await goLanguage.create();
  });

  test('every fixture file laid out anew holds the same code, and parses to the same CST and tokens', () => {
    const files = filesUnder(FIXTURES, (name) => name.endsWith('.go'));
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const relaid = laidOutAnew(source);
      expect(relaid).not.toBe(source);
      expect({ file, same: sameGoCode(source, relaid) }).toEqual({ file, same: true });
      expect({ file, ...parsedShape(plugin, 'a/a.go', relaid) }).toEqual({ file, ...parsedShape(plugin, 'a/a.go', source) });
    }
  });

  test('comments and blanks changed: the same code', () => {
    const before = '// Package a does.\npackage a\n\n// F adds.\nfunc F(x, y int) int {\n\treturn x + y // sum\n}\n';
    const after = '/* Licence. */\npackage a\n// F adds x and y.\nfunc F(x,y  int)  int  {\n    return x+y\n\n\n}';
    expect(sameGoCode(before, after)).toBe(true);
    expect(sameGoCode('', '// nothing but a comment\n')).toBe(true);
    expect(sameGoCode('package a\n', '// Licence.\n\npackage a\n')).toBe(true);
    expect(sameGoCode('//go:build linux\n\npackage a\n', '// Licence.\n\n//go:build linux\n\npackage a\n')).toBe(true);
    expect(sameGoCode('var s = `a\n\tb`\r\n', 'var s = `a\n\tb` /* raw */\n')).toBe(true);
  });

  test('any token changed, added or removed: not the same code', () => {
    const base = 'package a\n\nfunc f(x int) int { x <<= 1; x &^= 2; return x - -1 }\nvar s = "a b"\nvar r = \'\\n\'\n';
    for (const changed of [
      base.replace('<<=', '< <='),
      base.replace('&^=', '& ^='),
      base.replace('x - -1', 'x -- 1'),
      base.replace('"a b"', '"a  b"'),
      base.replace('"a b"', '`a b`'),
      base.replace("'\\n'", "'\\t'"),
      base.replace('return x', 'return y'),
      `${base}var t int\n`,
      base.replace('var s = "a b"\n', ''),
      base.replace('f(x int)', 'f(xint)'),
    ]) {
      expect(notSame(base, changed)).toEqual({ before: base, after: changed, same: false });
    }
    // A sign belongs to a number only before a digit: `0xe+=1` holds `+=`.
    expect(notSame('package a\nvar x = 0xe+=1\n', 'package a\nvar x = 0xe+ =1\n').same).toBe(false);
  });

  test('a raw string whose lines changed: not the same code', () => {
    const before = 'package a\n\nvar s = `one\n    two`\n';
    expect(notSame(before, before.replace('    two', '  two')).same).toBe(false);
  });

  test('a line break between tokens may end a statement: added, removed or hidden in a block comment, not the same code', () => {
    const before = 'package a\n\nfunc f() int {\n\treturn 1 +\n\t\t2\n}\n';
    expect(notSame(before, before.replace('+\n\t\t2', '+ 2')).same).toBe(false);
    expect(notSame(before, before.replace('return 1', 'return\n1')).same).toBe(false);
    expect(notSame('package a\nvar x = 1 /* a\n */ + 2\n', 'package a\nvar x = 1 /* a */ + 2\n').same).toBe(false);
  });

  test('a comment the toolchain reads changed, added, removed or moved: not the same code', () => {
    // Without directives read as tokens, each of these would be a comment changed.
    const base = '//go:build linux\n\npackage a\n\n//go:generate stringer -type=T\n\n//go:noinline\nfunc f() {}\n';
    for (const changed of [
      base.replace('linux', 'darwin'),
      base.replace('//go:build linux', '// +build linux'),
      base.replace('//go:noinline\n', ''),
      base.replace('//go:noinline\n', '\t//go:noinline\n'),
      base.replace('func f() {}\n', 'func f() {} //go:noinline\n'),
      base.replace('stringer', 'stringer '),
      `${base}\n//export f\nfunc g() {}\n`.replace('//export f', '//export g'),
      base.replace('func f() {}', '//line a.go:10\nfunc f() {}'),
      base.replace('func f() {}', 'func f() { /*line a.go:10*/ }'),
    ]) {
      expect(notSame(base, changed)).toEqual({ before: base, after: changed, same: false });
    }
    expect(sameGoCode(base, base.replace('\n\npackage', '\n\n// Package a.\npackage'))).toBe(true);
  });

  test('a cgo file is not read: the comment before import "C" is C code', () => {
    // Its preamble changed would otherwise be a comment changed.
    const cgo = (header: string) => `package a\n\n// #include <${header}>\nimport "C"\n`;
    expect(notSame(cgo('stdio.h'), cgo('stdlib.h')).same).toBe(false);
    expect(sameGoCode('package a\n\nimport (\n\t"fmt"\n\t"C"\n)\n', 'package a\n\nimport (\n\t"fmt"\n\t"C"\n)\n')).toBe(false);
    // A string "C" elsewhere is no import.
    expect(sameGoCode('package a\n\nvar s = []string{"C", "D"}\n', 'package a\n\n// Letters.\nvar s = []string{"C", "D"}\n')).toBe(true);
  });

  test('text decoded from bytes that were not UTF-8 is not read', () => {
    // Go rejects a file that is not UTF-8, comments included.
    expect(notSame('package a // caf\uFFFD\n', 'package a // caf\u00e9\n').same).toBe(false);
  });

  test('text Go cannot read is never the same code', () => {
    for (const text of ['package a\nvar x = $1\n', 'package a\nvar s = "never closed\n', 'package a\nvar s = `never closed\n', 'package a /* never closed\n', 'package a\nvar c = \'a\n']) {
      expect({ text, same: sameGoCode(text, text) }).toEqual({ text, same: false });
    }
  });
});
