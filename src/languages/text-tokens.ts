import type { TokenizedFile } from '../core/cst';
import { firstTokenFrom } from '../core/cst-index';
import { NO_MORE_TOKENS, sameCodeTokens, UNREADABLE_TEXT, type CodeCursor } from './code-lexing';
import type { SyntaxNode } from './tree-sitter';

/** Where the syntax tree's leaf that starts at `start` ends; undefined when no leaf starts there. */
export type LeafEnd = (start: number) => number | undefined;

/**
 * A language's lexical grammar as three sticky (`y`) regular expressions, tried in this order at
 * each place, as one alternation of the three would be: `skip` is whitespace or a comment and
 * yields no token; `split` is text whose split into leaves depends on the grammar's context
 * (Java's `>>` closes two type argument lists in `List<List<T>>` but is one shift operator in
 * `a >> b`), where the tree's leaf decides, one look-up per such place; `token` is one token.
 * Three tests rather than one `exec`: `test` builds no match array, and a file has a million
 * places to match (the arrays were the engine's largest source of garbage).
 */
export interface TokenPattern {
  skip: RegExp;
  split: RegExp;
  token: RegExp;
  /**
   * What the patterns say about most of a file's text, read without them: ASCII whitespace
   * (`skip` would take it), and where an ASCII word token that starts at a place ends (undefined
   * when the patterns must decide there). Any answer must be the patterns' own.
   */
  fast?: FastLexer;
}

export interface FastLexer {
  /** 1 for ASCII whitespace, 2 for a one-character token, 3 for the first character of a word; indexed by char code below 128. */
  classes: Uint8Array;
  /** 1 for an ASCII character that continues a word (the language's: Java's `$` too); indexed by char code below 128. */
  wordPart: Uint8Array;
  /** Whether a word that starts at `position` must be left to the patterns (`non-sealed`). */
  special(source: string, position: number): boolean;
}

const WHITESPACE = 1;
const SINGLE = 2;
const WORD_START = 3;

/**
 * A language's tokens read from the source text, instead of visiting every leaf of the syntax
 * tree through web-tree-sitter (several wasm calls a leaf, most of the cost of tokenizing).
 *
 * The language's pattern must give the same tokens as the tree's leaves on a file tree-sitter
 * parsed without errors (each language's tests compare both on real files); on text it cannot
 * read (an unterminated comment, a stray character) this gives up and returns undefined, and the
 * caller walks the tree.
 */
export function lexTokens(source: string, pattern: TokenPattern, leafEnd: LeafEnd): TokenizedFile | undefined {
  const tokens: TokensRead = { texts: [], starts: [] };
  return lexStretch(source, pattern, leafEnd, 0, source.length, tokens) ? tokenizedFile(tokens) : undefined;
}

/** Tokens as they are read, one by one. */
interface TokensRead {
  texts: string[];
  starts: number[];
}

function tokenizedFile(tokens: TokensRead): TokenizedFile {
  return { texts: tokens.texts, starts: Int32Array.from(tokens.starts) };
}

/** A stretch of the new text that is a stretch of the earlier text, shifted: both begin and end where syntax tree leaves do. */
export interface TakenStretch {
  start: number;
  end: number;
  /** From the earlier text's offsets to the new text's. */
  shift: number;
}

/**
 * The tokens of a text whose `taken` stretches (sorted, disjoint) are an earlier text's, shifted:
 * their tokens are the earlier ones, and only the text between them is read. The lexer holds no
 * state between tokens, and a stretch starts and ends where leaves do, so this is what lexTokens
 * gives for the whole text; undefined where it would be.
 */
export function lexTokensTaking(source: string, pattern: TokenPattern, leafEnd: LeafEnd, earlier: TokenizedFile, taken: readonly TakenStretch[]): TokenizedFile | undefined {
  const tokens: TokensRead = { texts: [], starts: [] };
  let from = 0;
  for (const stretch of taken) {
    if (!lexStretch(source, pattern, leafEnd, from, stretch.start, tokens)) return undefined;
    const earlierEnd = stretch.end - stretch.shift;
    for (let index = firstTokenFrom(earlier.starts, stretch.start - stretch.shift); index < earlier.starts.length && earlier.starts[index] < earlierEnd; index++) {
      tokens.texts.push(earlier.texts[index]);
      tokens.starts.push(earlier.starts[index] + stretch.shift);
    }
    from = stretch.end;
  }
  return lexStretch(source, pattern, leafEnd, from, source.length, tokens) ? tokenizedFile(tokens) : undefined;
}

