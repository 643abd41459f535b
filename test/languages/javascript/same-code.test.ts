import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { forEachNode, type CstRoot } from '../../../src/core/cst';
import { createJavaScriptPlugin } from '../../../src/languages/javascript';
import { sameJavaScriptCode } from '../../../src/languages/javascript/same-code';
import type { LanguagePlugin } from '../../../src/languages/plugin';
import { createTypeScriptPlugin } from '../../../src/languages/typescript';
import { loadGrammar, Parser, type SyntaxNode } from '../../../src/languages/tree-sitter';

const ENDINGS = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx'];

/** Every file of the JavaScript family under `dir`, recursively. */
function familyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return familyFiles(path);
    return ENDINGS.includes(extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Leaves the lexer reads whole (literals), and what the language ignores (comments). */
const WHOLE = new Set(['string', 'template_string', 'regex', 'hash_bang_line']);
const IGNORED = new Set(['comment', 'html_comment']);
/** Where the text may hold JSX, or a `<T>x` cast that reads like it where a `</` follows: the lexer cannot tell them from code. */
const JSX = /^jsx_/;
const CAST = 'type_assertion';
/** Comments a compiler reads (Flow's pragma and types, TypeScript's, JSX's): the lexer counts them as code changed. */
const COMPILER_COMMENT = /@flow|@ts-|@jsx|\/\*::?|\/\/\/\s*</;

/** The tree's tokens as [start, end] in text order: literals whole, comments left out. */
function tokenSpans(node: SyntaxNode, spans: Array<[number, number]>): void {
  if (IGNORED.has(node.type)) return;
  if (node.childCount === 0 || WHOLE.has(node.type)) {
    if (node.endIndex > node.startIndex) spans.push([node.startIndex, node.endIndex]);
    return;
  }
  for (const child of node.children) if (child) tokenSpans(child, spans);
}

function holds(node: SyntaxNode, type: (type: string) => boolean): boolean {
  return type(node.type) || node.children.some((child) => child !== null && holds(child, type));
}

/**
 * The same code laid out anew: every stretch of blanks and comments between two of the tree's
 * tokens replaced by other blanks and comments that keep what it means, a line break or not
 * (a line comment and a line break for a stretch holding one, a block comment on one line
 * otherwise); no blank where none was.
 */
function laidOutAnew(source: string, spans: ReadonlyArray<[number, number]>): string {
  const parts: string[] = [];
  let end = 0;
  for (const [start, stop] of spans) {
    const gap = source.slice(end, start);
    if (gap.length > 0) parts.push(/[\n\r\u2028\u2029]/.test(gap) ? (end === 0 ? '// laid out anew\n' : ' // laid out anew\n\t\t') : ' /* was a blank */ ');
    parts.push(source.slice(start, stop));
    end = stop;
  }
  parts.push(source.slice(end));
  return parts.join('');
}

/**
 * What the analysis reads of a CST: each node's kind, names, signature, types and parameters. An
 * anonymous function's name holds a hash of its text (`run()#1u0mal5`), comments too: left out;
 * TypeScript's types are their text, comments and blanks too: read without them.
 */
function shape(root: CstRoot): string[] {
  const shapes: string[] = [];
  const withoutLayout = (text: string) => text.replace(/\/\*[^]*?\*\/|\/\/ laid out anew/g, ' ').replace(/\s+/g, ' ').replace(/ ?([(),:;<>[\]|&]) ?/g, '$1').trim();
  forEachNode(root, (node) => shapes.push(withoutLayout([node.type, node.namespace ?? '', node.localName.replace(/#[0-9a-z]+$/, ''), node.signature ?? '', node.returnType ?? '', node.fieldType ?? '', node.parameters.map((p) => `${p.type ?? ''} ${p.name}`).join(','), node.stereotypes.join(',')].join('|'))));
  return shapes;
}

function tokenTexts(root: CstRoot): string[] {
  return [...root.tokens.values()].flatMap((file) => file.texts);
}

describe('JavaScript and TypeScript files whose code did not change', () => {
  let javaScript: LanguagePlugin;
  let typeScript: LanguagePlugin;
  const parsers = new Map<string, Parser>();
  beforeAll(async () => {
    [javaScript, typeScript] = await Promise.all([createJavaScriptPlugin(), createTypeScriptPlugin()]);
    const grammars = {
      js: await loadGrammar('tree-sitter-javascript', 'tree-sitter-javascript.wasm'),
      ts: await loadGrammar('tree-sitter-typescript', 'tree-sitter-typescript.wasm'),
      tsx: await loadGrammar('tree-sitter-typescript', 'tree-sitter-tsx.wasm'),
    };
    for (const [ending, language] of [['.js', grammars.js], ['.jsx', grammars.js], ['.mjs', grammars.js], ['.cjs', grammars.js], ['.ts', grammars.ts], ['.tsx', grammars.tsx]] as const) {
      const parser = new Parser();
      parser.setLanguage(language);
      parsers.set(ending, parser);
    }
  });
  afterAll(() => {
    for (const parser of parsers.values()) parser.delete();
  });

  test('every fixture file laid out anew holds the same code, and parses to the same CST and tokens; a file that may hold JSX, or a comment a compiler reads, is never the same', async () => {
    const files = familyFiles(join(__dirname, '../../fixtures'));
    expect(files.length).toBeGreaterThan(300);
    let compared = 0;
    let unsure = 0;
    for (const file of files) {
      const ending = extname(file);
      const source = readFileSync(file, 'utf8');
      const tree = parsers.get(ending)!.parse(source)!;
      const spans: Array<[number, number]> = [];
      const mayHoldJsx = holds(tree.rootNode, (type) => JSX.test(type)) || (source.includes('</') && holds(tree.rootNode, (type) => type === CAST));
      tokenSpans(tree.rootNode, spans);
      tree.delete();
      const relaid = laidOutAnew(source, spans);
      if (mayHoldJsx || COMPILER_COMMENT.test(source)) {
        unsure++;
        expect({ file, same: sameJavaScriptCode(source, relaid) }).toEqual({ file, same: false });
        continue;
      }
      if (relaid === source) continue;
      compared++;
      expect({ file, same: sameJavaScriptCode(source, relaid) }).toEqual({ file, same: true });
      const plugin = ending.startsWith('.t') ? typeScript : javaScript;
      const path = `a${ending}`;
      await plugin.prepare?.([{ path, content: source }]);
      const original = plugin.parse([{ path, content: source }]);
      const anew = plugin.parse([{ path, content: relaid }]);
      try {
        expect({ file, shape: shape(anew), tokens: tokenTexts(anew) }).toEqual({ file, shape: shape(original), tokens: tokenTexts(original) });
      } finally {
        original.release?.();
        anew.release?.();
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(unsure).toBeGreaterThan(0);
    expect(unsure).toBeLessThan(files.length / 10);
  });

  test('comments and blanks changed: the same code', () => {
    const before = '/** Old licence. */\nexport function f(x) {\n  return x >> 1; // shift\n}\n';
    const after = '\n/*\n * New licence.\n */\nexport function f(x)   { /* why */\n\treturn x >> 1;\n}\n';
    expect(sameJavaScriptCode(before, after)).toBe(true);
    expect(sameJavaScriptCode('', '// nothing but a comment\n')).toBe(true);
    expect(sameJavaScriptCode('#!/usr/bin/env node\nrun();', '#!/usr/bin/env node\n// runs\nrun();')).toBe(true);
  });

  test('any token changed, added or dropped, or a literal whose blanks changed: not the same code', () => {
    const base = "const f = (x, y) => x >>> 1 + y?.z ?? 0x1_0n; let s = 'a b', t = `c ${x} d`, r = /e f/g;";
    for (const changed of [
      base.replace('>>>', '>> >'),
      base.replace('?.z', '? .z'),
      base.replace('0x1_0n', '0x1_ 0n'),
      base.replace("'a b'", "'a  b'"),
      base.replace('`c ${x} d`', '`c  ${x} d`'),
      base.replace('/e f/g', '/e  f/g'),
      base.replace('/e f/g', '/e f/ g'),
      base.replace('x >>>', 'y >>>'),
      `${base} f();`,
      base.replace(', y', ''),
      base.replace('let s', 'lets'),
    ]) {
      expect({ changed, same: sameJavaScriptCode(base, changed) }).toEqual({ changed, same: false });
      expect({ changed, same: sameJavaScriptCode(changed, base) }).toEqual({ changed, same: false });
    }
  });

  test('a line break between two tokens, or a block comment holding one, may end a statement: not the same code', () => {
    for (const [before, after] of [
      ['return x;', 'return\nx;'],
      ['a = b\n(c)', 'a = b(c)'],
      ['a\n++b', 'a++\nb'],
      ['return /* */ x;', 'return /*\n*/ x;'],
      ['return x;', 'return\u2028x;'],
      ['return x;', 'return // why\nx;'],
    ]) {
      expect({ before, after, same: sameJavaScriptCode(before, after) }).toEqual({ before, after, same: false });
    }
    // A line break where one was already: a comment may come and go.
    expect(sameJavaScriptCode('a = b\n(c)', 'a = b /*\n */ (c)')).toBe(true);
  });

  test('templates: a substitution ends at its own brace, strings and templates nest in it', () => {
    const before = 'x = `a ${ { b: "}" }.b } c ${ `d ${ e /* } */ }` }`; // `';
    expect(sameJavaScriptCode(before, before.replace('/* } */', '/* { */').replace('// `', ''))).toBe(true);
    expect(sameJavaScriptCode(before, before.replace('} c ${', '}  c ${'))).toBe(false);
    expect(sameJavaScriptCode(before, before.replace('`d ${', '`d  ${'))).toBe(false);
    expect(sameJavaScriptCode('x = `a ${ b', 'x = `a ${ b')).toBe(false);
    // Past the substitution's `}`, the template's text: `// q` in it is no comment.
    expect(sameJavaScriptCode('x = `${a} // q`\ny();', 'x = `${a} // r`\ny();')).toBe(false);
  });

  test('a regular expression is read whole where an expression starts: its `//`, `/*` and quotes are not comments nor strings', () => {
    const before = "x = a.replace(/[/]\\/*'/g, '') + b; // c";
    expect(sameJavaScriptCode(before, before.replace('// c', '// d'))).toBe(true);
    expect(sameJavaScriptCode(before, before.replace("/*'/g", "/* '/g"))).toBe(false);
    expect(sameJavaScriptCode('return /a/.test(s) / 2 / 3;', 'return /a/.test(s) /* half */ / 2 / 3;')).toBe(true);
    // With the `v` flag a class nests: `/[[']/']/v` is one regular expression, without it `/[[']/` is: unsure.
    // Read without nesting, `']/v + '` would be a string and `//' + y` a comment.
    expect(sameJavaScriptCode("x = /[[']/']/v + '//' + y", "x = /[[']/']/v + '//' + z")).toBe(false);
    // A `[` in a class without the `v` flag: one reading only.
    expect(sameJavaScriptCode('s.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&") // c', 's.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&")')).toBe(true);
    // A regular expression ends at its line, an escaped line break too.
    expect(sameJavaScriptCode('x = /a\\\n/; // c', 'x = /a\\\n/; // c')).toBe(false);
  });

  test('a `/` that may divide or open a regular expression: unsure where the choice would change a comment or a string', () => {
    // `if (a) / b; // c` is `if (a) (/ b; /) / c` to JavaScript: the `// c` is code.
    expect(sameJavaScriptCode('if (a) / b; // c', 'if (a) / b; // d')).toBe(false);
    // After `}`, a block or an object: under one reading a string, under the other a regular expression, `'//'` holds no comment.
    expect(sameJavaScriptCode("x = {} / b + '/' + '//' + c", "x = {} / b + '/' + '//' + d")).toBe(false);
    // A template going on past the line under one reading: there `// q` is the template's text.
    expect(sameJavaScriptCode('x = {} / b / c + `\n// q\n`;\n// `', 'x = {} / b / c + `\n// r\n`;\n// `')).toBe(false);
    // A block comment under one reading, a regular expression's text under the other.
    expect(sameJavaScriptCode('x = {} / b /* c */ / d', 'x = {} / b /* e */ / d')).toBe(false);
    expect(sameJavaScriptCode('x = {} / b /* c */\n/ d', 'x = {} / b /* e */\n/ d')).toBe(false);
    // Past the line, both readings agree again: a comment there is a comment.
    expect(sameJavaScriptCode('y = {} / b / c;\n// d\nz();', 'y = {} / b / c;\n// e\nz();')).toBe(true);
    // No other `/` on the line: a regular expression would not close, so a division.
    expect(sameJavaScriptCode('y = {} / b;', 'y = {}  /  b;')).toBe(true);
    expect(sameJavaScriptCode('y = `${ {} / b / c}`', 'y = `${ {} / b /c}`')).toBe(false);
    // `yield` is a keyword or a name: in a generator `/x'/` is a regular expression and `z` is code; read as a division, `//' + z` would be a comment.
    expect(sameJavaScriptCode("yield /x'/.test(s) + '//' + z", "yield /x'/.test(s) + '//' + w")).toBe(false);
    // A line break after an operand: TypeScript may end the declaration there (`let x: T[]` `/x/g.test(s)`).
    expect(sameJavaScriptCode("let x: T[]\n/ x / g.test('//')", "let x: T[]\n/ x / g.test('//') // c")).toBe(false);
    // `a++ / b` divides, `++/x/.lastIndex` is a regular expression: read as `/ x + '/`, `//' + z` would be a comment.
    expect(sameJavaScriptCode("a++ / x + '/' + '//' + z", "a++ / x + '/' + '//' + w")).toBe(false);
  });

  test('a `)` closing a call or a group divides; one closing a statement\'s condition is followed by a regular expression', () => {
    expect(sameJavaScriptCode("y = f(x) / b / c + '//'; // d", "y = f(x) /* why */ / b / c + '//';")).toBe(true);
    expect(sameJavaScriptCode("if (a) /b'/g.test(s); // c", "if (a) /b'/g.test(s); /* d */")).toBe(true);
    expect(sameJavaScriptCode("if (a) /b'/g.test(s);", "if (a) /b' /g.test(s);")).toBe(false);
    expect(sameJavaScriptCode("for await (const x of y) /b'/g.test(x); // c", "for await (const x of y) /b'/g.test(x);")).toBe(true);
    expect(sameJavaScriptCode("x.if(a) / b / c + '//'; // d", "x.if(a) / b / c + '//';")).toBe(true);
    // A `(` read inside a `/` read to the line's end: which `(` the next `)` closes is unknown from there on.
    // Here the third `)` closes `if (`, and `/x'/` is a regular expression: `z` is code.
    expect(sameJavaScriptCode("g(function () { if (f({} / (b / c\n))) /x'/.test(s) + '//' + z\n})", "g(function () { if (f({} / (b / c\n))) /x'/.test(s) + '//' + w\n})")).toBe(false);
  });

  test('JSX text is not JavaScript: a text that may hold JSX is never the same code', () => {
    // `//` in JSX text is text, not a comment.
    expect(sameJavaScriptCode('x = <a href="b">http://c</a>;', 'x = <a href="b">http://d</a>;')).toBe(false);
    expect(sameJavaScriptCode('return <>it\'s</>;', 'return <>it\'s</>; // c')).toBe(false);
    expect(sameJavaScriptCode('if (a) <b>//</b>', 'if (a) <b>//c</b>')).toBe(false);
    // Comparisons are no JSX.
    expect(sameJavaScriptCode('if (a() < b && c < d) f();', 'if (a()<b && c<d) f(); // e')).toBe(true);
  });

  test('comments a script reads as comments and a module does not (`<!--`, `-->`): never the same code', () => {
    // In a script the `/*` is in the HTML-like comment, which ends at the line: `f()` and `g()` are code.
    expect(sameJavaScriptCode('x = 1 <!-- /*\nf();\n// */', 'x = 1 <!-- /*\ng();\n// */')).toBe(false);
    expect(sameJavaScriptCode('x = 1;\n--> /*\nf();\n// */', 'x = 1;\n--> /*\ng();\n// */')).toBe(false);
  });

  test('comments compilers read (`@flow`, `/*:: */`, `@jsx`): not the same code', () => {
    for (const [before, after] of [
      ['f();', '// @flow\nf();'],
      ['function f(x /*: number */) {}', 'function f(x /*: string */) {}'],
      ['/*:: type T = number; */ f();', '/*:: type T = string; */ f();'],
      ['/** @jsx h */ f();', '/** @jsx React.createElement */ f();'],
      ['/* flow-include type T = number; */ f();', 'f();'],
    ]) {
      expect({ before, after, same: sameJavaScriptCode(before, after) }).toEqual({ before, after, same: false });
    }
  });

  test('names: Unicode escapes, private names, other Unicode blanks and line terminators', () => {
    expect(sameJavaScriptCode('class A { #x = \\u0061; }', 'class A { /* a */ #x = \\u0061; }')).toBe(true);
    expect(sameJavaScriptCode('class A { #x = 1; }', 'class A { # x = 1; }')).toBe(false);
    expect(sameJavaScriptCode('a\u00a0= b;', 'a = b;')).toBe(true);
    expect(sameJavaScriptCode('a = b;', 'a\u2029= b;')).toBe(false);
    // A line comment ends at U+2028: what follows it is code.
    expect(sameJavaScriptCode('f(); // a\u2028g();', 'f(); // a\u2028h();')).toBe(false);
  });

  test('text decoded from bytes that were not UTF-8 is not read: two different bytes read alike', () => {
    expect(sameJavaScriptCode("s = 'caf\uFFFD';", "s = 'caf\uFFFD';")).toBe(false);
    expect(sameJavaScriptCode('f(); // caf\uFFFD', 'f(); // caf\u00e9')).toBe(false);
    expect(sameJavaScriptCode('f(); // caf\u00e9', 'f(); // caf\uFFFD')).toBe(false);
    expect(sameJavaScriptCode('f(); // caf\u00e9', 'f(); // cafe')).toBe(true);
  });

  test('text the lexer cannot read is never the same code', () => {
    expect(sameJavaScriptCode("s = 'never closed;", "s = 'never closed;")).toBe(false);
    expect(sameJavaScriptCode('/* never closed', '/* never closed')).toBe(false);
    expect(sameJavaScriptCode('x = /never closed\n', 'x = /never closed\n')).toBe(false);
    expect(sameJavaScriptCode('x = a \\ b', 'x = a \\ b')).toBe(false);
    expect(sameJavaScriptCode('x = a # b', 'x = a # b')).toBe(false);
  });
});
