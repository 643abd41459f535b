import { HeldTreeBudget } from '../languages/kept-trees';
import type { FileParse, LanguagePlugin, SourceFile } from '../languages/plugin';

export type FileParser = Pick<LanguagePlugin, 'parseFile'>;

/**
 * Both sides of a change read file by file (`LanguagePlugin.parseFile`), each side's parses in
 * its files' order: a file of the after side from the same path's tree on the before side, so
 * that only what changed is parsed again. Trees past the kept-trees budget are freed as they
 * come, per side, as a whole-side parse would free them (kept-trees.ts).
 */
export function parseChangeApart(plugin: FileParser, before: readonly SourceFile[], after: readonly SourceFile[]): { before: FileParse[]; after: FileParse[] } {
  const parseFile = plugin.parseFile!;
  const parsesBefore: FileParse[] = [];
  const parsesAfter: FileParse[] = [];
  try {
    const beforeBudget = new HeldTreeBudget();
    const byPath = new Map<string, FileParse>();
    for (const file of before) {
      const parse = beforeBudget.admit(parseFile(file), file.content.length);
      parsesBefore.push(parse);
      byPath.set(file.path, parse);
    }
    const afterBudget = new HeldTreeBudget();
    // A path absent before parses afresh: never from a tree the plugin kept of another change.
    const fresh: FileParse = { data: undefined };
    for (const file of after) parsesAfter.push(afterBudget.admit(parseFile(file, byPath.get(file.path) ?? fresh), file.content.length));
  } catch (error) {
    releaseAll(parsesBefore);
    releaseAll(parsesAfter);
    throw error;
  }
  return { before: parsesBefore, after: parsesAfter };
}

/** Frees the syntax trees `parses` hold. */
export function releaseAll(parses: readonly FileParse[]): void {
  for (const parse of parses) parse.held?.release();
}
