import { pathFilter } from '../../src/sources/path-filter';
import { compilePathGlobs } from '../../src/policy/patterns';

describe('pathFilter', () => {
  it('accepts everything without globs', () => {
    expect(pathFilter()('any/where.js')).toBe(true);
  });

  it('matches globs with a folder from the root and bare globs anywhere', () => {
    const accept = pathFilter(['src/**', '*.c']);
    expect(['src/a/B.java', 'lib/x.c', 'x.c', 'lib/y.js', 'other/src/z.js'].filter(accept)).toEqual(['src/a/B.java', 'lib/x.c', 'x.c']);
  });

  it('drops excluded paths, given as excludes or as !globs', () => {
    const accept = pathFilter(['src/**', '!**/test/**'], ['*.min.js']);
    expect(['src/a.js', 'src/test/a.js', 'src/b.min.js', 'src/.hidden/c.js'].filter(accept)).toEqual(['src/a.js', 'src/.hidden/c.js']);
    expect(['a.js', 'vendor/b.js'].filter(pathFilter(['!vendor/**']))).toEqual(['a.js']);
  });
});

describe('globs and line breaks', () => {
  it('a file name with a line break matches globs like any other', () => {
    const name = 'src/a\r\nb\u2028.js';
    expect(pathFilter(['src/**'])(name)).toBe(true);
    expect(pathFilter(['**'])(name)).toBe(true);
    expect(pathFilter(['*.js'])(name)).toBe(true);
    expect(pathFilter([], ['src/**'])(name)).toBe(false);
    expect(compilePathGlobs(['**'])(name)).toBe(true);
  });
});
