import type { OracleCommit } from './oracle';

export interface CommitSelection {
  /** Only commits whose URL or `<project>-<sha>` contains this. */
  filter?: string;
  /** Only the first n commits (after the filter). */
  limit?: number;
}

/** The oracle commits a run takes (shared by the accuracy run and the file exporter). */
export function selectCommits(oracle: readonly OracleCommit[], selection: CommitSelection): OracleCommit[] {
  const filter = selection.filter;
  const selected = filter
    ? oracle.filter((commit) => commit.url.includes(filter) || `${commit.project}-${commit.sha1}`.includes(filter))
    : [...oracle];
  return selection.limit ? selected.slice(0, selection.limit) : selected;
}

/** The Java run's file filter: both the accuracy run and the exporter read `.java` files only. */
export function isJavaPath(path: string): boolean {
  return path.endsWith('.java');
}
