import { commonPrefixLength, commonSuffixLength, textEdits, type TextEdit } from '../../src/languages/text-edits';

/** A Java-like text of `lines` lines, the same for the same seed. */
function sourceText(lines: number, seed: number, newline = '\n'): string {
  let state = seed;
  const random = (n: number) => (state = (state * 1103515245 + 12345) % 2147483648) % n;
  const words = ['int', 'x', 'return', 'getValue()', '{', '}', '==', 'null', '"é"', '// note', 'hashCode'];
  return Array.from({ length: lines }, () => `${'    '.repeat(random(3))}${Array.from({ length: 1 + random(8) }, () => words[random(words.length)]).join(' ')};`).join(newline) + newline;
}

function slowPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

function slowSuffix(a: string, b: string, limit: number): number {
  let length = 0;
  while (length < limit && a[a.length - length - 1] === b[b.length - length - 1]) length++;
  return length;
}

/** One character replaced at each offset around the block boundaries (1,024 and 64), and at the ends. */
function offsetsAround(length: number): number[] {
  const offsets = new Set<number>();
  for (const boundary of [0, 16, 64, 128, 1024, 1088, 2048, length]) {
    for (let delta = -2; delta <= 2; delta++) if (boundary + delta >= 0 && boundary + delta < length) offsets.add(boundary + delta);
  }
  return [...offsets];
}

/** The text with the edits applied in order, each in the coordinates left by the ones before. */
function applied(before: string, after: string, edits: readonly TextEdit[]): string {
  let text = before;
  for (const edit of edits) text = text.slice(0, edit.startIndex) + after.slice(edit.startIndex, edit.newEndIndex) + text.slice(edit.oldEndIndex);
  return text;
}

describe('the common start and end of two texts', () => {
  const text = sourceText(300, 3);

  test('a text differing in one character, at or next to a block boundary, in a block\'s last character, or at either end: the start and end stop there', () => {
    expect(text.length).toBeGreaterThan(2100);
    for (const offset of offsetsAround(text.length)) {
      const changed = text.slice(0, offset) + (text[offset] === 'Z' ? 'Y' : 'Z') + text.slice(offset + 1);
      expect([offset, commonPrefixLength(text, changed)]).toEqual([offset, offset]);
      expect([offset, commonSuffixLength(text, changed, text.length - offset)]).toEqual([offset, text.length - offset - 1]);
      // The end never reaches into the start: at most the limit.
      expect(commonSuffixLength(text, changed, Math.min(10, text.length - offset))).toBe(Math.min(10, text.length - offset - 1));
    }
  });

  test('texts of other lengths, one within the other, empty, or differing in a two-byte character: as a character by character comparison', () => {
    const pairs: [string, string][] = [
      [text, text],
      [text, text.slice(0, 1024)],
      [text.slice(0, 1088), text],
      [text, text.slice(1)],
      [text.slice(64), text],
      [text, ''],
      ['', ''],
      [text, text.replace('é', 'ê')],
      [`${text}\r\n`, `${text}\n`],
      [text, `x${text.slice(0, 1500)}y${text.slice(1500)}`],
    ];
    for (const [a, b] of pairs) {
      const prefix = commonPrefixLength(a, b);
      expect(prefix).toBe(slowPrefix(a, b));
      const limit = Math.min(a.length, b.length) - prefix;
      expect(commonSuffixLength(a, b, limit)).toBe(slowSuffix(a, b, limit));
    }
  });
});

describe('text edits of texts changed at block boundaries', () => {
  test('one character changed in a line: one edit of that line alone, with LF or CRLF line ends, with or without a final newline', () => {
    for (const newline of ['\n', '\r\n']) {
      for (const finalNewline of [true, false]) {
        const full = sourceText(300, 5, newline);
        const before = finalNewline ? full : full.slice(0, -newline.length);
        for (const offset of offsetsAround(before.length)) {
          if (before[offset] === '\n' || before[offset] === '\r') continue;
          const after = before.slice(0, offset) + 'Z' + before.slice(offset + 1);
          const edits = textEdits(before, after);
          const lineStart = before.lastIndexOf('\n', offset - 1) + 1;
          const newlineAt = before.indexOf('\n', offset);
          const lineEnd = newlineAt < 0 ? before.length : newlineAt + 1;
          expect([offset, edits.map((edit) => [edit.startIndex, edit.oldEndIndex, edit.newEndIndex])]).toEqual([offset, [[lineStart, lineEnd, lineEnd]]]);
          expect(edits[0].startPosition).toEqual({ row: before.slice(0, lineStart).split('\n').length - 1, column: 0 });
          expect(applied(before, after, edits)).toBe(after);
        }
      }
    }
  });

  test('a line removed or added at a block boundary, or the final newline removed: the edits turn one text into the other', () => {
    const before = sourceText(300, 9);
    for (const offset of offsetsAround(before.length)) {
      const lineStart = before.lastIndexOf('\n', offset - 1) + 1;
      const lineEnd = before.indexOf('\n', offset) + 1;
      const removed = before.slice(0, lineStart) + before.slice(lineEnd);
      const added = `${before.slice(0, lineStart)}  extra();\n${before.slice(lineStart)}`;
      for (const [from, to] of [[before, removed], [removed, before], [before, added], [before, before.slice(0, -1)], [before.slice(0, -1), before]]) {
        expect(applied(from, to, textEdits(from, to))).toBe(to);
      }
    }
  });
});
