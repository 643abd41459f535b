import picomatch from 'picomatch';

/**
 * Builds a path predicate from globs (picomatch syntax; a glob without `/` matches the file
 * name anywhere, like `*.java`). A path passes when it matches some include (or there are
 * none) and no exclude. Globs in `include` that start with `!` count as excludes.
 */
export function pathFilter(include: readonly string[] = [], exclude: readonly string[] = []): (path: string) => boolean {
  const positives = include.filter((glob) => !glob.startsWith('!')).map(anywhere);
  const negatives = [...exclude, ...include.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1))].map(anywhere);
  // picomatch's own `basename` option applies to globs with slashes too, so do it here.
  const options = { dot: true };
  const included = positives.length > 0 ? picomatch(positives, options) : () => true;
  const excluded = negatives.length > 0 ? picomatch(negatives, options) : () => false;
  return (path) => included(path) && !excluded(path);
}

function anywhere(glob: string): string {
  return glob.includes('/') ? glob : `**/${glob}`;
}
