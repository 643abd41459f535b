import type { TokenizedFile } from '../../core/cst';
import { tokenizeTree, type TokenizeOptions } from '../syntax-helpers';
import { asciiMatching, fastClasses, leafEndIn, lexTokens, lexTokensTaking, sameTokens, type LeafEnd, type TakenStretch, type TokenPattern } from '../text-tokens';
import type { Tree } from '../tree-sitter';

/** String and char literals (text blocks are string literals too) are one token each; comments none. */
export const JAVA_TOKENIZE: TokenizeOptions = {
  atomic: new Set(['string_literal', 'character_literal']),
  skip: new Set(['line_comment', 'block_comment']),
};

/**
 * Java's tokens, read from the text as tree-sitter-java's leaves give them (grammar.js of tree-sitter-java 0.23):
 * string, text block and char literals whole, comments none, keywords like identifiers, and the
 * longest operator at each place, except that `>>` and `>>>` close type argument lists as
 * separate `>` leaves: the split pattern, which the tree's leaves split.
 */
const SKIP = String.raw`(\s+|//[^\n]*|/\*[^*]*\*+(?:[^/*][^*]*\*+)*/)`;
const TEXT_BLOCK = String.raw`"""(?:[^"\\]|\\[^]|"(?!""))*"""`;
const STRING = String.raw`"(?:[^"\\]|\\[^])*"`;
const CHARACTER = String.raw`'(?:[^\\'\n]|\\[^])+'`;
const HEX_NUMBER = String.raw`0[xX](?:[0-9a-fA-F_]+(?:\.[0-9a-fA-F_]*)?|\.[0-9a-fA-F_]+)(?:[pP][+-]?[0-9_]+)?[fFdDlL]?`;
const BINARY_NUMBER = String.raw`0[bB][01_]+[lL]?`;
const DECIMAL_NUMBER = String.raw`(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9][0-9_]*)(?:[eE][+-]?[0-9][0-9_]*)?[fFdDlL]?`;
const IDENTIFIER_PART = String.raw`[\p{XID_Continue}\u00A2_$]`;
const WORD_TOKENS = String.raw`(?:non-sealed|@interface)(?!${IDENTIFIER_PART})`;
const IDENTIFIER = String.raw`[\p{XID_Start}_$]${IDENTIFIER_PART}*`;
/** A whole text that is one Java identifier (or keyword) token. */
export const JAVA_IDENTIFIER = new RegExp(`^${IDENTIFIER}$`, 'u');
const SHIFT = String.raw`(>>>=|>>=|>>>|>>)`;
const OPERATOR = String.raw`<<=|\.\.\.|->|::|\+\+|--|&&|\|\||==|!=|<=|>=|\+=|-=|\*=|/=|&=|\|=|\^=|%=|<<|>>|[{}()[\];,.@=<>!~?:+\-*/&|^%]`;

/** Skip, split and token tried in that order, as one alternation of them in that order would be (text-tokens.ts). */
const JAVA_TOKEN: TokenPattern = {
  skip: new RegExp(SKIP, 'uy'),
  split: new RegExp(SHIFT, 'uy'),
  token: new RegExp([TEXT_BLOCK, STRING, CHARACTER, HEX_NUMBER, BINARY_NUMBER, DECIMAL_NUMBER, WORD_TOKENS, IDENTIFIER, OPERATOR].join('|'), 'uy'),
  // ASCII whitespace is `\s`; brackets, `;` and `,` start no longer token; an ASCII letter, `_` or
  // `$` starts an identifier (a keyword reads as one) unless it is `non-sealed`, and a digit continues one.
  fast: {
    classes: fastClasses(' \t\n\r\v\f', '(){}[];,', /[A-Za-z_$]/),
    wordPart: asciiMatching(/[A-Za-z0-9_$]/),
    special: (source, position) => source.startsWith('non-sealed', position),
  },
};

/** The tokens of a Java file tree-sitter parsed without errors; undefined where the text is not Java's. */
export function lexJavaTokens(source: string, leafEnd: LeafEnd): TokenizedFile | undefined {
  return lexTokens(source, JAVA_TOKEN, leafEnd);
}

/** A parsed file's tokens: read from its text, or from the tree's leaves where the tree has errors. */
export function javaTokens(tree: Tree, source: string): TokenizedFile {
  const root = tree.rootNode;
  return (!root.hasError && lexJavaTokens(source, leafEndIn(root))) || tokenizeTree(tree, source, JAVA_TOKENIZE);
}

/**
 * The tokens of a file parsed from the other side of its change: the `taken` stretches (methods
 * no edit touched) have the other side's tokens, shifted; only the rest is read. The same tokens
 * as javaTokens; a Javadoc edit no longer has the whole file lexed again.
 */
export function javaTokensTaking(tree: Tree, source: string, earlier: TokenizedFile, taken: readonly TakenStretch[]): TokenizedFile {
  const root = tree.rootNode;
  return (!root.hasError && lexTokensTaking(source, JAVA_TOKEN, leafEndIn(root), earlier, taken)) || javaTokens(tree, source);
}

/**
 * Whether two Java texts hold the same tokens: Java's layout means nothing, so the same code.
 * A comment holding a Unicode escape may hide code (`// \u000a call();` calls), so it counts as a change.
 * Text decoded from bytes that were not UTF-8 is not read (`sameCodeTokens`, as in every language).
 */
export function sameJavaCode(before: string, after: string): boolean {
  return sameTokens(before, after, JAVA_TOKEN, (comment) => comment.includes('\\u'));
}
