import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { forEachNode, type CstRoot } from '../../../src/core/cst';
import { createJavaScriptPlugin } from '../../../src/languages/javascript';
import { sameJavaScriptCode } from '../../../src/languages/javascript/same-code';
import type { LanguagePlugin } from '../../../src/languages/plugin';
import { createTypeScriptPlugin } from '../../../src/languages/typescript';
import { loadGrammar, Parser, type SyntaxNode } from '../../../src/languages/tree-sitter';
import { FIXTURES, filesUnder, parsedShape } from '../same-code-fixtures';

/** A JavaScript file's texts, where JSX may be. */
const sameScript = (before: string, after: string) => sameJavaScriptCode(before, after, 'a.js');

const ENDINGS = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx'];

/** Leaves the lexer reads whole (literals), and what the language ignores (comments). */
const WHOLE = new Set(['string', 'template_string', 'regex', 'hash_bang_line']);
const IGNORED = new Set(['comment', 'html_comment']);
/** Element kinds whose children hold JSX text, and the children that are no text (their insides are code again, or a tag). */
const JSX_ELEMENT = 'jsx_element';
const JSX_TAGS = new Set(['jsx_opening_element', 'jsx_closing_element', 'jsx_self_closing_element']);
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

/**
 * Where layout is code in JSX, as [start, end]: an element's text between its children (the JSX
 * transform reads its blanks too), a closing tag, and an opening tag from its `<` to its name's
 * end (the lexer reads both whole).
 */
function jsxLayoutCode(node: SyntaxNode, ranges: Array<[number, number]>): void {
  if (node.type === JSX_ELEMENT) {
    let from = -1;
    for (const child of node.children) {
      if (!child) continue;
      if (from >= 0) ranges.push([from, child.startIndex]);
      from = child.endIndex;
    }
  }
  if (node.type === 'jsx_closing_element') ranges.push([node.startIndex, node.endIndex]);
  if (JSX_TAGS.has(node.type)) {
    const name = node.childForFieldName('name');
    ranges.push([node.startIndex, name ? name.endIndex : node.startIndex + 1]);
  }
  for (const child of node.children) if (child) jsxLayoutCode(child, ranges);
}

/**
 * The same code laid out anew: every stretch of blanks and comments between two of the tree's
 * tokens replaced by other blanks and comments that keep what it means, a line break or not
 * (a line comment and a line break for a stretch holding one, a block comment on one line
 * otherwise); no blank where none was. Gaps within `kept` stay as they are.
 */
