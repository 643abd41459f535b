import { linkParents, type CstRoot } from '../../../src/core/cst';
import { loadPlugins } from '../../../src/languages/registry';
import { createTypeScriptPlugin } from '../../../src/languages/typescript';
import { edgeLines, outline } from '../javascript/parse-helpers';

async function parseTypeScript(files: Record<string, string>): Promise<CstRoot> {
  const plugin = await createTypeScriptPlugin();
  const root = plugin.parse(Object.entries(files).map(([path, content]) => ({ path, content })));
  linkParents(root);
  return root;
}

describe('TypeScript CST', () => {
  test('interfaces, abstract classes, overloads, parameter properties, enums, type aliases, namespaces', async () => {
    const source = [
      'export interface Shape extends Base, Named<string> { area(): number; label?: string; }',
      'export abstract class Circle extends Figure implements Shape, ns.Serializable<Circle> {',
      '  private r: number = 1;',
      '  constructor(private readonly radius: number, public label?: string, readonly id = 0) { super(); }',
      '  area(): number;',
      '  area(scale: number): number;',
      '  area(scale?: number): number { return this.r * scale!; }',
      '  abstract draw(ctx: Context): void;',
      '  get size(): number { return this.area(); }',
      '}',
      'export enum Color { Red, Green = 2 }',
      'export type Pair<T> = [T, T];',
      'namespace Geo { export function dist(a: Point, b: Point): number { return 0; } }',
      "declare module 'events' { export function once(name: string): void; }",
      'export function over(a: string): string;',
      'export function over(a: any): any { return a; }',
      'function bound(this: Window, { a, b }: Options = {}, ...rest: number[]) {}',
    ].join('\n');
    const root = await parseTypeScript({ 'src/shapes.ts': source });
    expect(outline(root)).toEqual([
      'File shapes.ts ns="src/"',
      '  Interface Shape ABSTRACT',
      '    Method area() TYPE_MEMBER ABSTRACT',
      '    Field label TYPE_MEMBER',
      '  Class Circle',
      '    Field r TYPE_MEMBER',
      '    Method constructor(radius: number, label?: string, id) TYPE_CONSTRUCTOR',
      '    Field radius TYPE_MEMBER',
      '    Field label TYPE_MEMBER',
      '    Field id TYPE_MEMBER',
      '    Method area(scale?: number) TYPE_MEMBER',
      '    Method draw(ctx: Context) TYPE_MEMBER ABSTRACT',
      '    Method get size() [size] TYPE_MEMBER FIELD_ACCESSOR',
      '  Enum Color',
      '  Type Pair',
      '  Namespace Geo',
      '    Function dist(a: Point, b: Point)',
      '  Namespace events INFERRED_NAME',
      '    Function once(name: string) ABSTRACT',
      '  Function over(a: any)',
      '  Function bound({ a, b }: Options, ...rest: number[])',
    ]);
    // extends and implements both make subtypes (Figure, Base and Named are not in the change);
    // calls resolve by name within the file, as in JavaScript: area() is Circle's and Shape's.
    expect(edgeLines(root)).toEqual([
      'subtype src/shapes.ts.Circle -> src/shapes.ts.Shape',
      'uses src/shapes.ts.Circle.area -> src/shapes.ts.Circle.r',
      'uses src/shapes.ts.Circle.size -> src/shapes.ts.Circle.area',
      'uses src/shapes.ts.Circle.size -> src/shapes.ts.Shape.area',
    ]);
  });

  test('.tsx files are read with the TSX grammar, without syntax warnings', async () => {
    const root = await parseTypeScript({
      'src/App.tsx': 'export function App({ name }: Props) {\n  const [n, setN] = useState<number>(0);\n  return <div onClick={() => setN(n + 1)}>{name}</div>;\n}\n',
      'src/cast.ts': 'export function cast(value: unknown) { return <string>value; }\n',
    });
    expect(root.warnings).toEqual([]);
    expect(outline(root)).toEqual(['File App.tsx ns="src/"', '  Function App({ name }: Props)', 'File cast.ts ns="src/"', '  Function cast(value: unknown)']);
  });

  test('declaration files are skipped; .mts and .cts are TypeScript', async () => {
    const [plugin] = await loadPlugins(['typescript']);
    expect(plugin.isIgnored('types/api.d.ts', 'export declare function f(): void;')).toBe(true);
    expect(plugin.isIgnored('types/api.d.mts', '')).toBe(true);
    expect(plugin.isIgnored('src/api.ts', 'export function f() {}')).toBe(false);
    expect(plugin.extensions).toEqual(['.ts', '.tsx', '.mts', '.cts']);
  });
});
