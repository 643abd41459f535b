import { compilePathGlobs } from '../policy/patterns';

/**
 * Builds a path predicate from globs, with the policy's glob semantics (picomatch syntax; a
 * glob without `/` matches the file name anywhere, like `*.java`). A path passes when it
 * matches some include (or there are none) and no exclude. Globs in `include` that start with
 * `!` count as excludes.
 */
export function pathFilter(include: readonly string[] = [], exclude: readonly string[] = []): (path: string) => boolean {
  const positives = include.filter((glob) => !glob.startsWith('!'));
  const negatives = [...exclude, ...include.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1))];
  const included = positives.length > 0 ? compilePathGlobs(positives) : () => true;
  const excluded = negatives.length > 0 ? compilePathGlobs(negatives) : () => false;
  return (path) => included(path) && !excluded(path);
}