function laidOutAnew(source: string, spans: ReadonlyArray<[number, number]>, kept: ReadonlyArray<[number, number]>): string {
  const parts: string[] = [];
  let end = 0;
  for (const [start, stop] of spans) {
    const gap = source.slice(end, start);
    if (kept.some(([from, to]) => from <= end && start <= to)) parts.push(gap);
    else if (gap.length > 0) parts.push(/[\n\r\u2028\u2029]/.test(gap) ? (end === 0 ? '// laid out anew\n' : ' // laid out anew\n\t\t') : ' /* was a blank */ ');
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

  test('every fixture file laid out anew (JSX text as it was) holds the same code, and parses to the same CST and tokens; a file with a comment a compiler reads is never the same', async () => {
    const files = filesUnder(FIXTURES, (name) => ENDINGS.includes(extname(name)) && !name.endsWith('.d.ts'));
    expect(files.length).toBeGreaterThan(300);
    let compared = 0;
    let unsure = 0;
    let comparedJsx = 0;
    for (const file of files) {
      const ending = extname(file);
      const source = readFileSync(file, 'utf8');
      const tree = parsers.get(ending)!.parse(source)!;
      const spans: Array<[number, number]> = [];
      const kept: Array<[number, number]> = [];
      tokenSpans(tree.rootNode, spans);
      jsxLayoutCode(tree.rootNode, kept);
      const holdsJsx = kept.length > 0;
      tree.delete();
      const relaid = laidOutAnew(source, spans, kept);
      if (COMPILER_COMMENT.test(source)) {
        unsure++;
        expect({ file, same: sameJavaScriptCode(source, relaid, file) }).toEqual({ file, same: false });
        continue;
      }
      if (relaid === source) continue;
      compared++;
      if (holdsJsx) comparedJsx++;
      expect({ file, same: sameJavaScriptCode(source, relaid, file) }).toEqual({ file, same: true });
      const plugin = ending.startsWith('.t') ? typeScript : javaScript;
      const path = `a${ending}`;
      await plugin.prepare?.([{ path, content: source }]);
      expect({ file, ...parsedShape(plugin, path, relaid, shape) }).toEqual({ file, ...parsedShape(plugin, path, source, shape) });
    }
    expect(compared).toBeGreaterThan(300);
    expect(comparedJsx).toBeGreaterThanOrEqual(6);
    expect(unsure).toBeGreaterThan(0);
    expect(unsure).toBeLessThan(files.length / 10);
  });

  test('comments and blanks changed: the same code', () => {
    const before = '/** Old licence. */\nexport function f(x) {\n  return x >> 1; // shift\n}\n';
    const after = '\n/*\n * New licence.\n */\nexport function f(x)   { /* why */\n\treturn x >> 1;\n}\n';
    expect(sameScript(before, after)).toBe(true);
    expect(sameScript('', '// nothing but a comment\n')).toBe(true);
    expect(sameScript('#!/usr/bin/env node\nrun();', '#!/usr/bin/env node\n// runs\nrun();')).toBe(true);
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
      expect({ changed, same: sameScript(base, changed) }).toEqual({ changed, same: false });
      expect({ changed, same: sameScript(changed, base) }).toEqual({ changed, same: false });
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
      expect({ before, after, same: sameScript(before, after) }).toEqual({ before, after, same: false });
    }
    // A line break where one was already: a comment may come and go.
    expect(sameScript('a = b\n(c)', 'a = b /*\n */ (c)')).toBe(true);
  });

  test('templates: a substitution ends at its own brace, strings and templates nest in it', () => {
    const before = 'x = `a ${ { b: "}" }.b } c ${ `d ${ e /* } */ }` }`; // `';
    expect(sameScript(before, before.replace('/* } */', '/* { */').replace('// `', ''))).toBe(true);
    expect(sameScript(before, before.replace('} c ${', '}  c ${'))).toBe(false);
    expect(sameScript(before, before.replace('`d ${', '`d  ${'))).toBe(false);
    expect(sameScript('x = `a ${ b', 'x = `a ${ b')).toBe(false);
    // Past the substitution's `}`, the template's text: `// q` in it is no comment.
    expect(sameScript('x = `${a} // q`\ny();', 'x = `${a} // r`\ny();')).toBe(false);
  });

  test('a regular expression is read whole where an expression starts: its `//`, `/*` and quotes are not comments nor strings', () => {
    const before = "x = a.replace(/[/]\\/*'/g, '') + b; // c";
    expect(sameScript(before, before.replace('// c', '// d'))).toBe(true);
    expect(sameScript(before, before.replace("/*'/g", "/* '/g"))).toBe(false);
    expect(sameScript('return /a/.test(s) / 2 / 3;', 'return /a/.test(s) /* half */ / 2 / 3;')).toBe(true);
    // With the `v` flag a class nests: `/[[']/']/v` is one regular expression, without it `/[[']/` is: unsure.
    // Read without nesting, `']/v + '` would be a string and `//' + y` a comment.
    expect(sameScript("x = /[[']/']/v + '//' + y", "x = /[[']/']/v + '//' + z")).toBe(false);
    // A `[` in a class without the `v` flag: one reading only.
    expect(sameScript('s.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&") // c', 's.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&")')).toBe(true);
    // A regular expression ends at its line, an escaped line break too.
    expect(sameScript('x = /a\\\n/; // c', 'x = /a\\\n/; // c')).toBe(false);
  });

  test('a `/` that may divide or open a regular expression: unsure where the choice would change a comment or a string', () => {
    // `if (a) / b; // c` is `if (a) (/ b; /) / c` to JavaScript: the `// c` is code.
    expect(sameScript('if (a) / b; // c', 'if (a) / b; // d')).toBe(false);
    // After `}`, a block or an object: under one reading a string, under the other a regular expression, `'//'` holds no comment.
    expect(sameScript("x = {} / b + '/' + '//' + c", "x = {} / b + '/' + '//' + d")).toBe(false);
    // A template going on past the line under one reading: there `// q` is the template's text.
    expect(sameScript('x = {} / b / c + `\n// q\n`;\n// `', 'x = {} / b / c + `\n// r\n`;\n// `')).toBe(false);
    // A block comment under one reading, a regular expression's text under the other.
    expect(sameScript('x = {} / b /* c */ / d', 'x = {} / b /* e */ / d')).toBe(false);
    expect(sameScript('x = {} / b /* c */\n/ d', 'x = {} / b /* e */\n/ d')).toBe(false);
    // Past the line, both readings agree again: a comment there is a comment.
    expect(sameScript('y = {} / b / c;\n// d\nz();', 'y = {} / b / c;\n// e\nz();')).toBe(true);
    // No other `/` on the line: a regular expression would not close, so a division.
    expect(sameScript('y = {} / b;', 'y = {}  /  b;')).toBe(true);
    expect(sameScript('y = `${ {} / b / c}`', 'y = `${ {} / b /c}`')).toBe(false);
    // `yield` is a keyword or a name: in a generator `/x'/` is a regular expression and `z` is code; read as a division, `//' + z` would be a comment.
    expect(sameScript("yield /x'/.test(s) + '//' + z", "yield /x'/.test(s) + '//' + w")).toBe(false);
    // A line break after an operand: TypeScript may end the declaration there (`let x: T[]` `/x/g.test(s)`).
    expect(sameScript("let x: T[]\n/ x / g.test('//')", "let x: T[]\n/ x / g.test('//') // c")).toBe(false);
    // `a++ / b` divides, `++/x/.lastIndex` is a regular expression: read as `/ x + '/`, `//' + z` would be a comment.
    expect(sameScript("a++ / x + '/' + '//' + z", "a++ / x + '/' + '//' + w")).toBe(false);
  });

  test('a `)` closing a call or a group divides; one closing a statement\'s condition is followed by a regular expression', () => {
    expect(sameScript("y = f(x) / b / c + '//'; // d", "y = f(x) /* why */ / b / c + '//';")).toBe(true);
    expect(sameScript("if (a) /b'/g.test(s); // c", "if (a) /b'/g.test(s); /* d */")).toBe(true);
    expect(sameScript("if (a) /b'/g.test(s);", "if (a) /b' /g.test(s);")).toBe(false);
    expect(sameScript("for await (const x of y) /b'/g.test(x); // c", "for await (const x of y) /b'/g.test(x);")).toBe(true);
    expect(sameScript("x.if(a) / b / c + '//'; // d", "x.if(a) / b / c + '//';")).toBe(true);
    // A `(` read inside a `/` read to the line's end: which `(` the next `)` closes is unknown from there on.
    // Here the third `)` closes `if (`, and `/x'/` is a regular expression: `z` is code.
    expect(sameScript("g(function () { if (f({} / (b / c\n))) /x'/.test(s) + '//' + z\n})", "g(function () { if (f({} / (b / c\n))) /x'/.test(s) + '//' + w\n})")).toBe(false);
  });

  test('JSX laid out anew where JSX ignores layout (in a tag, inside `{}`), its comments changed: the same code', () => {
    const before = 'const A = () => (\n  <div className="a" onClick={() => f(1)}>\n    Hello, {name}!{/* greeting */}\n    <B {...props} c />\n    <>x</>\n  </div>\n);\n';
    const after = 'const A = () => ( // why\n  <div /* why */ className="a"\n    onClick={\n      () => f(1) /* why */\n    }>\n    Hello, {\n      name\n    }!{/* a greeting */}\n    <B\n      {...props} // why\n      c\n    />\n    <>x</>\n  </div>\n);\n';
    expect(sameScript(before, after)).toBe(true);
    // JSX text holds no comment and no string: past the element, a comment is a comment.
    expect(sameScript("return <>it's</>;", "return <>it's</>; // c")).toBe(true);
    // An empty container is an empty container, with a comment in it or none.
    expect(sameScript('x = <a>{}</a>;', 'x = <a>{/* c */}</a>;')).toBe(true);
    // Past an empty container, a line break is code again.
    expect(sameScript('x = <a>{}</a>\n++y', 'x = <a>{}</a> ++y')).toBe(false);
    // Elements in a template's substitution in a container.
    const nested = 'x = <a>{`b ${<c d={e /* f */}>g</c>} h`}</a>;';
    expect(sameScript(nested, nested.replace('/* f */', ''))).toBe(true);
    expect(sameScript(nested, nested.replace('b ${', 'b  ${'))).toBe(false);
    expect(sameScript('x = <a.b c:d="e" f-g>{h}</a.b>;', 'x = <a.b c:d="e" f-g /* i */>{h}</a.b>;')).toBe(true);
  });

  test('any code changed inside JSX: its text, the blanks in it, an attribute, a name, a brace: not the same code', () => {
    const base = 'x = <a b="c" d={e}>\n  f g\n  <h />{i}\n</a>;';
    for (const changed of [
      base.replace('f g', 'f  g'),
      base.replace('f g', 'f\n  g'),
      base.replace('\n  f', '\n    f'),
      base.replace('f g', 'f g;'),
      base.replace('"c"', '"c "'),
      base.replace('"c"', "'c'"),
      base.replace(' b=', ' bb='),
      base.replace('<h />', '<hh />'),
      base.replace('<h />', '<h></h>'),
      base.replace('{i}', 'i'),
      base.replace('{i}', '{/* i */}'),
      base.replace('{e}', '"e"'),
      base.replace('</a>', '</a> < b'),
    ]) {
      expect({ changed, same: sameScript(base, changed) }).toEqual({ changed, same: false });
      expect({ changed, same: sameScript(changed, base) }).toEqual({ changed, same: false });
    }
  });

  test('JSX text is no JavaScript: `//`, `/*` and quotes in it are text', () => {
    expect(sameScript('x = <a href="b">http://c</a>;', 'x = <a href="b">http://d</a>;')).toBe(false);
    expect(sameScript('if (a) <b>//</b>', 'if (a) <b>//c</b>')).toBe(false);
    expect(sameScript("x = <a>'{/* b */}'</a>;", "x = <a>'{/* c */}'</a>;")).toBe(true);
    expect(sameScript('x = <a>/* b */</a>;', 'x = <a>/* c */</a>;')).toBe(false);
  });

  test("a JSX attribute's string has no escapes and may span lines", () => {
    // Read with escapes, `"a\" c="` would be one string and `//d" />` a comment.
    expect(sameScript('x = <a b="a\\" c="//d" />;', 'x = <a b="a\\" c="//e" />;')).toBe(false);
    expect(sameScript('x = <a b="a\\" c="//d" />; // f', 'x = <a b="a\\" c="//d" />;')).toBe(true);
    expect(sameScript('x = <a b="c\nd" />;', 'x = <a b="c\n  d" />;')).toBe(false);
    expect(sameScript('x = <a b="c\nd" />;', 'x = <a\n  b="c\nd" />; // e')).toBe(true);
  });

  test('a `<` after an operand compares; where the token before it may end an operand or not, it is unsure where it reads like a tag', () => {
    expect(sameScript('if (a() < b && c < d) f();', 'if (a()<b && c<d) f(); // e')).toBe(true);
    // `x = {} <a>'{/* c */}'</a>` compares an object: `'{/* c */}'` is a string.
    expect(sameScript("x = {} <a>'{/* c */}'</a>", "x = {} <a>'{/* d */}'</a>")).toBe(false);
    // An operand on the line before: a comparison in JavaScript, an element after TypeScript's `let x: T[]`.
    expect(sameScript("let x = y\n<a>'{/* c */}'</a>", "let x = y\n<a>'{/* d */}'</a>")).toBe(false);
    // `<T>(` where an expression starts may be Flow's type parameters (a `.js` file needs no pragma for
    // Flow with `all=true`): unsure. In a child, an element.
    expect(sameScript("let f: <T>(x: T) => string = () => '{/* c */}'; // </T>", "let f: <T>(x: T) => string = () => '{/* d */}'; // </T>")).toBe(false);
    expect(sameScript('x = <div><p>(a)</p></div>; // c', 'x = <div><p>(a)</p></div>;')).toBe(true);
    // An element is an operand: `/` after it divides, read as such.
    expect(sameScript('x = <a /> / 2 / 3; // c', 'x = <a /> / 2 / 3;')).toBe(true);
  });

  test('JSX that does not close, or closes with another name, is not read', () => {
    expect(sameScript('x = <a>{/* c */}</b>;', 'x = <a>{/* d */}</b>;')).toBe(false);
    expect(sameScript('x = <a>{/* c */}', 'x = <a>{/* d */}')).toBe(false);
    expect(sameScript('x = <a b=<c /> />;', 'x = <a b=<c /> />;')).toBe(false);
  });

  test('comments a script reads as comments and a module does not (`<!--`, `-->`): never the same code', () => {
    // In a script the `/*` is in the HTML-like comment, which ends at the line: `f()` and `g()` are code.
    expect(sameScript('x = 1 <!-- /*\nf();\n// */', 'x = 1 <!-- /*\ng();\n// */')).toBe(false);
    expect(sameScript('x = 1;\n--> /*\nf();\n// */', 'x = 1;\n--> /*\ng();\n// */')).toBe(false);
  });

  test('comments compilers read (`@flow`, `/*:: */`, `@jsx`): not the same code', () => {
    for (const [before, after] of [
      ['f();', '// @flow\nf();'],
      ['function f(x /*: number */) {}', 'function f(x /*: string */) {}'],
      ['/*:: type T = number; */ f();', '/*:: type T = string; */ f();'],
      ['/** @jsx h */ f();', '/** @jsx React.createElement */ f();'],
      ['/* flow-include type T = number; */ f();', 'f();'],
    ]) {
      expect({ before, after, same: sameScript(before, after) }).toEqual({ before, after, same: false });
    }
  });

  test('names: Unicode escapes, private names, other Unicode blanks and line terminators', () => {
    expect(sameScript('class A { #x = \\u0061; }', 'class A { /* a */ #x = \\u0061; }')).toBe(true);
    expect(sameScript('class A { #x = 1; }', 'class A { # x = 1; }')).toBe(false);
    expect(sameScript('a\u00a0= b;', 'a = b;')).toBe(true);
    expect(sameScript('a = b;', 'a\u2029= b;')).toBe(false);
    // A line comment ends at U+2028: what follows it is code.
    expect(sameScript('f(); // a\u2028g();', 'f(); // a\u2028h();')).toBe(false);
  });

  test('text decoded from bytes that were not UTF-8 is not read: two different bytes read alike', () => {
    expect(sameScript("s = 'caf\uFFFD';", "s = 'caf\uFFFD';")).toBe(false);
    expect(sameScript('f(); // caf\uFFFD', 'f(); // caf\u00e9')).toBe(false);
    expect(sameScript('f(); // caf\u00e9', 'f(); // caf\uFFFD')).toBe(false);
    expect(sameScript('f(); // caf\u00e9', 'f(); // cafe')).toBe(true);
  });

  test('text the lexer cannot read is never the same code', () => {
    expect(sameScript("s = 'never closed;", "s = 'never closed;")).toBe(false);
    expect(sameScript('/* never closed', '/* never closed')).toBe(false);
    expect(sameScript('x = /never closed\n', 'x = /never closed\n')).toBe(false);
    expect(sameScript('x = a \\ b', 'x = a \\ b')).toBe(false);
    expect(sameScript('x = a # b', 'x = a # b')).toBe(false);
  });
});
