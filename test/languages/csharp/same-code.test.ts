import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cSharpLanguage } from '../../../src/languages/csharp';
import { sameCSharpCode } from '../../../src/languages/csharp/same-code';
import type { LanguagePlugin } from '../../../src/languages/plugin';
import { cstShape, cstTokenTexts, filesEndingWith } from '../../helpers/c-family-layout';

const COMMENT = String.raw`//[^\n]*|/\*[^*]*\*+(?:[^/*][^*]*\*+)*/`;
const KEPT_OR_LAYOUT = new RegExp(
  [
    String.raw`(?<=^[ \t]*)#[^\n]*`, // a directive, to its line's end
    String.raw`\$?@\$?"(?:[^"]|"")*"`, // verbatim strings
    String.raw`\$?"(?:[^"\\\n]|\\.)*"`, // strings, interpolated ones with no string in a hole
    String.raw`'(?:[^'\\\n]|\\.)*'`,
    String.raw`((?:[ \t\r\n]|${COMMENT})+)`,
  ].join('|'),
  'gm',
);

/**
 * The same C# laid out anew: every stretch of blanks and comments between two tokens replaced by
 * others (a line comment on a line of its own where a line break was, a block comment where a
 * blank was, nothing where nothing was); directives as written.
 */
function laidOutAnew(source: string): string {
  return source.replace(KEPT_OR_LAYOUT, (whole, layout: string | undefined) => {
    if (layout === undefined) return whole;
    return /[\r\n]/.test(layout.replace(new RegExp(COMMENT, 'g'), ' ')) ? '\n\t// laid out anew\n\t\t' : ' /* was a blank */ ';
  });
}

/** `changed` is other code than `base`, read either way round. */
function expectOtherCode(base: string, changed: string): void {
  expect({ changed, same: sameCSharpCode(base, changed) }).toEqual({ changed, same: false });
  expect({ changed, same: sameCSharpCode(changed, base) }).toEqual({ changed, same: false });
}

