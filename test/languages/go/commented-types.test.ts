import { forEachNode, linkParents, qualifiedName } from '../../../src/core/cst';
import { analyzeFiles } from '../../../src/engine/analyze';
import { loadPlugins } from '../../../src/languages/registry';

/**
 * A comment written inside a type is no part of it: adding or rewording one changes no return,
 * parameter or field type, and leaves a method's receiver read (`(s * /* shared *\/ Store)`).
 * A type changed beside such comments still is a change.
 */
describe('Go: comments inside types', () => {
  const before = [
    'package geo',
    '',
    'type Store struct {',
    '\tItems map[string]int',
    '\tScale float64',
    '}',
    '',
    'func Split(a, b float64) (float64, float64) { return a, b }',
    '',
    'func Join(parts []string, sep string) string { return sep }',
    '',
    'func (s *Store) Size(limit int) int { return limit }',
    '',
    'func Area(width, height int) int { return width * height }',
    '',
  ].join('\n');
  const after = [
    'package geo',
    '',
    'type Store struct {',
    '\tItems map[string]/* by name */int',
    '\tScale float64 /* per unit */ // kept as is',
    '}',
    '',
    'func Split(a, b float64) (float64, /* rest */ float64) { return a, b }',
    '',
    'func Join(parts []/* words */string, sep string /* between */) string { return sep }',
    '',
    'func (s * /* shared */ Store) Size(limit int) int { return limit }',
    '',
    'func Area(width, height /* px */ int64) int64 { return width * height }',
    '',
  ].join('\n');

  test('are left out of the type texts', async () => {
    const [plugin] = await loadPlugins(['go']);
    const root = plugin.parse([{ path: 'geo/geo.go', content: after }]);
    linkParents(root);
    const lines: string[] = [];
    forEachNode(root, (node) => {
      if (node.type === 'File') return;
      const types = [node.parameters.map((parameter) => parameter.type).join(', '), node.returnType, node.fieldType].filter((text) => text !== undefined);
      lines.push(`${qualifiedName(node)} ${node.localName} | ${types.join(' | ')}`);
    });
    expect(lines).toEqual([
      'geo.Store Store | ',
      'geo.Store.Items Items |  | map[string]int',
      'geo.Store.Scale Scale |  | float64',
      'geo.Store.Size Size(int) | int | int',
      'geo.Split Split(float64, float64) | float64, float64 | (float64, float64)',
      'geo.Join Join([]string, string) | []string, string | string',
      'geo.Area Area(int64, int64) | int64, int64 | int64',
    ]);
  });

  test('adding them is no refactoring; a type changed beside them is', async () => {
    const result = await analyzeFiles([{ path: 'geo/geo.go', content: before }], [{ path: 'geo/geo.go', content: after }]);
    expect(result.refactorings.map((refactoring) => refactoring.description).sort()).toEqual([
      'Change Parameter Type int to int64 of height in function geo.Area(int64, int64)',
      'Change Parameter Type int to int64 of width in function geo.Area(int64, int64)',
      'Change Return Type int to int64 in function geo.Area(int64, int64)',
    ]);
  });
});
