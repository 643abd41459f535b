import type { CstNode, CstRoot } from '../../../src/core/cst';
import { createCPlugin } from '../../../src/languages/c';
import type { LanguagePlugin } from '../../../src/languages/plugin';

let plugin: LanguagePlugin;
beforeAll(async () => {
  plugin = await createCPlugin();
});

function parse(files: Record<string, string>): CstRoot {
  return plugin.parse(Object.entries(files).map(([path, content]) => ({ path, content })));
}

function functionsOf(root: CstRoot, file: string): CstNode[] {
  const node = root.nodes.find((n) => n.location.file === file);
  if (!node) throw new Error(`no File node for ${file}`);
  return node.children;
}

function signatures(root: CstRoot, file: string): string[] {
  return functionsOf(root, file).map((n) => n.localName);
}

function find(root: CstRoot, name: string): CstNode {
  for (const file of root.nodes) {
    const found = file.children.find((n) => n.simpleName === name);
    if (found) return found;
  }
  throw new Error(`no function ${name}`);
}

function calls(root: CstRoot): string[] {
  const byId = new Map<number, CstNode>();
  for (const file of root.nodes) for (const fn of file.children) byId.set(fn.id, fn);
  return root.edges.map((e) => `${e.type} ${byId.get(e.from)!.simpleName} -> ${byId.get(e.to)!.simpleName}@${byId.get(e.to)!.location.file}`).sort();
}

