import { compileNamePatterns, compilePathGlobs, namePatternProblem, pathGlobProblem } from '../../src/policy/patterns';
import { editDistance } from '../../src/core/edit-distance';
import { closestMatch } from '../../src/policy/suggest';
import { parseByteSize } from '../../src/policy/byte-size';

describe('path globs', () => {
  test.each(['src/**', '**/*.{js,jsx}', 'src/[a-z]*/**', 'src/[]x]/*', 'src/[!_]*.java', 'app/(group)/page.js', 'src/\\{literal\\}.js', './src/**'])(
    'accepted: %s',
    (glob) => expect(pathGlobProblem(glob)).toBeUndefined(),
  );
  test.each([
    ['', 'empty glob'],
    ['   ', 'empty glob'],
    ['src/{a,b', "unclosed '{' in glob 'src/{a,b'"],
    ['src/a}', "unbalanced '}' in glob 'src/a}'"],
    ['src/[a-z', "unclosed '[' in glob 'src/[a-z'"],
    ['src/a]', "unbalanced ']' in glob 'src/a]'"],
    ['src/(a|b', "unclosed '(' in glob 'src/(a|b'"],
    ['src/{a,(b}', "unbalanced '}' in glob 'src/{a,(b}'"],
    ['C:/src/**', "absolute path in glob 'C:/src/**' (paths are relative to the repository root)"],
    ['src/../x', "'..' in glob 'src/../x' (paths are relative to the repository root)"],
    ['*(a|b).c', "extglob '*(' in glob '*(a|b).c' is not supported (it can take exponential time; use {a,b} or several globs)"],
  ])('rejected: %j', (glob, reason) => expect(pathGlobProblem(glob)).toBe(reason));

  test('matching: full paths, file names for globs without a slash, leading ./ ignored', () => {
    const match = compilePathGlobs(['./src/api/**', '*.c']);
    expect(['src/api/a/B.java', 'lib/x.c', 'src/core/B.java', '.hidden/y.c'].map(match)).toEqual([true, true, false, true]);
  });
});

describe('name patterns', () => {
  test('globs and /regex/flags', () => {
    const match = compileNamePatterns(['get*', '/^is[A-Z]/']);
    expect(['getX', 'isOpen', 'island', 'forget'].map(match)).toEqual([true, true, false, false]);
    expect(compileNamePatterns(['/^TEST/i'])('testRun')).toBe(true);
  });
  test('problems', () => {
    expect(namePatternProblem('/[/')).toBe('invalid regular expression /[/: Unterminated character class');
    expect(namePatternProblem('get{A')).toBe("unclosed '{' in name pattern 'get{A'");
    expect(namePatternProblem('')).toBe('empty name pattern');
    expect(namePatternProblem('/a/b')).toBe("invalid regular expression /a/b: Invalid flags supplied to RegExp constructor 'b'");
  });
});

describe('suggestions', () => {
  test('edit distance counts a transposition as one edit', () => {
    expect(editDistance('levle', 'level')).toBe(1);
    expect(editDistance('treshold', 'threshold')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
  test('the closest candidate, case-insensitively, only when plausibly a typo', () => {
    expect(closestMatch('Include', ['include', 'exclude'])).toBe('include');
    expect(closestMatch('rename', ['RENAME', 'MOVE'])).toBe('RENAME');
    expect(closestMatch('colour', ['analysis', 'rules', 'action'])).toBeUndefined();
  });
});

describe('byte sizes', () => {
  test.each([
    ['1048576', 1048576],
    ['1MiB', 1048576],
    ['1 MB', 1000000],
    ['512kib', 524288],
    ['1.5KB', 1500],
    ['2 GiB', 2 * 1024 ** 3],
  ])('%s', (text, bytes) => expect(parseByteSize(text)).toBe(bytes));
  test.each(['', 'MiB', '1 parsec', '-1', '1e3'])('not a size: %j', (text) => expect(parseByteSize(text)).toBeUndefined());
});
