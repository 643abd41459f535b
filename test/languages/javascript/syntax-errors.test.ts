import { outline, parseJavaScript } from './parse-helpers';

describe('JavaScript files with syntax errors', () => {
  test('keeps what is recovered and warns once per file', async () => {
    const root = await parseJavaScript({
      'src/broken.js': [
        'function good(a) { return a * 2; }',
        'function bad( { return ;',
        'class Kept {',
        '  method() { return good(1); }',
        '}',
      ].join('\n'),
      'src/fine.js': 'function fine() {}\n',
    });
    expect(root.warnings).toHaveLength(1);
    expect(root.warnings[0]).toMatch(/^src\/broken\.js:2: syntax error/);
    const lines = outline(root);
    expect(lines).toContain('  Function good(a)');
    expect(lines).toContain('  Function fine()');
    expect(lines.some((line) => line.includes('Class Kept'))).toBe(true);
  });

  test('annotations in a file that does not say it is Flow are analysed as far as they parse', async () => {
    const root = await parseJavaScript({
      'unmarked.js': '// @noflow\nfunction area(width: number, height: number): number { return width * height; }\nfunction ok() {}\n',
      'ts.js': 'interface Point { x: number }\nexport function norm(p: Point) { return p.x; }\n',
    });
    expect(root.warnings.map((warning) => warning.split(':')[0]).sort()).toEqual(['ts.js', 'unmarked.js']);
    expect(outline(root)).toContain('  Function ok()');
  });

  test('a Flow file (`@flow` in a comment before the code) is read whole, with its annotations and JSX', async () => {
    const root = await parseJavaScript({
      'Area.js': [
        '/**',
        ' * Copyright header',
        ' * @flow strict',
        ' */',
        "import type { Node } from 'react';",
        'type Size = {| width: number, height: ?number |};',
        'export function area({ width, height }: Size, scale?: number = 1): number { return width * (height ?? 0) * scale; }',
        'class Box extends React.Component<Size> {',
        '  render(): Node { return <div>{area(this.props)}</div>; }',
        '}',
      ].join('\n'),
      'late.js': "'use strict';\n// @flow\nfunction late(x: number) { return x; }\n",
    });
    expect(root.warnings.map((warning) => warning.split(':')[0])).toEqual(['late.js']);
    // The pragma after code (`late.js`) is none: read as JavaScript, its annotation an error.
    expect(outline(root)).toEqual([
      'File Area.js ns=""',
      '  Type Size',
      '    Field width TYPE_MEMBER',
      '    Field height TYPE_MEMBER',
      '  Function area({ width, height }: Size, scale?: number)',
      '  Class Box',
      '    Method render() TYPE_MEMBER',
      'File late.js ns=""',
      '  Function late(x)',
    ]);
  });

  test('parameters with type annotations keep their names', async () => {
    const root = await parseJavaScript({
      'flow.js': 'function f(v: any, ctor: Class<A, B>, { a, b }: Props, opt?: string, n: number = 1, ...rest: Array<X>) {}\n',
    });
    expect(outline(root)).toEqual(['File flow.js ns=""', '  Function f(v, ctor, { a, b }, opt, n, ...rest)']);
  });

  test('a list read as text with thousands of slashes, in regular expressions and divisions, keeps its names', async () => {
    // Each slash asks what comes before it: `[` or `,` opens a regular expression, a name or `)` divides.
    const regexes = Array.from({ length: 2000 }, (_, i) => `/a${i}\\/[/]/g`).join(',\n ');
    const divisions = Array.from({ length: 2000 }, (_, i) => `x${i}  /\t(y / 2)`).join(' + ');
    const root = await parseJavaScript({ 'slashes.js': `function f(a: string, re = [${regexes}], n = ${divisions}, /* a / b */ p = 1 / 2, b: number) {}\n` });
    expect(outline(root)).toEqual(['File slashes.js ns=""', '  Function f(a, re, n, p, b)']);
  });

  test('an empty file and a file of garbage give a File node and no exception', async () => {
    const root = await parseJavaScript({ 'empty.js': '', 'junk.js': ')))(((}}}{{{ <<<>>> @@@' });
    expect(outline(root)).toEqual(['File empty.js ns=""', 'File junk.js ns=""']);
    expect(root.warnings).toHaveLength(1);
  });
});
