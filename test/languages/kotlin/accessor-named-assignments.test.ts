import { parenthesizeAccessorNamedAssignments } from '../../../src/languages/kotlin/accessor-named-assignments';
import { detectInFixture } from '../../helpers/fixtures';

/**
 * A local named `set` or `get` assigned at the start of a statement (`set += Retained()`), which
 * tree-sitter-kotlin takes for an accessor, the class around it lost: parenthesized before the
 * parse, lines and offsets kept. Accessors themselves (`private set`, `set(value) { ... }`,
 * `get() = ...`) and comparisons (`set == other`) are left as written.
 */
describe('kotlin: locals named like accessors', () => {
  it('parenthesizes an assignment to one, keeping the line\'s length, and nothing else', () => {
    const source = ['    set += Retained()', '    get = next', '        private set', '    set(value) = f(value)', '    get() = 1', '    set == other', 'set = x'].join('\n');
    const expected = ['   (set)+= Retained()', '   (get)= next', '        private set', '    set(value) = f(value)', '    get() = 1', '    set == other', 'set = x'].join('\n');
    expect(parenthesizeAccessorNamedAssignments(source)).toBe(expected);
    expect(parenthesizeAccessorNamedAssignments(source).length).toBe(source.length);
  });

  it('keeps the functions after such an assignment, and their refactorings (test/fixtures/kotlin/accessor-named-locals)', async () => {
    expect(await detectInFixture('kotlin/accessor-named-locals')).toEqual(['Rename Variable sets.Sets.finds()#analysis -> sets.Sets.finds()#leaks']);
  });
});
