import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gitText } from '../sources/git/process';

/**
 * A note from the prepare-commit-msg stage to the commit-msg stage: "I wrote these lines into
 * an empty message before the editor opened". The commit-msg hook looks for the file in shell,
 * so commits without it never start node a second time.
 */
export const PENDING_FILE = 'refdiff-empty-message';

export interface PendingEmptyMessage {
  lines: string[];
  commentChar: string;
}

export async function pendingPath(cwd: string): Promise<string> {
  return resolve(cwd, await gitText(cwd, ['rev-parse', '--git-path', PENDING_FILE]));
}

export function writePending(path: string, pending: PendingEmptyMessage): void {
  writeFileSync(path, JSON.stringify(pending));
}

/** Reads and removes the note; undefined when there is none or it is unreadable. */
export function takePending(path: string): PendingEmptyMessage | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  clearPending(path);
  try {
    const value = JSON.parse(text) as Partial<PendingEmptyMessage>;
    if (!Array.isArray(value.lines) || typeof value.commentChar !== 'string') return undefined;
    return { lines: value.lines.filter((line): line is string => typeof line === 'string'), commentChar: value.commentChar };
  } catch {
    return undefined;
  }
}

export function clearPending(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // not there
  }
}