describe('C plugin: the CST', () => {
  it('declares itself for .c and .h files', () => {
    expect(plugin.name).toBe('c');
    expect([...plugin.extensions].sort()).toEqual(['.c', '.h']);
  });

  it('makes one File node per file, named by the file, with the folder as namespace', () => {
    const root = parse({ 'src/util/list.c': 'int one(void) { return 1; }\n', 'main.c': 'int main(void) { return 0; }\n' });
    expect(root.nodes.map((n) => [n.type, n.namespace, n.simpleName, n.localName])).toEqual([
      ['File', 'src/util/', 'list.c', 'list.c'],
      ['File', '', 'main.c', 'main.c'],
    ]);
    const file = root.nodes[0];
    expect(file.location).toMatchObject({ file: 'src/util/list.c', begin: 0, end: 28, startLine: 1, endLine: 1 });
    expect(file.children.map((n) => [n.type, n.simpleName, n.namespace])).toEqual([['Function', 'one', undefined]]);
  });

  it('names functions by their normalised parameter types', () => {
    const source = [
      'static int add(const char *s, int arr[10], unsigned  long n, struct list *l, void (*cb)(int)) { return 0; }',
      'int noargs(void) { return 0; }',
      'int empty() { return 0; }',
      'int *pointer_result(char **argv, ...) { return 0; }',
      'void qualified(char const *name, int *const p, char *argv[], register int r, const double m[][3], char *const *env) { }',
      'void top_level(const int n, int *restrict p, const char *const s, volatile unsigned v) { }',
    ].join('\n');
    const root = parse({ 'a.c': source });
    expect(signatures(root, 'a.c')).toEqual([
      'add(const char *, int[], unsigned long, struct list *, void (*)(int))',
      'noargs()',
      'empty()',
      'pointer_result(char **, ...)',
      'qualified(const char *, int *, char *[], int, const double[][], char *const *)',
      'top_level(int, int *, const char *, unsigned)',
    ]);
    const add = find(root, 'add');
    expect(add.signature).toBe(add.localName);
    expect(add.parameters).toEqual([
      { name: 's', type: 'const char *' },
      { name: 'arr', type: 'int[]' },
      { name: 'n', type: 'unsigned long' },
      { name: 'l', type: 'struct list *' },
      { name: 'cb', type: 'void (*)(int)' },
    ]);
    expect(find(root, 'noargs').parameters).toEqual([]);
    expect(find(root, 'pointer_result').parameters[1]).toEqual({ name: '...', type: '...' });
  });

  it('locates the whole definition, with the compound statement as body', () => {
    const source = '#include <stdio.h>\n\nstatic int\ntwice(int x)\n{\n\treturn 2 * x;\n}\n';
    const root = parse({ 'b.c': source });
    const [twice] = functionsOf(root, 'b.c');
    const { begin, end, bodyBegin, bodyEnd, startLine, endLine } = twice.location;
    expect(source.slice(begin, end)).toBe('static int\ntwice(int x)\n{\n\treturn 2 * x;\n}');
    expect(source.slice(bodyBegin, bodyEnd)).toBe('{\n\treturn 2 * x;\n}');
    expect([startLine, endLine]).toEqual([3, 7]);
    expect(twice.stereotypes).toEqual([]);
  });

  it('finds a function returning a function pointer by its own name and parameters', () => {
    const root = parse({ 'c.c': 'int (*get_handler(int key))(int) { return 0; }\nint (*handler_var)(int);\n' });
    expect(signatures(root, 'c.c')).toEqual(['get_handler(int)']);
  });

  describe('prototypes', () => {
    const header = '#ifndef LIST_H\n#define LIST_H\nint list_len(const struct list *l);\nvoid list_clear(struct list *);\nextern int (*list_hook)(int);\n#endif\n';

    it('are not nodes, defined among the parsed files or not; the File node keeps their tokens', () => {
      const root = parse({ 'list.h': header, 'list.c': '#include "list.h"\nint list_len(const struct list *l) { return l->n; }\n' });
      expect(signatures(root, 'list.h')).toEqual([]);
      expect(signatures(root, 'list.c')).toEqual(['list_len(const struct list *)']);
      expect(root.tokens.get('list.h')!.texts).toContain('list_clear');
    });

    it('of static functions declared ahead in the same file give no second node', () => {
      const source = 'static int helper(int);\nint api(int x) { return helper(x); }\nstatic int helper(int x) { return x; }\n';
      const root = parse({ 'd.c': source });
      expect(signatures(root, 'd.c')).toEqual(['api(int)', 'helper(int)']);
      expect(calls(root)).toEqual(['uses api -> helper@d.c']);
    });
  });

  it('keeps the first of the same function defined under #ifdef / #else, and looks inside conditionals', () => {
    const source = '#ifdef _WIN32\nint sep(void) { return 1; }\n#else\nint sep(void) { return 2; }\n#endif\n#if HAVE_X\nvoid x(void) { }\n#endif\n';
    const root = parse({ 'e.c': source });
    expect(signatures(root, 'e.c')).toEqual(['sep()', 'x()']);
    expect(find(root, 'sep').location.startLine).toBe(2);
  });

  describe('macros the grammar misreads', () => {
    it('reads parameters through "unused" attributes and macros, in every place they are written', () => {
      const source = [
        'static enum cmd_retval cmd_a(struct cmd *self, __unused struct cmdq_item *item) { return 0; }',
        'static void cmd_b(struct cmd *self __unused, int x) { }',
        'int e_macro(int UNUSED(x), int y) { return y; }',
        'int f_macro(UNUSED(int x), const char *UNUSED(s)) { return 0; }',
        'static jv g_jq(jq_state *jq UNUSED, jv input) { return input; }',
        'void h_mixed(const char *s __attribute__ ((unused)), int n __maybe_unused, int (*cb)(int) G_GNUC_UNUSED) { }',
        'void i_c23([[maybe_unused]] int a, int unused_slots) { }',
      ].join('\n');
      const root = parse({ 'attrs.c': source });
      expect(signatures(root, 'attrs.c')).toEqual([
        'cmd_a(struct cmd *, struct cmdq_item *)',
        'cmd_b(struct cmd *, int)',
        'e_macro(int, int)',
        'f_macro(int, const char *)',
        'g_jq(jq_state *, jv)',
        'h_mixed(const char *, int, int (*)(int))',
        'i_c23(int, int)',
      ]);
      expect(find(root, 'cmd_a').parameters).toEqual([
        { name: 'self', type: 'struct cmd *' },
        { name: 'item', type: 'struct cmdq_item *' },
      ]);
      expect(find(root, 'cmd_b').parameters.map((p) => p.name)).toEqual(['self', 'x']);
      expect(find(root, 'f_macro').parameters).toEqual([
        { name: 'x', type: 'int' },
        { name: 's', type: 'const char *' },
      ]);
      expect(find(root, 'g_jq').parameters.map((p) => p.name)).toEqual(['jq', 'input']);
      expect(find(root, 'h_mixed').parameters.map((p) => p.name)).toEqual(['s', 'n', 'cb']);
      expect(find(root, 'i_c23').parameters.map((p) => p.name)).toEqual(['a', 'unused_slots']);
    });

    it('recovers names after storage-class macros and attributes', () => {
      const source = [
        'STATIC_INLINE int fast(int x) { return x; }',
        'static int FUNC_ATTR attributed(int x) { return x; }',
        '__attribute__((noreturn)) void die(const char *msg) { exit(1); }',
        'PyAPI_FUNC(int) exported(int a) { return a; }',
        'static inline void __init setup(char *options, int level) { }',
      ].join('\n');
      const root = parse({ 'f.c': source });
      expect(signatures(root, 'f.c')).toEqual(['fast(int)', 'attributed(int)', 'die(const char *)', 'exported(int)', 'setup(char *, int)']);
      expect(find(root, 'setup').parameters.map((p) => p.name)).toEqual(['options', 'level']);
    });

    it('starts a definition after a function-like macro invocation on the line before', () => {
      const source = 'int a;\nLIST_HEAD(items)\nstatic void after_macro(int y) { }\n';
      const root = parse({ 'g.c': source });
      const [fn] = functionsOf(root, 'g.c');
      expect(fn.localName).toBe('after_macro(int)');
      expect(source.slice(fn.location.begin, fn.location.end)).toBe('static void after_macro(int y) { }');
      expect(fn.location.startLine).toBe(3);
    });

    it('takes a name built by a macro as written', () => {
      const root = parse({ 'h.c': 'int PREFIX(list_len)(int x) { return x; }\n' });
      expect(signatures(root, 'h.c')).toEqual(['PREFIX(list_len)(int)']);
    });

    it('reads headers guarded for C++ (extern "C" under #ifdef __cplusplus) without a syntax error', () => {
      const source = '#ifdef __cplusplus\r\nextern "C"\r\n{\r\n#endif\r\nint first(void) { return 1; }\r\nint second(int a) { return a; }\r\n#if defined(__cplusplus)\r\n}\r\n#endif\r\n';
      const root = parse({ 'i.h': source });
      expect(root.warnings).toEqual([]);
      expect(signatures(root, 'i.h')).toEqual(['first()', 'second(int)']);
      expect(source.slice(find(root, 'second').location.begin, find(root, 'second').location.end)).toBe('int second(int a) { return a; }');
      expect(root.tokens.get('i.h')!.texts).not.toContain('"C"');
    });

    it('finds definitions inside the ERROR node of a block the grammar cannot close', () => {
      // Not closed: the grammar wraps the rest of the file in an ERROR node.
      const source = '#ifdef WANT_LINKAGE\nextern "C" {\n#endif\n#ifdef WIN32\nint first(void) { return 1; }\n#endif\nDEFINE_THING(a, b)\nstatic int second(int a) { return a; }\n';
      const root = parse({ 'k.h': source });
      expect(root.warnings).toHaveLength(1);
      expect(signatures(root, 'k.h')).toEqual(['first()', 'second(int)']);
    });

    it('finds definitions inside an unguarded extern "C" block', () => {
      const source = 'extern "C" {\nint first(void) { return 1; }\nint second(int a) { return a; }\n}\n';
      const root = parse({ 'j.h': source });
      expect(signatures(root, 'j.h')).toEqual(['first()', 'second(int)']);
    });
  });

  describe('uses edges', () => {
    it('link callers to the functions they call, preferring the same file, then a unique match', () => {
      const root = parse({
        'a.c': 'static int helper(int x) { return x; }\nint run(int x) { return helper(x) + shared(x) + twice(x) + run(x - 1); }\n',
        'b.c': 'static int helper(int x) { return -x; }\nint shared(int x) { return helper(x); }\n',
        'c.c': 'int twice(int x) { return x; }\n',
        'd.c': 'int twice(int x) { return 2 * x; }\nint use(void) { return MAX(1, 2) + printf("x"); }\n',
      });
      expect(calls(root)).toEqual([
        'uses run -> helper@a.c',
        'uses run -> shared@b.c',
        'uses shared -> helper@b.c',
      ]);
    });

  });

  describe('tokens', () => {
    it('keep literals whole, drop comments, and keep preprocessor lines as code', () => {
      const source = [
        '#include <stdio.h>',
        '#define MAX(a, b) ((a) > (b) ? (a) : (b))',
        '/* a comment */',
        'int main(void) {',
        '  // another',
        '  printf("hello, world\\n"); return \'x\' + 1e+5;',
        '}',
        '#if defined(X) && Y > 2',
        '#endif',
      ].join('\n');
      const root = parse({ 'm.c': source });
      const tokens = root.tokens.get('m.c')!;
      expect(tokens.texts).toEqual([
        '#include', '<stdio.h>',
        '#define', 'MAX', '(', 'a', ',', 'b', ')', '(', '(', 'a', ')', '>', '(', 'b', ')', '?', '(', 'a', ')', ':', '(', 'b', ')', ')',
        'int', 'main', '(', 'void', ')', '{',
        'printf', '(', '"hello, world\\n"', ')', ';', 'return', "'x'", '+', '1e+5', ';',
        '}',
        '#if', 'defined', '(', 'X', ')', '&&', 'Y', '>', '2',
        '#endif',
      ]);
      tokens.texts.forEach((text, i) => expect(source.slice(tokens.starts[i], tokens.starts[i] + text.length)).toBe(text));
    });
  });

  it('keeps what it recovers from a file with syntax errors, with one warning for the file', () => {
    const source = 'int ok(int a) { return a; }\nstatic int broken(int x) { if (x { return 1; } return 2; }\nint fine(int q) { return q + 1; }\n';
    const root = parse({ 'bad.c': source, 'good.c': 'void g(void) { }\n' });
    expect(root.warnings).toEqual([expect.stringMatching(/^bad\.c:2: syntax error/)]);
    expect(signatures(root, 'bad.c')).toEqual(['ok(int)', 'broken(int)', 'fine(int)']);
    expect(signatures(root, 'good.c')).toEqual(['g()']);
  });

  it('survives input that is not C at all', () => {
    const root = parse({ 'noise.c': '}}} ((( int int ;;; "unterminated \n #endif #else \u0000 \ud83d\ude00' });
    expect(root.nodes).toHaveLength(1);
    expect(root.warnings).toHaveLength(1);
  });

  it('names old-style (K&R) definitions by their parameter names', () => {
    const root = parse({ 'kr.c': 'int kr(a, b)\nint a;\nchar *b;\n{\n  return a + *b;\n}\n' });
    expect(signatures(root, 'kr.c')).toEqual(['kr(a, b)']);
  });

  it('gives every node a distinct id', () => {
    const root = parse({ 'a.c': 'void a(void) { }\nvoid b(void) { }\n', 'b.c': 'void c(void) { }\n' });
    const ids = root.nodes.flatMap((f) => [f.id, ...f.children.map((c) => c.id)]);
    expect(new Set(ids).size).toBe(5);
  });

  it('ignores generated sources', () => {
    expect(plugin.isIgnored('parser.c', '/* A Bison parser, made by GNU Bison 3.8.2.  */\nint x;\n')).toBe(true);
    expect(plugin.isIgnored('scanner.c', '/* A lexical scanner generated by flex */\nint x;\n')).toBe(true);
    expect(plugin.isIgnored('gen.h', '// @generated by protoc-c\n')).toBe(true);
    expect(plugin.isIgnored('ids.h', '#ifndef IDS_H\n/* The following is auto-generated by make_ids.py. */\n')).toBe(true);
    expect(plugin.isIgnored('opcodes.h', '// This file is generated from opcodes.def. DO NOT EDIT.\n')).toBe(true);
    expect(plugin.isIgnored('list.c', '/* A list. Contents are generated by the caller. */\nint x;\n')).toBe(false);
    expect(plugin.isIgnored('probes.h', '#include "probes_impl.h"\n/* probes_impl.h is auto-generated to include the probe macros */\n')).toBe(false);
  });
});
