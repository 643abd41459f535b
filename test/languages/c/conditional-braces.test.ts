import { maskUnbalancedConditionals } from '../../../src/languages/c-family-conditional-braces';
import { createCPlugin } from '../../../src/languages/c/index';
import { detectInFixture } from '../../helpers/fixtures';

/** The functions the C plugin finds in one file, in source order. */
async function functionsOf(content: string): Promise<string[]> {
  const plugin = await createCPlugin();
  return plugin.parse([{ path: 'io.c', content }]).nodes[0].children.map((node) => node.simpleName);
}

// A loop header chosen per platform: each branch opens the brace closed after #endif (libuv's
// uv__async_io, win/tty.c).
const LOOP_HEADER_PER_PLATFORM = `static void drain(int fd) {
  char buf[64];
#if HAVE_EVFILT_USER
  for (;!user_events;) {
#else
  for (;;) {
#endif
    if (read(fd, buf, sizeof(buf)) != sizeof(buf))
      break;
  }
}

static int after_drain(int fd) {
  return fd + 1;
}
`;

// An else-block opened in one conditional and closed in another (jq's jv_dump_term).
const BLOCK_SPLIT_OVER_TWO_CONDITIONALS = `static void print_number(double d, const char *literal) {
#ifdef USE_DECNUM
  if (literal) {
    puts(literal);
  } else {
#endif
    printf("%g", d);
#ifdef USE_DECNUM
  }
#endif
}

void print_all(double d) {
  print_number(d, "x");
}
`;

describe('C preprocessor conditionals that split braces', () => {
  test('a loop header chosen per platform: both functions found', async () => {
    expect(await functionsOf(LOOP_HEADER_PER_PLATFORM)).toEqual(['drain', 'after_drain']);
  });

  test('a block opened and closed in two conditionals: both functions found', async () => {
    expect(await functionsOf(BLOCK_SPLIT_OVER_TWO_CONDITIONALS)).toEqual(['print_number', 'print_all']);
  });

  test('the #else branch is read, the others and the directives blanked, offsets kept', () => {
    const masked = maskUnbalancedConditionals(LOOP_HEADER_PER_PLATFORM);
    expect(masked).toHaveLength(LOOP_HEADER_PER_PLATFORM.length);
    expect(masked.split('\n')).toHaveLength(LOOP_HEADER_PER_PLATFORM.split('\n').length);
    expect(masked).toContain('for (;;) {');
    expect(masked).not.toContain('user_events');
    expect(masked).not.toMatch(/#(if|else|endif)/);
  });

  // A platform's entry point added around main (jq's WIN32 wmain calling umain): the #else,
  // the configuration the code had before, is read, so main is no umain and no rename.
  test('an entry point chosen per platform stays main', async () => {
    const entry = `#ifdef WIN32
int wmain(int argc, wchar_t *wargv[]) {
  return umain(argc, convert(wargv));
}
int umain(int argc, char *argv[]) {
#else
int main(int argc, char *argv[]) {
#endif
  return run(argc, argv);
}
`;
    expect(await functionsOf(entry)).toEqual(['main']);
  });

  // Balanced branches are alternatives the parser reads well: both definitions stay, as does a
  // header guard, and braces inside comments, strings and character literals are not counted.
  test('balanced conditionals are left as written', async () => {
    const alternatives = `#ifndef IO_H
#define IO_H
#ifdef _WIN32
static int open_port(void) { return win_open("{"); }
#else
static int open_port_posix(void) { return posix_open('}'); } /* { */
#endif
// }
#endif
`;
    expect(maskUnbalancedConditionals(alternatives)).toBe(alternatives);
    expect(await functionsOf(alternatives)).toEqual(['open_port', 'open_port_posix']);
  });

  test('a conditional nested in a kept branch and a continued directive', () => {
    const nested = `void f(int x) {
#if defined(A) && \\
    defined(B)
# ifdef C
  if (x) {
# endif
  g();
#else
  if (!x) {
#endif
  }
}
`;
    const masked = maskUnbalancedConditionals(nested);
    expect(masked).toHaveLength(nested.length);
    // The outer group is unbalanced ([1, 1]): its #else branch is read; the inner group, in the
    // branch blanked, goes with it.
    expect(masked.replace(/\s+/g, ' ').trim()).toBe('void f(int x) { if (!x) { } }');
    // Without an #else the first branch is read: the inner group, unbalanced ([1]), loses only
    // its directives.
    const withoutElse = nested.replace('#else\n  if (!x) {\n', '');
    expect(maskUnbalancedConditionals(withoutElse).replace(/\s+/g, ' ').trim()).toBe('void f(int x) { if (x) { g(); } }');
  });

  // Before, the function with the split loop header was an ERROR on both sides and its rename
  // was lost. The functions around it did not change and are not reported.
  test('a function whose loop header is chosen per platform, renamed', async () => {
    expect(await detectInFixture('c/rename-split-conditional', { languages: ['c'] })).toEqual([
      'Rename Function src/port.c#port_drain(int) -> src/port.c#port_discard_pending(int)',
    ]);
  });
});
