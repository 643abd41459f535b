import type { Report } from './types';

/** The commit a streamed report belongs to. */
export interface StreamCommit {
  sha: string;
  parents: string[];
  subject: string;
  message: string;
  author: string;
}

/**
 * One line of a `--format jsonl` stream: a report of the contract plus, additively, the commit
 * it describes and the warnings met; a commit that could not be analysed (timed out, failed)
 * carries `error` and no refactorings.
 */
export type StreamRecord = Report & {
  commit?: StreamCommit;
  warnings?: string[];
  error?: string;
  /** The commit was given up at `--timeout` (its `error` says so). */
  timedOut?: boolean;
  /** `owner/name`: set by `refdiff merge`, which joins the records of several repositories. */
  repository?: string;
};

export function renderJsonl(record: StreamRecord | Report): string {
  return `${JSON.stringify(record)}\n`;
}
