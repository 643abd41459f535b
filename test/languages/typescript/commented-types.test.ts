import { analyzeFiles } from '../../../src/engine/analyze';
import { createTypeScriptPlugin } from '../../../src/languages/typescript';
import { forEachNode, linkParents, qualifiedName } from '../../../src/core/cst';

/**
 * A comment written inside a type annotation, or beside a parameter, is no part of a type or a
 * signature: adding or rewording one is no Change Parameter / Return / Field Type, no Change
 * Signature. A type changed beside such comments still is a change.
 */
describe('TypeScript: comments inside types and parameter lists', () => {
  const before = [
    'export class Canvas {',
    '  width: number;',
    '  layers: Map<string, Layer>;',
    '  constructor(private readonly scale: number) {}',
    '  draw(shape: Shape, options: { fill: boolean }): Promise<void> { return render(shape, options); }',
    '  resize(width: number, height: number): number { return width * height; }',
    '}',
    '',
  ].join('\n');
  const after = [
    'export class Canvas {',
    '  width: /* px */ number;',
    '  layers: Map<string, /* by id */ Layer>;',
    '  constructor(private readonly scale: number /* dpi */) {}',
    '  draw(/** what to draw */ shape: /* any */ Shape, options: { /** fill it */ fill: boolean }): /* when done */ Promise<void> { return render(shape, options); }',
    '  resize(width: /* px */ string, height: number): number { return Number(width) * height; }',
    '}',
    '',
  ].join('\n');

  test('are left out of the type texts and signatures', async () => {
    const plugin = await createTypeScriptPlugin();
    const root = plugin.parse([{ path: 'src/canvas.ts', content: after }]);
    linkParents(root);
    const lines: string[] = [];
    forEachNode(root, (node) => {
      if (node.type !== 'File') lines.push(`${qualifiedName(node)} ${node.signature} | ${[node.returnType, node.fieldType].filter((text) => text !== undefined).join(' | ')}`);
    });
    expect(lines).toEqual([
      'src/canvas.ts.Canvas Canvas | ',
      'src/canvas.ts.Canvas.width width | number',
      'src/canvas.ts.Canvas.layers layers | Map<string, Layer>',
      'src/canvas.ts.Canvas.constructor constructor(scale: number) | ',
      'src/canvas.ts.Canvas.scale scale | number',
      'src/canvas.ts.Canvas.draw draw(shape: Shape, options: { fill: boolean }) | Promise<void>',
      'src/canvas.ts.Canvas.resize resize(width: string, height: number) | number',
    ]);
  });

  test('adding them is no refactoring; a type changed beside them is', async () => {
    const result = await analyzeFiles([{ path: 'src/canvas.ts', content: before }], [{ path: 'src/canvas.ts', content: after }]);
    expect(result.refactorings.map((refactoring) => refactoring.description).sort()).toEqual([
      'Change Parameter Type number to string of width in method src/canvas.ts.Canvas.resize(width: string, height: number)',
    ]);
  });

  test('in a Flow file too, whose annotations JavaScript reads the same way', async () => {
    const flow = (type: string) => `// @flow\nexport function area(width: ${type}, height: number): number {\n  return width * height;\n}\n`;
    const result = await analyzeFiles([{ path: 'lib/area.js', content: flow('number') }], [{ path: 'lib/area.js', content: flow('/* px */ number') }]);
    expect(result.refactorings.map((refactoring) => refactoring.description)).toEqual([]);
  });
});
