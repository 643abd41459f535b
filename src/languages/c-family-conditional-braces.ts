/**
 * Preprocessor conditionals whose branches open or close a brace the code outside them matches:
 *
 *     #if UV__KQUEUE_EVFILT_USER            #ifdef USE_DECNUM
 *       for (;!evfilt_user_support;) {          if (literal) { ... } else {
 *     #else                                 #endif
 *       for (;;) {                              ...
 *     #endif                                #ifdef USE_DECNUM
 *         ...                                   }
 *       }                                   #endif
 *
 * The compiler sees one branch; tree-sitter reads every branch as written, finds braces that do
 * not pair, and wraps the function, often the rest of the file, in an ERROR: libuv's
 * `src/win/tty.c` lost 14 of its 43 functions this way, jq's `jv_print.c` 5 of 13; in C++ a class
 * broke up (fmt's `printf-test.cc`, an `operator()` header chosen per compiler). Such a group
 * is read as the compiler reads one configuration: its `#else` branch when it has one (the
 * configuration without the platform's or feature's macro, the code as it read before a
 * platform was added: jq's `#ifdef WIN32 int umain(...) { #else int main(...) { #endif` stays
 * `main`), else its first branch (the code outside needs the brace it opens or closes). The
 * directives and the other branches are blanked (line ends kept, so offsets and lines hold). A
 * group whose every branch is balanced (alternative definitions, a header guard) is left as it
 * is.
 */
export function maskUnbalancedConditionals(source: string): string {
  if (!/^[ \t]*#[ \t]*if/m.test(source)) return source;
  const code = codeOnly(source);
  const blanked = unbalancedGroupSpans(code);
  if (blanked.length === 0) return source;
  const characters = source.split('');
  for (const { start, end } of blanked) {
    for (let i = start; i < end; i++) if (characters[i] !== '\n' && characters[i] !== '\r') characters[i] = ' ';
  }
  return characters.join('');
}

interface Span {
  start: number;
  end: number;
}

interface Group {
  /** The directive lines (`#if`, `#elif`, `#else`, `#endif`), continuation lines included. */
  directives: Span[];
  /** Whether it has an `#else`: that branch is the one read, else the first. */
  hasElse: boolean;
  /** Each branch's text after its directive, nested groups included. */
  branches: Span[];
  /** Each branch's brace balance: `{` minus `}`, nested groups counted by the branch read. */
  balances: number[];
}

/** The spans to blank: for each unbalanced group, its directives and every branch but the one read. */
function unbalancedGroupSpans(code: string): Span[] {
  const spans: Span[] = [];
  const open: Group[] = [];
  let lineStart = 0;
  while (lineStart <= code.length) {
    const lineEnd = directiveEnd(code, lineStart);
    const directive = /^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b/.exec(code.slice(lineStart, lineEnd))?.[1];
    const line = { start: lineStart, end: lineEnd };
    const group = open[open.length - 1];
    if (directive?.startsWith('if')) {
      open.push({ directives: [line], hasElse: false, branches: [{ start: lineEnd, end: lineEnd }], balances: [0] });
    } else if (directive && directive !== 'endif' && group) {
      group.branches[group.branches.length - 1].end = lineStart;
      group.directives.push(line);
      group.hasElse ||= directive === 'else';
      group.branches.push({ start: lineEnd, end: lineEnd });
      group.balances.push(0);
    } else if (directive === 'endif' && group) {
      open.pop();
      group.branches[group.branches.length - 1].end = lineStart;
      group.directives.push(line);
      const read = group.hasElse ? group.branches.length - 1 : 0;
      if (group.balances.some((balance) => balance !== 0)) spans.push(...group.directives, ...group.branches.filter((_, i) => i !== read));
      // What the enclosing branch sees: the branch read (all alike when the group is balanced).
      const enclosing = open[open.length - 1];
      if (enclosing) enclosing.balances[enclosing.balances.length - 1] += group.balances[read];
    } else if (group) {
      group.balances[group.balances.length - 1] += braceBalance(code, lineStart, lineEnd);
    }
    lineStart = lineEnd + 1;
  }
  return spans;
}

/** Where the line starting at `start` ends; a directive continued with `\` ends on its last line. */
function directiveEnd(code: string, start: number): number {
  let end = code.indexOf('\n', start);
  if (end < 0) return code.length;
  DIRECTIVE_START.lastIndex = start;
  if (!DIRECTIVE_START.test(code)) return end;
  while (endsWithBackslash(code, end)) {
    const next = code.indexOf('\n', end + 1);
    if (next < 0) return code.length;
    end = next;
  }
  return end;
}

/** `#` first on a line, read from a given index (sticky). */
const DIRECTIVE_START = /[ \t]*#/y;

/** Whether the line ending at `end` (its `\n`) ends with `\`, a `\r` before the `\n` allowed. */
function endsWithBackslash(code: string, end: number): boolean {
  const last = code[end - 1] === '\r' ? end - 2 : end - 1;
  return last >= 0 && code[last] === '\\';
}

function braceBalance(code: string, start: number, end: number): number {
  let balance = 0;
  for (let i = start; i < end; i++) {
    if (code[i] === '{') balance++;
    else if (code[i] === '}') balance--;
  }
  return balance;
}

/**
 * The source with comments and string and character literals blanked (line ends kept), so the
 * braces and `#` counted are the code's: `'{'`, `"}"` and a `#if` inside a comment are not.
 */
function codeOnly(source: string): string {
  const parts: string[] = [];
  const blank = (from: number, to: number) => source.slice(from, to).replace(/[^\n]/g, ' ');
  const special = /\/\*|\/\/|["']/g;
  let copied = 0;
  for (let match = special.exec(source); match; match = special.exec(source)) {
    const i = match.index;
    let end: number;
    if (match[0] === '/*') {
      const close = source.indexOf('*/', i + 2);
      end = close < 0 ? source.length : close + 2;
    } else if (match[0] === '//') {
      const newline = source.indexOf('\n', i);
      end = newline < 0 ? source.length : newline;
    } else {
      let j = i + 1;
      while (j < source.length && source[j] !== match[0] && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      end = Math.min(j + 1, source.length);
    }
    parts.push(source.slice(copied, i), blank(i, end));
    copied = end;
    special.lastIndex = end;
  }
  parts.push(source.slice(copied));
  return parts.join('');
}
