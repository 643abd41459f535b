import { macroBody } from '../../../src/languages/c-family-macro-body';
import { loadPlugins } from '../../../src/languages/registry';
import { allStatements, bodyOf, text } from '../../core/statements/parse-bodies';

async function fileTokens(language: string, path: string, content: string): Promise<string[]> {
  const [plugin] = await loadPlugins([language]);
  return plugin.parse([{ path, content }]).tokens.get(path)!.texts;
}

const PLAIN = [
  '#define LIMIT 64',
  '#define TWICE(x) ((x) * 2)',
  '#define URL "http://example.org"',
  '#define SLASH \'/\'',
  '#define MILLION 1\'000\'000',
  '#define SUM(a, b) \\',
  '  ((a) + (b))',
  'int limit() {',
  '#define LOCAL 4',
  '  return LOCAL;',
  '}',
  '',
].join('\n');

const COMMENTED = [
  '#define LIMIT 64 // bytes',
  '#define TWICE(x) ((x) * 2) /* doubles */',
  '#define URL "http://example.org" // the home page',
  '#define SLASH \'/\' // a path separator',
  '#define MILLION 1\'000\'000 // a lot',
  '#define SUM(a, b) \\',
  '  ((a) + (b)) // adds',
  'int limit() {',
  '#define LOCAL 4 // in here only',
  '  return LOCAL;',
  '}',
  '',
].join('\n');

/**
 * tree-sitter-cpp keeps a `#define`'s body as one leaf running to the line's end, a trailing `//`
 * comment included (and the blanks before a trailing `/* *\/` one): the macro's token changed
 * with its comment. Read without it, a comment added or reworded changes no token; a `//` inside
 * a string or character literal is the body's.
 */
describe('C++: a macro body without its trailing comment', () => {
  test('the file tokens of a commented file are those of the plain one', async () => {
    const plain = await fileTokens('cpp', 'src/limits.hpp', PLAIN);
    expect(await fileTokens('cpp', 'src/limits.hpp', COMMENTED)).toEqual(plain);
    expect(plain).toContain('"http://example.org"');
    expect(plain).toContain("'/'");
  });

  test('a #define in a function body reads the same in its statement', async () => {
    const statements = async (source: string) => allStatements(await bodyOf('cpp', 'src/limits.cc', source, 'limit')).map(text);
    expect(await statements(COMMENTED)).toEqual(['#define LOCAL 4', 'return LOCAL ;']);
    expect(await statements(PLAIN)).toEqual(await statements(COMMENTED));
  });

  test('C reads a #define in a function body the same way (its file tokens split macro bodies already)', async () => {
    const statements = async (source: string) => allStatements(await bodyOf('c', 'src/limits.c', source, 'limit')).map(text);
    expect(await statements(COMMENTED)).toEqual(['#define LOCAL 4', 'return LOCAL ;']);
    expect(await fileTokens('c', 'src/limits.c', COMMENTED)).toEqual(await fileTokens('c', 'src/limits.c', PLAIN));
  });

  test('what counts as a comment in a body', () => {
    expect(macroBody('a + "//" // c')).toBe('a + "//"');
    expect(macroBody("'\"' // quote")).toBe("'\"'");
    expect(macroBody('a//b')).toBe('a');
    expect(macroBody('x + \\\n  y // two')).toBe('x + \\\n  y');
    expect(macroBody('a + b \\\n   ')).toBe('a + b');
    expect(macroBody('a /* mid */ + b')).toBe('a + b');
    expect(macroBody("u8'/' // c")).toBe("u8'/'");
    expect(macroBody('"unterminated // c')).toBe('"unterminated // c');
    expect(macroBody('// only a comment')).toBe('');
  });
});
