import { detectInFixture, detectInReversedFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-in-rewritten-statements: a value taken out of a statement
 * rewritten beyond its place, so much that the mapper leaves it apart (`assert ffmpeg.get_args(out)
 * == [...]`, now `args = ffmpeg.get_args(out)` and `assert args == [...]` with the list rewritten):
 * the one statement left apart that held the value whole had it between the tokens the local now
 * stands between, and more than half the statement stays; `args` is extracted, in `get_args`. Not
 * a local holding new code on the same way (`args = build_command(INPUT_FILE)`, in `compile`), nor
 * (variables-handed-on) a local passed whole to a call that changed its arity there.
 * Read backwards, inlined.
 */
const cases: Array<[string, string]> = [
  ['python', 'src/media/test_args.py#test_get_args() -> src/media/test_args.py.test_get_args()#args'],
  ['java', 'media.ArgsTest#getArgs() -> media.ArgsTest.getArgs()#args'],
  ['kotlin', 'media.ArgsTest#getArgs() -> media.ArgsTest.getArgs()#args'],
  ['javascript', 'src/media/args.test.js#testGetArgs() -> src/media/args.test.js.testGetArgs()#args'],
];

describe.each(cases)('%s: a value taken out of a statement rewritten beyond its place', (language, expected) => {
  const fixture = `${language}/variables-in-rewritten-statements`;
  it('is extracted where the value stood whole, and only there', async () => {
    expect(await detectInFixture(fixture)).toEqual([`Extract Variable ${expected}`]);
  });
  it('is inlined read backwards', async () => {
    const [from, to] = expected.split(' -> ');
    expect(await detectInReversedFixture(fixture)).toEqual([`Inline Variable ${to} -> ${from}`]);
  });
});
