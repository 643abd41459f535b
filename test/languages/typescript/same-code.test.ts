import { sameJavaScriptCode } from '../../../src/languages/javascript/same-code';

/** TypeScript's own syntax, read by the JavaScript family's lexer (the fixtures are in test/languages/javascript/same-code.test.ts). */
describe('TypeScript files whose code did not change', () => {
  test('types, generics, decorators and declarations laid out anew: the same code', () => {
    const before = '@Component({ selector: "a" })\nexport class A<T extends B<C>> implements D {\n  private readonly x?: Map<string, T[]> = new Map();\n  declare y: number;\n  f<U>(u: U): U | undefined { return this.x!.get("k") as unknown as U; }\n}\n';
    const after = '/** A. */\n@Component({ selector: "a" }) // why\nexport class A<T extends B<C>> implements D {\n\tprivate readonly x?: Map<string, /* keys */ T[]> = new Map();\n\tdeclare y: number;\n\tf<U>(u: U): U | undefined { return this.x!.get("k") as unknown as U; }\n}\n';
    expect(sameJavaScriptCode(before, after)).toBe(true);
  });

  test('a line break in a declaration may end it: not the same code', () => {
    expect(sameJavaScriptCode('declare namespace A {}', 'declare\nnamespace A {}')).toBe(false);
    expect(sameJavaScriptCode('type A = B;', 'type\nA = B;')).toBe(false);
  });

  test('after a non-null `!` or a `>` closing type arguments a `/` divides, but may open a regular expression to the standard reading: unsure', () => {
    // Read as a regular expression `/ y + '/`, the `//` would open a comment, and `z` would not count.
    expect(sameJavaScriptCode("a = x! / y + '/' + '//' + z", "a = x! / y + '/' + '//' + w")).toBe(false);
    expect(sameJavaScriptCode("a = b as Array<T> / y + '/' + '//' + z", "a = b as Array<T> / y + '/' + '//' + w")).toBe(false);
    // A prefix `!` is an operator: a regular expression follows.
    expect(sameJavaScriptCode("a = !/y'/.test(s); // c", "a = !/y'/.test(s);")).toBe(true);
  });

  test('a line break after a type ends the declaration (`let x: T[]` then `/a/.test(s)`): unsure what a `/` on the next line opens', () => {
    // Division read, `//' + z` would be a comment; TypeScript reads a regular expression `/a'/` and `z`.
    expect(sameJavaScriptCode("let x: T[]\n/a'/.test(s) + '//' + z", "let x: T[]\n/a'/.test(s) + '//' + w")).toBe(false);
    expect(sameJavaScriptCode('let x: T[]\n/a/.test(s)', 'let x: T[]\n/a/.test(s)')).toBe(true);
  });

  test('a `<T>x` cast or a `<T>(x: T) => x` reads like a JSX element (in a .tsx file it is one): the same code only where no `</` follows to close one', () => {
    expect(sameJavaScriptCode('const a = <any>b; // c', 'const a = <any>b;')).toBe(true);
    expect(sameJavaScriptCode('interface F {\n  <T extends A>(a: T): T\n}', 'interface F {\n  // c\n  <T extends A>(a: T): T\n}')).toBe(true);
    // In a .tsx file `<T>` opens an element, its text `(x: T) => x; // c` ends at `</T>`: the `// c` is text.
    expect(sameJavaScriptCode('const f = <T>(x: T) => x; // c\n</T>;', 'const f = <T>(x: T) => x; // d\n</T>;')).toBe(false);
    expect(sameJavaScriptCode('const f = <T>(x: T) => x;\ng("</a>");', 'const f = <T>(x: T) => x; // c\ng("</a>");')).toBe(false);
    // `<T,>` opens no JSX element.
    expect(sameJavaScriptCode('const f = <T,>(x: T) => x;', 'const f = <T,>(x: T) => x; // c')).toBe(true);
  });

  test('comments the compiler reads (`/// <reference>`, `@ts-` pragmas): not the same code', () => {
    for (const [before, after] of [
      ['/// <reference path="a.d.ts" />\nf();', '/// <reference path="b.d.ts" />\nf();'],
      ['// @ts-ignore\nf(1);', '// ignore\nf(1);'],
      ['f(1);', '// @ts-expect-error\nf(1);'],
      ['// @ts-nocheck\nf(1);', 'f(1);'],
    ]) {
      expect({ before, after, same: sameJavaScriptCode(before, after) }).toEqual({ before, after, same: false });
    }
    expect(sameJavaScriptCode('/// A doc comment.\nf();', '/// A doc comment, reworded.\nf();')).toBe(true);
    // A directive is compared as a token, with what lies between it and the code: elsewhere comments may change.
    expect(sameJavaScriptCode('/** Old. */\n// @ts-ignore\nf(1);', '/** New. */\n// @ts-ignore\nf(1);')).toBe(true);
    // `@ts-ignore` reaches past blank lines and line comments only: a block comment between ends its reach.
    expect(sameJavaScriptCode('// @ts-ignore\nf(1);', '// @ts-ignore\n/* why */\nf(1);')).toBe(false);
  });
});
