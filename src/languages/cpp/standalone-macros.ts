/**
 * A macro invoked alone on a line between declarations, without arguments or semicolon
 * (`FMT_BEGIN_NAMESPACE`, `FMT_END_NAMESPACE`, `Q_OBJECT`), expands to code the grammar never
 * sees: an opening `namespace fmt {` and its closing brace, an export block, a class's boilerplate.
 * Read as written, tree-sitter takes it for the type of the next declaration and misreads what
 * follows, differently in each file (a struct lands in the global namespace in one header and in
 * `detail` in another). Blanking such lines (line ends and offsets kept) lets the declarations
 * around them parse as they are written, alike in every file; their namespace is then the one the
 * file spells out.
 *
 * Upper-case attribute macros that open a declaration (`FMT_CONSTEXPR void f()`, `static
 * FMT_CONSTEXPR void grow()`, a constructor's `FMT_CONSTEXPR buffer(...)`) are blanked for the
 * same reason (see `leadingMacros`).
 *
 * Recognised by shape only: an upper-case identifier alone on its line (a trailing comment
 * allowed), after a line that ends a declaration or opens a block (`;`, `{`, `}`, `:`, a
 * preprocessor line, a comment, or nothing), and not followed by what would continue an
 * expression or declarator (`(`, `,`, `;`, `=`, an operator), so an enumerator or a return type
 * on its own line stays.
 */
export function blankStandaloneMacros(source: string): string {
  if (!/^[ \t]*[A-Z][A-Z0-9_]+[ \t]*(?:\/\/[^\n]*)?\r?$/m.test(source) && !/^[ \t]*(?:[a-z]+[ \t]+)*[A-Z][A-Z0-9_]+[ \t]+\w/m.test(source)) return source;
  const lines = source.split('\n');
  let className: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].includes(';')) className = CLASS_HEAD.exec(lines[i])?.[1] ?? className;
    const alone = MACRO_LINE.exec(lines[i]);
    const span = alone ? { start: 0, end: alone[1].length } : leadingMacros(lines[i], className);
    if (!span || !followsBoundary(lines, i) || (alone && continuesExpression(lines, i))) continue;
    lines[i] = lines[i].slice(0, span.start) + lines[i].slice(span.start, span.end).replace(/[^\r]/g, ' ') + lines[i].slice(span.end);
  }
  return lines.join('\n');
}

/**
 * The upper-case macros opening a declaration, after its specifiers if any (`static FMT_CONSTEXPR
 * void grow()`): before a keyword or qualified type (see `LEADING_MACROS`), or before the name of
 * the class last opened and `(`, a constructor (`FMT_CONSTEXPR buffer(grow_fun grow)` in `class
 * buffer`), which a macro cannot be the return type of.
 */
function leadingMacros(line: string, className: string | undefined): { start: number; end: number } | undefined {
  const match = LEADING_MACROS.exec(line);
  if (!match) return undefined;
  const start = match[1].length;
  const end = start + match[2].length;
  const rest = line.slice(end);
  if (DECLARATION_START.test(rest)) return { start, end };
  const called = /^(\w+)[ \t]*\(/.exec(rest)?.[1];
  return called !== undefined && called === className ? { start, end } : undefined;
}

/**
 * `class buffer {`, `template <typename T> struct arg_ref : base {`, `union value {` on a line
 * without `;` (not a forward declaration): group 1 the name (not `enum class`).
 */
const CLASS_HEAD = /^(?:[ \t]*template[ \t]*<.*>)?[ \t]*(?:class|struct|union)[ \t]+(?:[A-Z][A-Z0-9_]+[ \t]+)*([A-Za-z_]\w*)/;

/**
 * Group 1: the indentation and the macro, with its arguments if any (`FMT_PRAGMA_GCC(pop)`,
 * `FMT_TYPE_CONSTANT(int, int_type)`: no semicolon, so no statement the grammar knows), the part
 * blanked; a trailing comment stays.
 */
const MACRO_LINE = /^([ \t]*[A-Z][A-Z0-9_]+(?:[ \t]*\((?:[^()\n]|\([^()\n]*\))*\))?)[ \t]*(?:\/\/[^\n]*)?\r?$/;

/**
 * Group 1: the indentation and the specifiers before (`static`, `constexpr`...), kept; group 2:
 * upper-case macros opening a declaration before a C++ keyword or a qualified type that starts
 * it (`FMT_NORETURN FMT_CONSTEXPR void f()`, `FMT_API std::string g()`, `static FMT_CONSTEXPR
 * void grow()`): attributes the grammar would take for the type, blanked. Before a plain name
 * (`SIZE_T f()`) the macro may be the type, and stays, unless the name is its class's (a constructor).
 */
const LEADING_MACROS = /^([ \t]*(?:(?:static|inline|constexpr|explicit|virtual|friend|extern)[ \t]+)*)((?:[A-Z][A-Z0-9_]+[ \t]+)+)/;

/** What starts a declaration after its attribute macros: a C++ keyword, a destructor, a qualified type. */
const DECLARATION_START =
  /^(?:(?:void|auto|bool|char|int|unsigned|signed|long|short|float|double|inline|constexpr|static|extern|friend|virtual|explicit|const|template|typename|class|struct|enum|union|using|namespace|operator)\b|~|\w+::)/;

/** Whether the previous line that holds code ends a declaration, opens a block, or is a preprocessor line. */
export function followsBoundary(lines: readonly string[], index: number): boolean {
  // A line continuing a `#define` is the macro's body, not code between declarations.
  if (index > 0 && lines[index - 1].trimEnd().endsWith('\\')) return false;
  for (let i = index - 1; i >= 0; i--) {
    const line = lines[i].replace(/\/\/.*$/, '').trim();
    if (line === '' || line.startsWith('/*') || line.startsWith('*') || line.endsWith('*/')) continue;
    if (line.startsWith('#') || (i > 0 && lines[i - 1].trimEnd().endsWith('\\'))) return true;
    // Another macro alone on its line (`FMT_PRAGMA_CLANG(pop)` then `FMT_PRAGMA_GCC(pop)`): judged by what precedes it.
    if (MACRO_LINE.test(lines[i])) return followsBoundary(lines, i);
    // A template's header (`template <typename T>`) opens the declaration that follows.
    return (/[;{}:]$/.test(line) && !line.endsWith('::')) || /^template\s*<.*>$/.test(line);
  }
  return true;
}

/** Whether the next code after the line continues it: a call's arguments, a declarator, an operator. */
function continuesExpression(lines: readonly string[], index: number): boolean {
  for (let i = index + 1; i < lines.length; i++) {
    const line = lines[i].replace(/\/\/.*$/, '').trim();
    if (line === '' || line.startsWith('/*') || line.startsWith('*')) continue;
    if (line.startsWith('#') || MACRO_LINE.test(lines[i])) return false;
    // `{` or `:` after a macro call: a function it defines (`TEST(A, B)` then `{`).
    return /^(?:[(,;=*&<>+\-|?.[\]{:]|[A-Za-z_]\w*\s*\()/.test(line);
  }
  return false;
}
