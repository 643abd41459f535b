import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCPlugin } from '../../../src/languages/c';
import { sameCCode, sameCppCode } from '../../../src/languages/c-family-same-code';
import type { LanguagePlugin } from '../../../src/languages/plugin';
import { cstShape, cstTokenTexts, filesEndingWith, laidOutAnew, reworded } from '../../helpers/c-family-layout';

/** Both C-family lexers: whatever C's reads as the same code, C++'s does too (C++ reads more literals). */
const bothSame = (before: string, after: string) => ({ c: sameCCode(before, after), cpp: sameCppCode(before, after) });

/** `changed` is other code than `base`, read either way round, by both lexers. */
function expectOtherCode(base: string, changed: string): void {
  expect({ changed, ...bothSame(base, changed) }).toEqual({ changed, c: false, cpp: false });
  expect({ changed, ...bothSame(changed, base) }).toEqual({ changed, c: false, cpp: false });
}

describe('C files whose code did not change', () => {
  let plugin: LanguagePlugin;
  beforeAll(async () => {
    plugin = await createCPlugin();
  });

  // The CST is compared on the reworded text: the plugin's text masks (an attribute macro before a
  // function's name) read blanks, not comments, between tokens; a file whose code did not change
  // is left out before it is parsed.
  test('every C fixture file laid out anew holds the same code; reworded, it parses to the same CST and tokens', () => {
    const files = filesEndingWith(join(__dirname, '../../fixtures'), ['.c', '.h']);
    expect(files.length).toBeGreaterThan(100);
    let compared = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const [relaid, rewritten] = [laidOutAnew(source), reworded(source)];
      if (relaid === source) continue;
      compared++;
      expect({ file, anew: bothSame(source, relaid), reworded: bothSame(source, rewritten) }).toEqual({ file, anew: { c: true, cpp: true }, reworded: { c: true, cpp: true } });
      const original = plugin.parse([{ path: 'a.c', content: source }]);
      const anew = plugin.parse([{ path: 'a.c', content: rewritten }]);
      try {
        expect({ file, shape: cstShape(anew), tokens: cstTokenTexts(anew) }).toEqual({ file, shape: cstShape(original), tokens: cstTokenTexts(original) });
      } finally {
        original.release?.();
        anew.release?.();
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  test('comments, blanks and line breaks outside directives changed: the same code', () => {
    const before = '/* Old licence. */\n#include <stdio.h>\n#define TWICE(x) ((x) * 2)\nint f(int x) { return TWICE(x) >> 1; } // half\n';
    const after = '/*\n * New licence.\n */\n\n  #  include <stdio.h> // standard\n#define TWICE(x) /* doubled */ ((x)\t*\t2)\nint f(int x)\n{\n\treturn TWICE(x) >> 1;\n}\n';
    expect(bothSame(before, after)).toEqual({ c: false, cpp: false });
    // `#  include` is `#include`, but the lexer compares whether tokens touch: the same code needs `# include` kept.
    const kept = after.replace('#  include', '#include');
    expect(bothSame(before, kept)).toEqual({ c: true, cpp: true });
    expect(bothSame('', '// nothing but a comment\n')).toEqual({ c: true, cpp: true });
    // CRLF line ends for LF ones; a byte order mark.
    expect(bothSame(before, before.replace(/\n/g, '\r\n'))).toEqual({ c: true, cpp: true });
    expect(bothSame(before, `\uFEFF${before}`)).toEqual({ c: true, cpp: true });
  });

  test('a comment spanning lines inside a directive, or a line splice, keeps the directive going', () => {
    const before = '#define SUM(a, b) (a) + \\\n  (b)\nint x;\n';
    expect(bothSame(before, before.replace('(a) +', '(a) /* first\n operand */ +'))).toEqual({ c: true, cpp: true });
    expect(bothSame(before, before.replace('\\\n  (b)', '\\\r\n\t\t(b)'))).toEqual({ c: true, cpp: true });
  });

  test('any token changed, added or removed: not the same code', () => {
    const base = 'int f(int x) { return x >> 1; }\nconst char *s = "a b";\nchar c = \'c\';\n';
    for (const changed of [
      base.replace('x >> 1', 'x > > 1'),
      base.replace('"a b"', '"a  b"'),
      base.replace("'c'", "' c'"),
      base.replace('return x', 'return y'),
      `${base}int g;\n`,
      base.replace('char c', 'char'),
      base.replace('int x', 'intx'),
    ])
      expectOtherCode(base, changed);
  });

  test('whether two tokens touch: not the same code (stringizing, function-like macros)', () => {
    // `#x` spells the argument's tokens with one space wherever they were apart: S(a+b) is "a+b", S(a + b) "a + b".
    expectOtherCode('const char *s = S(a+b);', 'const char *s = S(a + b);');
    expectOtherCode('const char *s = S(a+b);', 'const char *s = S(a/**/+b);');
    // A parenthesis that touches the name makes a function-like macro.
    expectOtherCode('#define F(x) (x)\n', '#define F (x) (x)\n');
  });

  test('a line break that ends or starts a directive: not the same code', () => {
    expectOtherCode('#define A 1\nint x;\n', '#define A 1 int x;\n');
    expectOtherCode('#define A 1\n#define B 2\n', '#define A 1 #define B 2\n');
    expectOtherCode('int x;\n#pragma once\n', 'int x; #pragma once\n');
    // A comment's own line break ends no line: `int x;` is part of the directive.
    expectOtherCode('#define A 1 /* a */\nint x;\n', '#define A 1 /* a\n */ int x;\n');
    // A directive's `#` stands first on its line, after blanks and comments.
    expect(bothSame('int x;\n#define A 1\n', 'int x;\n /* c */ #define A 1\n')).toEqual({ c: true, cpp: true });
  });

  test('a line splice joined or split: not the same code', () => {
    // Spliced, the next line continues the directive, or the line comment (hiding `f();`).
    expectOtherCode('#define A 1 \\\n  + 2\n', '#define A 1\n  + 2\n');
    expectOtherCode('int x; // note\nf();\n', 'int x; // note \\\nf();\n');
    expectOtherCode('int x;\nf();\n', 'int x; // note \\\nf();\n');
  });

  // Each guard below: the texts would read as the same code without it.
  test('a splice next to punctuation that joins nothing keeps the lexer reading', () => {
    const before = '#define F(x)\\\nfoo(x);\\\n  bar(x)\nint y;\n';
    expect(bothSame(before, before.replace('foo(x);', 'foo(x); /* call */'))).toEqual({ c: true, cpp: true });
    expect(bothSame(before, `// header\n${before}`)).toEqual({ c: true, cpp: true });
    const template = '#define CMP(op) \\\ntemplate <typename T>\\\nbool cmp(T a) { return a op 0; }\n';
    expect(bothSame(template, `${template}// after\n`)).toEqual({ c: true, cpp: true });
    expect(bothSame('#include "//\'a\'"\n', '#include "//\'a\'" // b\n')).toEqual({ c: true, cpp: true });
  });

  test('a splice between two characters of a token is unreadable (`u\\⏎8R"(` opens a raw string)', () => {
    // Read as `u`, `8R` and a string, the raw string's `//` would open a comment.
    expectOtherCode('s = u\\\n8R"(a " // x)";\n', 's = u\\\n8R"(a " // y)";\n');
    // `/\⏎/` opens a comment, `1e\⏎+5` is one number: such text is unreadable, even against itself.
    expectOtherCode('x = a /\\\n/ b;\n', 'x = a /\\\n/ b;\n');
    expectOtherCode('x = 1e\\\n+5;\n', 'x = 1e\\\n+5;\n');
  });

  test('a backslash and blanks before a line break is unreadable (GCC splices, the standard does not)', () => {
    expectOtherCode('int x; // note\nf();\n', 'int x; // note \\  \nf();\n');
    expectOtherCode('int x; // note \\  \nf();\n', 'int x; // other \\  \nf();\n');
  });

  test('a `*` spliced to a `/` closes a block comment: unreadable', () => {
    expectOtherCode('/* a * / f(); */ g();', '/* a *\\\n/ f(); */ g();');
  });

  test('trigraphs that are a backslash or a `#` are unreadable; `%:` (a `#`) too', () => {
    expectOtherCode('int x; // a ??/\nf();\n', 'int x; // a\nf();\n');
    expectOtherCode('??=define A 1\nint x;\n', '??=define A 1 int x;\n');
    expectOtherCode('%:define A 1\nint x;\n', '%:define A 1 int x;\n');
  });

  test('a header name is one token: its blanks count, a `//` in it is no comment', () => {
    expectOtherCode('#include <a b.h>\n', '#include <a  b.h>\n');
    expectOtherCode('#if __has_include(<a b.h>)\n#endif\n', '#if __has_include(<a  b.h>)\n#endif\n');
    expectOtherCode('#include <a//b.h>\n', '#include <a//c.h>\n');
    expect(bothSame('#include <a//b.h>\n', '#include <a//b.h> // b\n')).toEqual({ c: true, cpp: true });
    expect(bothSame('#include "a.h" /* a */\n', '#include "a.h" // b\n')).toEqual({ c: true, cpp: true });
  });

  test('a quote in what may be a header name is unreadable: a C `import` may be a variable, and `<` a less-than', () => {
    expectOtherCode('import <"a>//b";\n', 'import <"a>//c";\n');
  });

  test('C++20 import and module lines end at their line break; an import names a header', () => {
    expectOtherCode('import <a.h>;\nint x;\n', 'import <a.h>; int x;\n');
    expectOtherCode('export import <a b.h>;\n', 'export import <a  b.h>;\n');
    expectOtherCode('module;\nint x;\n', 'module; int x;\n');
  });

  test('C reads a digit separator and a raw string otherwise than C++: unreadable to C only where the readings part', () => {
    // C before C23 opens a character constant at the `'`; C++ and C23 read one number.
    expect(bothSame("int x = 1'000; // a\n", "int x = 1'000; // b\n")).toEqual({ c: false, cpp: true });
    expectOtherCode("int x = 1'000;\n", "int x = 1'0 00;\n");
    // C reads the identifier R and the string "(a" before `)"`; C++ one raw string.
    expect(bothSame('s = R"(a" b)"; // a\n', 's = R"(a" b)"; // b\n')).toEqual({ c: false, cpp: true });
    // Where both readings end the string at one place, C reads on.
    expect(bothSame('s = R"(a b)"; // a\n', 's = R"(a b)"; // b\n')).toEqual({ c: true, cpp: true });
  });

  test('text decoded from bytes that were not UTF-8 is not read: two different bytes read alike', () => {
    expect(bothSame('char *s = "caf\uFFFD";\n', 'char *s = "caf\uFFFD";\n')).toEqual({ c: false, cpp: false });
    expect(bothSame('int x; // caf\uFFFD\n', 'int x; // caf\u00e9\n')).toEqual({ c: false, cpp: false });
    expect(bothSame('int x; // caf\u00e9\n', 'int x; // cafe\n')).toEqual({ c: true, cpp: true });
  });

  test('text the lexer cannot read is never the same code', () => {
    expectOtherCode('char *s = "never closed;\n', 'char *s = "never closed;\n');
    expectOtherCode('/* never closed\nint x;\n', '/* never closed\nint x;\n');
    expectOtherCode("#error don't\n", "#error don't\n");
    expectOtherCode('int \\u00e9t\\u00e9 = 1;\n', 'int \\u00e9t\\u00e9 = 1;\n');
  });
});
