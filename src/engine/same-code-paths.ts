import type { LanguagePlugin, SourceFile } from '../languages/plugin';

/**
 * The paths whose two texts differ but hold the same code by their language's plugin
 * (`sameCode`): only comments or layout changed. RefDiff analyses the files a change touched; a
 * file whose code it did not touch holds no refactoring, and parsing both sides of it was most of
 * the time of commits that reword licence headers or Javadoc across a code base. A text given
 * alike on both sides is the caller's to leave out (the sources pass only changed files; a
 * caller may pass unchanged ones on purpose).
 */
export function pathsWithSameCode(before: readonly SourceFile[], after: readonly SourceFile[], plugins: readonly LanguagePlugin[], languageByPath: ReadonlyMap<string, string>): Set<string> {
  const same = new Set<string>();
  const byName = new Map(plugins.map((plugin) => [plugin.name, plugin]));
  const textBefore = new Map(before.map((file) => [file.path, file.content]));
  for (const file of after) {
    const earlier = textBefore.get(file.path);
    const sameCode = byName.get(languageByPath.get(file.path) ?? '')?.sameCode;
    if (earlier !== undefined && earlier !== file.content && sameCode?.(earlier, file.content, file.path)) same.add(file.path);
  }
  return same;
}
