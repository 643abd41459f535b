import { createCPlugin } from '../../../src/languages/c/index';
import { detectInFixture } from '../../helpers/fixtures';

/** The tokens the C plugin keeps for one file. */
async function tokensOf(path: string, content: string): Promise<string[]> {
  const plugin = await createCPlugin();
  return plugin.parse([{ path, content }]).tokens.get(path)?.texts ?? [];
}

describe('C include guards', () => {
  test("a header's guard name is left out of its tokens, the directives stay", async () => {
    const header = '/* num.h */\n#ifndef NUM_PRIVATE_H\n#define NUM_PRIVATE_H\n\nint num_cmp(num, num);\n\n#endif /* NUM_PRIVATE_H */\n';
    expect(await tokensOf('num.h', header)).toEqual(['#ifndef', '#define', 'int', 'num_cmp', '(', 'num', ',', 'num', ')', ';', '#endif']);
  });

  // A macro given a default value is no guard: its name is code (`#define MAX_DEPTH 10`), and a
  // guard that is not the file's first directive is not taken for one.
  test('a defaulted macro and a late #ifndef keep their names', async () => {
    expect(await tokensOf('limits.h', '#ifndef MAX_DEPTH\n#define MAX_DEPTH 10\n#endif\n')).toEqual(['#ifndef', 'MAX_DEPTH', '#define', 'MAX_DEPTH', '10', '#endif']);
    expect(await tokensOf('late.h', '#include <stddef.h>\n#ifndef LATE_H\n#define LATE_H\n#endif\n')).toEqual(['#include', '<stddef.h>', '#ifndef', 'LATE_H', '#define', 'LATE_H', '#endif']);
  });

  // num_private.h renamed with its guard: the guard was a third of the header's code. A header
  // removed and an unrelated one added, alike only in having a guard, are no rename.
  test('Rename File of a header whose guard was renamed with it', async () => {
    expect(await detectInFixture('c/rename-header-with-guard', { languages: ['c'] })).toEqual(['Rename File src#num_private.h -> src#number_internal.h']);
  });
});
