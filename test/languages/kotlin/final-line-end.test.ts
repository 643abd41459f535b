import { withFinalLineEnd } from '../../../src/languages/kotlin/final-line-end';

/**
 * A Kotlin file ending right after its last character gets a line end before the parse
 * (tree-sitter-kotlin lost a twice-annotated class so: test/fixtures/kotlin/class-at-end-without-line-end,
 * in fixtures.test.ts). Only appended: every character keeps its offset and line; a file that
 * ends a line already (`\n`, `\r\n`, `\r`) or is empty is left as written.
 */
describe('kotlin: a line end after the last character', () => {
  it('appends one where the file lacks it, and only there', () => {
    const source = 'package a\n\n@MediumTest\n@RunWith(AndroidJUnit4::class)\nclass T {\n}';
    expect(withFinalLineEnd(source)).toBe(`${source}\n`);
    expect(withFinalLineEnd(source).startsWith(source)).toBe(true);
    for (const ended of ['class T {\n}\n', 'class T {\r\n}\r\n', 'class T {\r}\r', '']) expect(withFinalLineEnd(ended)).toBe(ended);
  });
});
