import type { CodeReader } from '../../sources/code-reader';
import type { CodeElement, Report } from '../types';

/** The lines of one element as a report shows them. */
export interface Snippet {
  startLine: number;
  lines: string[];
  /** Lines of the element left out past the cap. */
  more: number;
}

/** The code of a refactoring's two sides; a side that could not be read is undefined. */
export interface CodePair {
  before?: Snippet;
  after?: Snippet;
}

/** Lines shown per element: a report shows where code went, not whole files. */
export const MAX_SNIPPET_LINES = 200;

/**
 * Reads the lines of both sides of each refactoring of `report` (index-aligned with
 * `report.refactorings`), each file read once per side.
 */
export async function readCodePairs(report: Pick<Report, 'before' | 'after' | 'refactorings'>, reader: CodeReader, maxLines = MAX_SNIPPET_LINES): Promise<CodePair[]> {
  const files = new Map<string, Promise<string[] | undefined>>();
  const linesOf = (revision: string, path: string) => {
    const key = `${revision}\0${path}`;
    let lines = files.get(key);
    if (!lines) files.set(key, (lines = reader.read(revision, path).then((text) => text?.split(/\r?\n/))));
    return lines;
  };
  const snippet = async (revision: string, element: CodeElement): Promise<Snippet | undefined> => {
    const lines = await linesOf(revision, element.file);
    if (!lines) return undefined;
    const first = Math.max(1, element.startLine);
    const last = Math.min(lines.length, Math.max(first, element.endLine));
    const shown = Math.min(last - first + 1, maxLines);
    return { startLine: first, lines: lines.slice(first - 1, first - 1 + shown), more: last - first + 1 - shown };
  };
  return Promise.all(
    report.refactorings.map(async (refactoring) => ({
      before: await snippet(report.before, refactoring.before),
      after: await snippet(report.after, refactoring.after),
    })),
  );
}
