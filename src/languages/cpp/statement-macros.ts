import { followsBoundary } from './standalone-macros';

/**
 * Upper-case macros inside function bodies that stand for a keyword the grammar would need:
 * `if FMT_CONSTEXPR20 (...)` (`if constexpr` where the compiler has it) and a macro opening a
 * block, `FMT_TRY { flush(); }` (`try` where exceptions are on). Read as written, tree-sitter
 * takes `FMT_TRY { ... }` for a compound literal and the `if` for an error; its recovery may then
 * close the enclosing class and namespace early, so the declarations after it land in another
 * namespace on one side of a change and not on the other. Blanking the macro (offsets and line
 * ends kept) leaves `if (...)` and a plain block, which parse; what follows the block
 * (`FMT_CATCH(...) {}`) is then read as a declaration nested in the body, harmlessly.
 *
 * Recognised by shape only: an upper-case identifier between `if` and `(`, which C++ never
 * allows otherwise; and an upper-case identifier opening a line, after a line that ends a
 * statement or opens a block, directly followed by `{` on a line that ends opening or closing
 * a block, so a braced initialiser (`POINT{1, 2};`, `ENTRY{a, b},`) stays.
 */
export function blankStatementMacros(source: string): string {
  if (!IF_MACRO.test(source) && !BLOCK_MACRO.test(source)) return source;
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i].replace(IF_MACRO_ANYWHERE, (_match, keyword: string, macro: string) => keyword + blank(macro));
    const block = BLOCK_MACRO.exec(line);
    if (block && followsBoundary(lines, i)) line = block[1] + blank(block[2]) + line.slice(block[0].length);
    lines[i] = line;
  }
  return lines.join('\n');
}

/** `if FMT_CONSTEXPR20 (`: group 1 `if` and the space after, group 2 the macro. */
const IF_MACRO = /\bif[ \t]+[A-Z][A-Z0-9_]+[ \t]*\(/;
const IF_MACRO_ANYWHERE = /(\bif[ \t]+)([A-Z][A-Z0-9_]+)(?=[ \t]*\()/g;

/** `FMT_TRY { flush(); }`: group 1 the indentation, group 2 the macro; the line ends with `{` or `}`, a comment allowed. */
const BLOCK_MACRO = /^([ \t]*)([A-Z][A-Z0-9_]+)(?=[ \t]*\{(?:[^\n]*[{}])?[ \t]*(?:\/\/[^\n]*)?\r?$)/m;

function blank(text: string): string {
  return ' '.repeat(text.length);
}
