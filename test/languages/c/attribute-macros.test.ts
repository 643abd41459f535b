import { blankNumericAttributeMacros } from '../../../src/languages/c/attribute-macros';
import { createCPlugin } from '../../../src/languages/c/index';
import { detectInFixture } from '../../helpers/fixtures';

/** Each function the C plugin finds: name(parameter types). */
async function functionsOf(content: string): Promise<string[]> {
  const plugin = await createCPlugin();
  return plugin.parse([{ path: 'log.c', content }]).nodes[0].children.map((node) => `${node.simpleName}(${node.parameters.map((p) => p.type).join(', ')})`);
}

// tmux's arguments.c: the function after the attributed one was lost with it.
const ATTRIBUTED = `static void printflike(3, 4)
args_print_add(char **buf, size_t *len, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	vsnprintf(*buf, *len, fmt, ap);
	va_end(ap);
}

static void
args_print_add_value(char **buf, size_t *len, struct args_value *value)
{
	args_print_add(buf, len, "%s", value->string);
}

static char * printflike(1, 2) format_twice(const char *fmt, ...) {
	return (xstrdup(fmt));
}
`;

describe('C attribute macros with numbers for arguments', () => {
  test('the attributed definitions and the one after them are found whole', async () => {
    expect(await functionsOf(ATTRIBUTED)).toEqual([
      'args_print_add(char **, size_t *, const char *, ...)',
      'args_print_add_value(char **, size_t *, struct args_value *)',
      'format_twice(const char *, ...)',
    ]);
  });

  // Calls in bodies, a macro definition and a declarator with real parameters stay as written.
  test('calls, macro definitions and ordinary headers are left alone', () => {
    const plain = `#define printflike(a, b) __attribute__ ((format (printf, a, b)))
static int
add(int a, int b)
{
	return (max(1, 2) + a + b);
}
`;
    expect(blankNumericAttributeMacros(plain)).toBe(plain);
    const masked = blankNumericAttributeMacros(ATTRIBUTED);
    expect(masked).toHaveLength(ATTRIBUTED.length);
    expect(masked.split('\n')[0]).toBe(`static void ${' '.repeat('printflike(3, 4)'.length)}`);
  });

  // Before, the attributed function and the one after it were read as one function named
  // `printflike`: the rename was lost. args_print and args_print_add did not change.
  test('a rename after an attributed definition', async () => {
    expect(await detectInFixture('c/rename-after-attribute-macro', { languages: ['c'] })).toEqual([
      'Rename Function arguments.c#args_print_add_value(char **, size_t *, struct args_value *) -> arguments.c#args_print_value(char **, size_t *, struct args_value *)',
    ]);
  });
});
