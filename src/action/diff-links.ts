import { createHash } from 'node:crypto';
import type { CodeElement } from '../report/types';
import { blobUrl } from './markup';

/** Where a side of a refactoring is shown: the pull request's "Files changed", else the file at a commit. */
export interface LinkPlace {
  serverUrl: string;
  /** `owner/name` */
  repository: string;
  /** Link into this pull request's diff; absent: blob links at `sha`. */
  pullRequest?: number;
  sha: string;
}

/**
 * `https://github.com/<owner>/<repo>/pull/<N>/files#diff-<sha256 hex of path><L|R><line>`: GitHub's
 * anchor for one line of a file in a pull request's diff, `L` on the old side, `R` on the new.
 */
export function pullRequestDiffUrl(serverUrl: string, repository: string, pullRequest: number, path: string, side: 'L' | 'R', line: number): string {
  const anchor = createHash('sha256').update(path).digest('hex');
  return `${serverUrl.replace(/\/+$/, '')}/${repository}/pull/${pullRequest}/files#diff-${anchor}${side}${line}`;
}

/**
 * The link for one side of a refactoring. In a pull request the after side is a right-hand
 * (`R`) line; the before side a left-hand (`L`) line of its own file's diff, except for a file
 * renamed as a whole, whose diff GitHub files under the new path.
 */
export function elementUrl(place: LinkPlace, element: CodeElement, side: 'before' | 'after', diffPath = element.file): string {
  if (place.pullRequest === undefined) return blobUrl(place.serverUrl, place.repository, place.sha, element.file, element.startLine, element.endLine);
  return pullRequestDiffUrl(place.serverUrl, place.repository, place.pullRequest, diffPath, side === 'after' ? 'R' : 'L', element.startLine);
}

export function runUrl(serverUrl: string, repository: string, runId: number): string {
  return `${serverUrl.replace(/\/+$/, '')}/${repository}/actions/runs/${runId}`;
}
