import { forEachNode, linkParents, qualifiedName } from '../../../src/core/cst';
import { analyzeFiles } from '../../../src/engine/analyze';
import { loadPlugins } from '../../../src/languages/registry';

/**
 * A comment written inside a type, or between a parameter's name and its type, is no part of the
 * type: `a: /* id *\/ String` is a String, `fun f(): /* cached *\/ Int?` returns `Int?`. Adding or
 * rewording one is no type change; a type changed beside them still is.
 */
describe('Kotlin: comments inside types', () => {
  const before = [
    'package geo',
    '',
    'class Canvas(val scale: Int) {',
    '    val layers: Map<String, Int> = mapOf()',
    '    fun draw(shape: String, points: List<Int>): Int? = null',
    '    fun resize(width: Int, height: Int): Int = width * height',
    '}',
    '',
  ].join('\n');
  const after = [
    'package geo',
    '',
    'class Canvas(val scale: /* dpi */ Int) {',
    '    val layers: Map<String, /* by id */ Int> = mapOf()',
    '    fun draw(shape: /* any */ String, points: List</* px */ Int>): /* when drawn */ Int? = null',
    '    fun resize(width: /* px */ Long, height: Int): Int = (width * height).toInt()',
    '}',
    '',
  ].join('\n');

  test('are left out of the type texts', async () => {
    const [plugin] = await loadPlugins(['kotlin']);
    const root = plugin.parse([{ path: 'src/geo/Canvas.kt', content: after }]);
    linkParents(root);
    const lines: string[] = [];
    forEachNode(root, (node) => {
      if (node.type !== 'File') lines.push(`${qualifiedName(node)} ${node.localName} | ${[node.returnType, node.fieldType].filter((text) => text !== undefined).join(' | ')}`);
    });
    expect(lines).toEqual([
      'geo.Canvas Canvas | ',
      'geo.Canvas.constructor constructor(Int) | ',
      'geo.Canvas.scale scale | Int',
      'geo.Canvas.layers layers | Map<String, Int>',
      'geo.Canvas.draw draw(String, List<Int>) | Int?',
      'geo.Canvas.resize resize(Long, Int) | Int',
    ]);
  });

  test('adding them is no refactoring; a type changed beside them is', async () => {
    const result = await analyzeFiles([{ path: 'src/geo/Canvas.kt', content: before }], [{ path: 'src/geo/Canvas.kt', content: after }]);
    expect(result.refactorings.map((refactoring) => refactoring.description).sort()).toEqual([
      'Change Parameter Type Int to Long of width in method geo.Canvas.resize(Long, Int)',
    ]);
  });
});
