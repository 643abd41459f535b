import { sameJavaScriptCode } from '../../../src/languages/javascript/same-code';

/** A `.ts` file's texts: no JSX there. */
const sameTypeScript = (before: string, after: string) => sameJavaScriptCode(before, after, 'a.ts');

/** TypeScript's own syntax, read by the JavaScript family's lexer (the fixtures are in test/languages/javascript/same-code.test.ts). */
describe('TypeScript files whose code did not change', () => {
  test('types, generics, decorators and declarations laid out anew: the same code', () => {
    const before = '@Component({ selector: "a" })\nexport class A<T extends B<C>> implements D {\n  private readonly x?: Map<string, T[]> = new Map();\n  declare y: number;\n  f<U>(u: U): U | undefined { return this.x!.get("k") as unknown as U; }\n}\n';
    const after = '/** A. */\n@Component({ selector: "a" }) // why\nexport class A<T extends B<C>> implements D {\n\tprivate readonly x?: Map<string, /* keys */ T[]> = new Map();\n\tdeclare y: number;\n\tf<U>(u: U): U | undefined { return this.x!.get("k") as unknown as U; }\n}\n';
    expect(sameTypeScript(before, after)).toBe(true);
  });

  test('a line break in a declaration may end it: not the same code', () => {
    expect(sameTypeScript('declare namespace A {}', 'declare\nnamespace A {}')).toBe(false);
    expect(sameTypeScript('type A = B;', 'type\nA = B;')).toBe(false);
  });

  test('after a non-null `!` or a `>` closing type arguments a `/` divides, but may open a regular expression to the standard reading: unsure', () => {
    // Read as a regular expression `/ y + '/`, the `//` would open a comment, and `z` would not count.
    expect(sameTypeScript("a = x! / y + '/' + '//' + z", "a = x! / y + '/' + '//' + w")).toBe(false);
    expect(sameTypeScript("a = b as Array<T> / y + '/' + '//' + z", "a = b as Array<T> / y + '/' + '//' + w")).toBe(false);
    // A prefix `!` is an operator: a regular expression follows.
    expect(sameTypeScript("a = !/y'/.test(s); // c", "a = !/y'/.test(s);")).toBe(true);
  });

  test('a line break after a type ends the declaration (`let x: T[]` then `/a/.test(s)`): unsure what a `/` on the next line opens', () => {
    // Division read, `//' + z` would be a comment; TypeScript reads a regular expression `/a'/` and `z`.
    expect(sameTypeScript("let x: T[]\n/a'/.test(s) + '//' + z", "let x: T[]\n/a'/.test(s) + '//' + w")).toBe(false);
    expect(sameTypeScript('let x: T[]\n/a/.test(s)', 'let x: T[]\n/a/.test(s)')).toBe(true);
  });

  test('a `.ts` file holds no JSX: `<T>x` is a cast, `<T>(x: T) => x` a generic arrow, whatever follows', () => {
    expect(sameTypeScript('const a = <any>b; // c', 'const a = <any>b;')).toBe(true);
    expect(sameTypeScript('interface F {\n  <T extends A>(a: T): T\n}', 'interface F {\n  // c\n  <T extends A>(a: T): T\n}')).toBe(true);
    expect(sameTypeScript('const f = <T>(x: T) => x;\ng("</a>");', 'const f = <T>(x: T) => x; // c\ng("</a>");')).toBe(true);
    // Read as JSX, `'{/* c */}'` would be text around an empty container: in a cast it is a string.
    expect(sameTypeScript("const a = <T>'{/* c */}'; // </T>", "const a = <T>'{/* d */}'; // </T>")).toBe(false);
  });

  test('in a `.tsx` file `<T>` opens an element where an expression starts; type parameters that read like one are unsure', () => {
    const sameTsx = (before: string, after: string) => sameJavaScriptCode(before, after, 'a.tsx');
    expect(sameTsx('const A = (p: P): JSX.Element => <div {...p}>{p.x as string}</div>;', 'const A = (p: P): JSX.Element => <div {...p} /* why */>{\n  p.x as string // why\n}</div>;')).toBe(true);
    // `<T,>` opens no element: TypeScript's generic arrow.
    expect(sameTsx('const f = <T,>(x: T) => x;', 'const f = <T,>(x: T) => x; // c')).toBe(true);
    // In a `.tsx` file, the text of element `T` holds no comment.
    expect(sameTsx('const f = <T>(x: T) => x; // c\n</T>;', 'const f = <T>(x: T) => x; // d\n</T>;')).toBe(false);
    // Type parameters in TSX: `<T extends U>(`, `<T = U>(` before an arrow, `<T>(` in a type. Read as an element,
    // `'{/* c */}'` would be text around an empty container: there it is a string.
    for (const typed of ["const f = <T extends U>(x: T) => '{/* c */}'; // </T>", "const f = <T = U>(x: T) => '{/* c */}'; // </T>", "let f: <T>(x: T) => string = () => '{/* c */}'; // </T>", "let f: <T> /* a */ (x: T) => string = () => '{/* c */}'; // </T>"]) {
      expect({ typed, same: sameTsx(typed, typed.replace('/* c */', '/* d */')) }).toEqual({ typed, same: false });
    }
    // A `.tsx` element's text opening with `(` where an expression starts: unsure too; in a child, an element.
    expect(sameTsx('x = <p>(a)</p>; // c', 'x = <p>(a)</p>;')).toBe(false);
    expect(sameTsx('x = <div><p>(a)</p></div>; // c', 'x = <div><p>(a)</p></div>;')).toBe(true);
  });

  test('comments the compiler reads (`/// <reference>`, `@ts-` pragmas): not the same code', () => {
    for (const [before, after] of [
      ['/// <reference path="a.d.ts" />\nf();', '/// <reference path="b.d.ts" />\nf();'],
      ['// @ts-ignore\nf(1);', '// ignore\nf(1);'],
      ['f(1);', '// @ts-expect-error\nf(1);'],
      ['// @ts-nocheck\nf(1);', 'f(1);'],
    ]) {
      expect({ before, after, same: sameTypeScript(before, after) }).toEqual({ before, after, same: false });
    }
    expect(sameTypeScript('/// A doc comment.\nf();', '/// A doc comment, reworded.\nf();')).toBe(true);
    // A directive is compared as a token, with what lies between it and the code: elsewhere comments may change.
    expect(sameTypeScript('/** Old. */\n// @ts-ignore\nf(1);', '/** New. */\n// @ts-ignore\nf(1);')).toBe(true);
    // `@ts-ignore` reaches past blank lines and line comments only: a block comment between ends its reach.
    expect(sameTypeScript('// @ts-ignore\nf(1);', '// @ts-ignore\n/* why */\nf(1);')).toBe(false);
  });
});