/** Appends the tokens of source[from, to); false where the patterns cannot read it, or a token or comment would run past `to`. */
function lexStretch(source: string, pattern: TokenPattern, leafEnd: LeafEnd, from: number, to: number, tokens: TokensRead): boolean {
  const { skip, split, token, fast } = pattern;
  const { texts, starts } = tokens;
  let position = from;
  while (position < to) {
    const code = source.charCodeAt(position);
    const kind = fast && code < 128 ? fast.classes[code] : 0;
    if (kind === WHITESPACE) {
      // More whitespace (a non-ASCII space too) is skipped next time round, as `skip` would have.
      position++;
      while (position < to && fast!.classes[source.charCodeAt(position)] === WHITESPACE) position++;
      continue;
    }
    if (kind === SINGLE) {
      texts.push(source[position]);
      starts.push(position);
      position++;
      continue;
    }
    if (kind === WORD_START && !fast!.special(source, position)) {
      let end = position + 1;
      let next = source.charCodeAt(end);
      const wordPart = fast!.wordPart;
      while (next < 128 && wordPart[next] === 1) next = source.charCodeAt(++end);
      // A non-ASCII character may continue the word: the patterns decide (NaN past the end).
      if (!(next >= 128)) {
        if (end > to) return false;
        texts.push(source.slice(position, end));
        starts.push(position);
        position = end;
        continue;
      }
    }
    if (matchesAt(skip, source, position)) {
      position = skip.lastIndex;
      continue;
    }
    let end: number;
    if (matchesAt(split, source, position)) {
      const leaf = leafEnd(position);
      if (leaf === undefined || leaf <= position || leaf > split.lastIndex) return false;
      end = leaf;
    } else if (matchesAt(token, source, position)) {
      end = token.lastIndex;
    } else {
      return false;
    }
    texts.push(source.slice(position, end));
    starts.push(position);
    position = end;
  }
  return position === to;
}

/**
 * Whether two texts hold the same tokens in the same order, whatever lies between them (blanks,
 * comments): in a language whose layout means nothing (Java), the same code. Read side by side
 * and stopped at the first token that differs, so a file whose code changed costs little.
 * False where either text cannot be read by the pattern, and where `hidesCode` says a comment
 * may hold code (Java's `\u000a` ends a line comment before the compiler reads it).
 */
export function sameTokens(before: string, after: string, pattern: TokenPattern, hidesCode?: (comment: string) => boolean): boolean {
  // Layout means nothing here: every token's layout stays 0.
  return sameCodeTokens(before, after, {
    begin: () => ({ position: 0, start: 0, layout: 0 }),
    next: (text, cursor) => readToken(text, pattern, cursor, hidesCode),
  });
}

/**
 * The next token from `cursor.position`, read as lexStretch reads it but without a syntax tree:
 * a `split` place is one token (the text alike on both sides of a comparison splits alike).
 * Returns the token's end (the cursor then stands on it), NO_MORE_TOKENS or UNREADABLE_TEXT.
 */
function readToken(source: string, pattern: TokenPattern, cursor: CodeCursor, hidesCode?: (comment: string) => boolean): number {
  const { skip, split, token, fast } = pattern;
  let position = cursor.position;
  while (position < source.length) {
    const code = source.charCodeAt(position);
    const kind = fast && code < 128 ? fast.classes[code] : 0;
    if (kind === WHITESPACE) {
      position++;
      continue;
    }
    let end = -1;
    if (kind === SINGLE) end = position + 1;
    else if (kind === WORD_START && !fast!.special(source, position)) {
      end = position + 1;
      while (end < source.length && source.charCodeAt(end) < 128 && fast!.wordPart[source.charCodeAt(end)] === 1) end++;
      // A non-ASCII character may continue the word: the patterns decide.
      if (end < source.length && source.charCodeAt(end) >= 128) end = -1;
    }
    if (end < 0) {
      if (matchesAt(skip, source, position)) {
        const skipped = skip.lastIndex;
        if (hidesCode?.(source.slice(position, skipped))) return UNREADABLE_TEXT;
        position = skipped;
        continue;
      }
      if (matchesAt(split, source, position)) end = split.lastIndex;
      else if (matchesAt(token, source, position)) end = token.lastIndex;
      else return UNREADABLE_TEXT;
    }
    cursor.start = position;
    cursor.position = end;
    return end;
  }
  cursor.position = position;
  return NO_MORE_TOKENS;
}

/** The character classes of a FastLexer: `whitespace`, `single` (one-character tokens) and `wordStart` as sets of ASCII characters. */
export function fastClasses(whitespace: string, single: string, wordStart: RegExp): Uint8Array {
  const classes = asciiMatching(wordStart, WORD_START);
  for (const c of single) classes[c.charCodeAt(0)] = SINGLE;
  for (const c of whitespace) classes[c.charCodeAt(0)] = WHITESPACE;
  return classes;
}

/** `mark` for each ASCII character `pattern` matches, 0 for the others; indexed by char code. */
export function asciiMatching(pattern: RegExp, mark = 1): Uint8Array {
  const marks = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if (pattern.test(String.fromCharCode(c))) marks[c] = mark;
  return marks;
}

/** Whether the sticky `pattern` matches a non-empty text at `position`; its `lastIndex` is then where that ends. */
function matchesAt(pattern: RegExp, source: string, position: number): boolean {
  pattern.lastIndex = position;
  return pattern.test(source) && pattern.lastIndex > position;
}

/** LeafEnd from a syntax tree: the smallest node spanning the first character at `start`, if it starts there. */
export function leafEndIn(root: SyntaxNode): LeafEnd {
  return (start) => {
    const leaf = root.descendantForIndex(start, start + 1);
    return leaf && leaf.startIndex === start ? leaf.endIndex : undefined;
  };
}