describe('C# files whose code did not change', () => {
  let plugin: LanguagePlugin;
  beforeAll(async () => {
    plugin = await cSharpLanguage.create();
  });

  test('every C# fixture file laid out anew holds the same code, and parses to the same CST and tokens', () => {
    const files = filesEndingWith(join(__dirname, '../../fixtures'), ['.cs']);
    expect(files.length).toBeGreaterThan(30);
    let compared = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const relaid = laidOutAnew(source);
      if (relaid === source) continue;
      compared++;
      expect({ file, same: sameCSharpCode(source, relaid) }).toEqual({ file, same: true });
      const original = plugin.parse([{ path: 'A.cs', content: source }]);
      const anew = plugin.parse([{ path: 'A.cs', content: relaid }]);
      try {
        expect({ file, shape: cstShape(anew), tokens: cstTokenTexts(anew) }).toEqual({ file, shape: cstShape(original), tokens: cstTokenTexts(original) });
      } finally {
        original.release?.();
        anew.release?.();
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  test('comments, blanks and line breaks changed around every kind of literal: the same code', () => {
    const before = 'class A {\n  string s = $"a {x:0.00} {y ?? ""} {(b ? 1 : 2)}", v = @"c "" // d", r = """e " f""";\n  char c = \'"\';\n}\n';
    const after = '/* licence */\nclass A\n{\n\tstring s = $"a {x:0.00} {y ?? ""} {(b ? 1 : 2)}",  // interpolated\n\t\tv = @"c "" // d", r = """e " f""";\n\tchar c = \'"\'; /* a quote */\n}\n';
    expect(sameCSharpCode(before, after)).toBe(true);
    expect(sameCSharpCode('', '// nothing but a comment\n')).toBe(true);
    // A hole's format is text to its brace: `\\:` is an escape there, no code.
    expect(sameCSharpCode('string s = $"{t:hh\\:mm}";', 'string s = $"{t:hh\\:mm}"; // time')).toBe(true);
  });

  test('any token or literal changed, or two tokens that touched apart: not the same code', () => {
    const base = 'class A { int F(int x) { return x >> 1; } string s = $"a {x} b", v = @"c "" // d"; }';
    for (const changed of [
      base.replace('x >> 1', 'x > > 1'),
      base.replace('x >> 1', 'x >>1'),
      base.replace('{x}', '{x }'),
      base.replace('// d', '// e'),
      base.replace('return x', 'return y'),
      `${base} class B {}`,
      base.replace('int x', 'intx'),
    ])
      expectOtherCode(base, changed);
  });

  test('a line break before or after a directive, or a directive\'s own text: not the same code', () => {
    expectOtherCode('#if DEBUG\nclass A {}\n#endif\n', '#if DEBUG class A {}\n#endif\n');
    expectOtherCode('class A {}\n#if DEBUG\n#endif\n', 'class A {} #if DEBUG\n#endif\n');
    // After #region or #pragma, `//` is the directive's text; after #if a comment, compared as written.
    expectOtherCode('#region a // b\n#endregion\n', '#region a // c\n#endregion\n');
    expect(sameCSharpCode('  #region a\n\nclass A {}\n#endregion\n', '#region a\nclass A {}\n\t#endregion\n')).toBe(true);
  });

  // Each guard below: the texts would read as the same code without it.
  test('a comment before `#` makes no directive: its line break means nothing', () => {
    expectOtherCode('/* c */ #if X\nclass A {}\n#endif\n', '#if X\nclass A {}\n#endif\n');
  });

  test('a block comment holding a line that starts with `#` is unreadable (in a skipped section it is a directive)', () => {
    expectOtherCode('#if false\n/*\n#endif\nclass A {}\n*/\n', '#if false\n/*\n#endif\nclass B {}\n*/\n');
  });

  test('Unicode line breaks end a line comment and a line; Unicode space separators are blanks', () => {
    expectOtherCode('class A { int a; // x\u2028int b; }', 'class A { int a; // y\u2028int c; }');
    expectOtherCode('class A {}\u2028#if X\n#endif\n', 'class A {} #if X\n#endif\n');
    expect(sameCSharpCode('class A {}\n#if X\n#endif\n', 'class A {}\n\u00a0\u00a0#if X\n#endif\n')).toBe(true);
    expectOtherCode('class A { int a; }', 'class A { int\u00a0a; }'.replace('\u00a0', ''));
    // A byte order mark inside the text: not read.
    expectOtherCode('class A { int a; }\n', 'class A { int a; }\n\ufeffclass B {}'.replace('class B {}', ''));
  });

  test('a raw string ends at its own count of quotes; a hole\'s format ends at its brace', () => {
    expectOtherCode('string s = """a "" // b""";', 'string s = """a "" // c""";');
    expectOtherCode('string s = $"{x:N2} // a";', 'string s = $"{x:N2} // b";');
    expectOtherCode('string s = $"{F("}")} // a";', 'string s = $"{F("}")} // b";');
  });

  test('text decoded from bytes that were not UTF-8 is not read: two different bytes read alike', () => {
    expectOtherCode('class A { string s = "caf\uFFFD"; }', 'class A { string s = "caf\uFFFD"; }');
    expectOtherCode('class A { } // caf\uFFFD\n', 'class A { } // caf\u00e9\n');
    expect(sameCSharpCode('class A { } // caf\u00e9\n', 'class A { } // cafe\n')).toBe(true);
  });

  test('text the lexer cannot read is never the same code', () => {
    expectOtherCode('class A { string s = "never closed; }', 'class A { string s = "never closed; }');
    expectOtherCode('class A { string s = $"{x // c}"; }', 'class A { string s = $"{x // c}"; }');
    expectOtherCode('class A { string s = $$"""{{x}}"""; }', 'class A { string s = $$"""{{x}}"""; }');
    expectOtherCode('class \\u0041 {}', 'class \\u0041 {}');
  });
});
