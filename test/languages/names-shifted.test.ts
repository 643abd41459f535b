import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/names-shifted: a test inserted first renumbers the ones after it
 * (`render1` is new, the old `render1` is now `render2`, ...). Each old body, unchanged, is now a
 * sibling's of the next name, a name that held another body before: the names moved on, so each
 * is renamed, no type of a local changed. Not where the sibling kept that body under its own name
 * too (`width`, rewritten, whose old body `height` has always had): `width` stays `width`. Nor
 * where the body was copied to a new name while the old name took new code, no name gone
 * (`summary` rewritten beside a new `summary_table` holding its old body): `summary` stays.
 */
const cases: Array<[string, string[]]> = [
  ['python', [
    'Rename Function stats/test_render.py#test_render1() -> stats/test_render.py#test_render2()',
    'Rename Function stats/test_render.py#test_render2() -> stats/test_render.py#test_render3()',
    'Rename Function stats/test_render.py#test_render3() -> stats/test_render.py#test_render4()',
  ]],
  ['java', [
    'Rename Method stats.RenderTest#render1() -> stats.RenderTest#render2()',
    'Rename Method stats.RenderTest#render2() -> stats.RenderTest#render3()',
    'Rename Method stats.RenderTest#render3() -> stats.RenderTest#render4()',
  ]],
];

describe.each(cases)('%s: names shifted by an insertion', (language, expected) => {
  it('follow the unchanged bodies, and only where the body left its name', async () => {
    expect(await detectInFixture(`${language}/names-shifted`)).toEqual(expected);
  });
});
