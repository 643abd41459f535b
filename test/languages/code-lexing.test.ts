import { blockCommentEnd, lineEnd, NO_MORE_TOKENS, quotedEnd, runEnd, sameCodeTokens, UNREADABLE_TEXT, type CodeCursor, type CodeLexer } from '../../src/languages/code-lexing';

/** A toy language: words, `//` comments, a line break that ends a statement, `?` unreadable. */
const toy: CodeLexer = {
  begin: (): CodeCursor => ({ position: 0, start: 0, layout: 0 }),
  next(text, cursor) {
    let position = cursor.position;
    let layout = 0;
    while (position < text.length) {
      const char = text[position];
      if (char === '\n') {
        layout = 1;
        position++;
      } else if (char === ' ') position++;
      else if (text.startsWith('//', position)) position = lineEnd(text, position);
      else break;
    }
    if (position >= text.length) return NO_MORE_TOKENS;
    if (text[position] === '?') return UNREADABLE_TEXT;
    const end = Math.max(position + 1, runEnd(text, position, (code) => code >= 97 && code <= 122));
    Object.assign(cursor, { start: position, position: end, layout });
    return end;
  },
};

describe('sameCodeTokens', () => {
  it('is true for texts told apart by comments and blanks, layout alike', () => {
    expect(sameCodeTokens('a b\nc', 'a  b // x\nc // y', toy)).toBe(true);
    expect(sameCodeTokens('a b\nc\n', 'a b\n\n\nc', toy)).toBe(true);
  });

  it('is false for another token, a token more or less, or a layout that changed', () => {
    expect(sameCodeTokens('a b', 'a c', toy)).toBe(false);
    expect(sameCodeTokens('a b', 'a bb', toy)).toBe(false);
    expect(sameCodeTokens('a b', 'a b c', toy)).toBe(false);
    expect(sameCodeTokens('a b c', 'a b', toy)).toBe(false);
    expect(sameCodeTokens('a b', 'a\nb', toy)).toBe(false);
  });

  it('is false where either text cannot be read', () => {
    expect(sameCodeTokens('a ?', 'a ?', toy)).toBe(false);
  });
});

describe('scanning steps', () => {
  it('finds the end of block comments, nested or not', () => {
    expect(blockCommentEnd('/* a */ b', 0)).toBe(7);
    expect(blockCommentEnd('/* /* a */ b */ c', 0)).toBe(10);
    expect(blockCommentEnd('/* /* a */ b */ c', 0, true)).toBe(15);
    expect(blockCommentEnd('/* a', 0)).toBe(-1);
    expect(blockCommentEnd('/*/', 0)).toBe(-1);
  });

  it('finds the end of quoted literals, escapes included, on one line unless told otherwise', () => {
    expect(quotedEnd('"a\\"b" c', 0)).toBe(6);
    expect(quotedEnd("'a' b", 0)).toBe(3);
    expect(quotedEnd('"a\nb"', 0)).toBe(-1);
    expect(quotedEnd('`a\nb`', 0, true)).toBe(5);
    expect(quotedEnd('"a', 0)).toBe(-1);
  });

  it('finds line ends and runs', () => {
    expect(lineEnd('ab\r\ncd', 0)).toBe(2);
    expect(lineEnd('abc', 1)).toBe(3);
    expect(runEnd('abc1', 0, (code) => code >= 97 && code <= 122)).toBe(3);
  });
});
