import { detectInFixture, detectInReversedFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-handed-on: values handed on to a new local, read as Extract
 * Variable. A value that a variable held before, now held by a new local that variable is then
 * given (`reason = reasons.join(...)` became `joined = reasons.join(...)` and `reason = joined`;
 * a field too, `shown = listed`): extracted, where a value held before by a local now gone is that
 * local renamed (`c` -> `checker`, no extraction). A value passed where the same variable's new
 * value now takes the local, at the same place among the arguments (`page = Page.of(new Messages(...))`
 * became `page = new Page(messages, key)`): extracted; not at another place (`footer`: `new Page(key, texts)`).
 * In Python, a use the mapper left apart passing the local where one left apart passed the value to
 * the same call of as many arguments (`assertEqual(embedder.dim, 1024)` -> `assertEqual(emb_dim, hparams["dim"])`):
 * extracted; not to a call of other arguments (`test_size`) nor another call (`test_depth`).
 */
const javaLike = (types: { list: string; flag: string }): string[] => [
  'Add Parameter cms.Status#footer(Locale, MessagesApi) -> cms.Status.footer(Locale, MessagesApi, String)#key',
  'Add Parameter cms.Status#page(Locale, MessagesApi) -> cms.Status.page(Locale, MessagesApi, String)#key',
  'Extract Variable cms.Status#page(Locale, MessagesApi) -> cms.Status.page(Locale, MessagesApi, String)#messages',
  `Extract Variable cms.Status#resolve(${types.list}, ${types.flag}) -> cms.Status.resolve(${types.list}, ${types.flag})#joined`,
  `Extract Variable cms.Status#show(${types.list}) -> cms.Status.show(${types.list})#listed`,
  'Rename Variable cms.Status.check(String)#c -> cms.Status.check(String)#checker',
];
const cases: Array<[string, string[]]> = [
  // The Java fixture has the same situations under other names (zoo.Enclosure: describe, announce,
  // inspect, sign, plaque).
  ['java', [
    'Add Parameter zoo.Enclosure#plaque(Region, ArtworkStore) -> zoo.Enclosure.plaque(Region, ArtworkStore, String)#label',
    'Add Parameter zoo.Enclosure#sign(Region, ArtworkStore) -> zoo.Enclosure.sign(Region, ArtworkStore, String)#label',
    'Extract Variable zoo.Enclosure#sign(Region, ArtworkStore) -> zoo.Enclosure.sign(Region, ArtworkStore, String)#poster',
    'Extract Variable zoo.Enclosure#describe(List<String>, boolean) -> zoo.Enclosure.describe(List<String>, boolean)#merged',
    'Extract Variable zoo.Enclosure#announce(List<String>) -> zoo.Enclosure.announce(List<String>)#roster',
    'Rename Variable zoo.Enclosure.inspect(String)#k -> zoo.Enclosure.inspect(String)#keeper',
  ]],
  // `var c: Checker? = null` became an inferred `val checker`: its type changed too.
  ['kotlin', [...javaLike({ list: 'List<String>', flag: 'Boolean' }), 'Change Variable Type cms.Status.check(String)#c -> cms.Status.check(String)#checker']],
  ['python', [
    'Add Parameter src/status.py.EmbedderTest#test_depth() -> src/status.py.EmbedderTest.test_depth(hparams)#hparams',
    'Add Parameter src/status.py.EmbedderTest#test_dim() -> src/status.py.EmbedderTest.test_dim(hparams)#hparams',
    'Add Parameter src/status.py.EmbedderTest#test_size() -> src/status.py.EmbedderTest.test_size(hparams)#hparams',
    'Extract Variable src/status.py.EmbedderTest#test_dim() -> src/status.py.EmbedderTest.test_dim(hparams)#emb_dim',
    'Extract Variable src/status.py.Status#resolve(reasons, leaking) -> src/status.py.Status.resolve(reasons, leaking)#joined',
  ]],
];

describe.each(cases)('%s: values handed on to a new local', (language, expected) => {
  it('are extracted where the old holder takes the local or the local stands where the value was passed, and only there', async () => {
    expect(await detectInFixture(`${language}/variables-handed-on`)).toEqual([...expected].sort());
  });
});

describe.each(['java', 'kotlin', 'python'])('%s: read backwards', (language) => {
  it('the same locals are inlined, and only they', async () => {
    const variables = (await detectInReversedFixture(`${language}/variables-handed-on`)).filter((line) => / Variable /.test(line) && !line.startsWith('Rename') && !line.startsWith('Change'));
    const extracted = (await detectInFixture(`${language}/variables-handed-on`)).filter((line) => line.startsWith('Extract Variable'));
    expect(variables.map((line) => line.replace(/^.*#(\w+) -> .*$/, '$1')).sort()).toEqual(extracted.map((line) => line.replace(/^.*#(\w+)$/, '$1')).sort());
    expect(variables.every((line) => line.startsWith('Inline Variable'))).toBe(true);
  });
});
