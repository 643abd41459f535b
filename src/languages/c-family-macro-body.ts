import { withoutRanges } from './uncommented-text';

/**
 * A macro's body without its comments: tree-sitter's `preproc_arg` (the body of `#define`, one
 * leaf) runs to the end of the line, so `#define LIMIT 64 // bytes` holds `64 // bytes`, and
 * `#define LIMIT 64 /* bytes *\/` holds `64 ` (the comment a node of its own). Rewording the
 * comment, or adding one, is no change of the macro: the comment is cut, and the blanks and line
 * splices (`\` at a line's end) it leaves at the end. A `//` or `/*` in a string or character
 * literal (`"http://"`, `'/'`) is text. C and C++ alike.
 */
export function macroBody(text: string): string {
  const comments: [number, number][] = [];
  let end = text.length;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' || (ch === "'" && !isDigitSeparator(text, i))) i = literalEnd(text, i);
    else if (ch === '/' && text[i + 1] === '/') {
      end = i;
      break;
    } else if (ch === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      const after = close === -1 ? text.length : close + 2;
      comments.push([i, after]);
      i = after - 1;
    }
  }
  const body = text.slice(0, end);
  return (comments.length > 0 ? withoutRanges(body, comments) : body).replace(TRAILING_LAYOUT, '');
}

/** Blanks and line splices at the end of a body. */
const TRAILING_LAYOUT = /(?:\s|\\(?=\r?\n))+$/;

/** C++14's `1'000'000`: a quote inside a number (one that starts with a digit) opens no literal. */
function isDigitSeparator(text: string, quote: number): boolean {
  let start = quote;
  while (start > 0 && /[\w.']/.test(text[start - 1])) start--;
  return start < quote && /\d/.test(text[start]);
}

/** The index of the quote closing the literal opened at `open` (escapes skipped); the line's end when none does. */
function literalEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === text[open]) return i;
    else if (text[i] === '\n') return i - 1;
  }
  return text.length - 1;
}

/** `TokenizeOptions.spelled` for C and C++: a macro body (`preproc_arg`, one leaf) read by `macroBody`. */
export const MACRO_BODIES: ReadonlyMap<string, (text: string) => string> = new Map([['preproc_arg', macroBody]]);
