import type { Refactoring } from '../report/types';
import { compileNamePatterns, compilePathGlobs, type Matcher } from './patterns';
import type { RuleMatch } from './schema';

/**
 * A rule's `match` as a predicate. Every key given must hold (AND); the values listed under one
 * key are alternatives (OR). `path` and `name` hold when either side satisfies them;
 * `beforePath`/`afterPath`, `beforeName`/`afterName` look at one side. Names are simple names
 * (`min`, `Calculator`), not qualified ones.
 */
export function compileMatch(match: RuleMatch): (refactoring: Refactoring) => boolean {
  const tests: ((refactoring: Refactoring) => boolean)[] = [];
  const within = (values: readonly string[] | undefined, get: (refactoring: Refactoring) => string) => {
    if (values) tests.push((refactoring) => values.includes(get(refactoring)));
  };
  const side = (patterns: readonly string[] | undefined, compile: (p: readonly string[]) => Matcher, get: (r: Refactoring) => string[]) => {
    if (!patterns) return;
    const matcher = compile(patterns);
    tests.push((refactoring) => get(refactoring).some(matcher));
  };
  within(match.operation, (r) => r.operation);
  within(match.kind, (r) => r.kind);
  within(match.type, (r) => r.type);
  within(match.language, (r) => r.language);
  side(match.path, compilePathGlobs, (r) => [r.before.file, r.after.file]);
  side(match.beforePath, compilePathGlobs, (r) => [r.before.file]);
  side(match.afterPath, compilePathGlobs, (r) => [r.after.file]);
  side(match.name, compileNamePatterns, (r) => [r.before.name, r.after.name]);
  side(match.beforeName, compileNamePatterns, (r) => [r.before.name]);
  side(match.afterName, compileNamePatterns, (r) => [r.after.name]);
  return (refactoring) => tests.every((test) => test(refactoring));
}
