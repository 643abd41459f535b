import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gitText } from '../sources/git/process';

/**
 * The step of `git rebase -i` (or `--autosquash`) that the hook is preparing a commit for.
 * Git does not tell hooks: a `fixup` or `squash` step amends the commit before it (the index
 * holds the combined change against HEAD's parent) yet the hook gets source `message` or
 * `squash`, and its ancestor is `git rebase`, not `git commit --amend`. The rebase lists the
 * step it is running last in `rebase-merge/done`.
 */
export interface RebaseStep {
  /** The todo command, abbreviations spelled out: pick, reword, edit, fixup, squash, exec... */
  command: string;
  /** The step amends the commit before it: `fixup` and `squash`. */
  amends: boolean;
}

const ABBREVIATIONS: Record<string, string> = { p: 'pick', r: 'reword', e: 'edit', s: 'squash', f: 'fixup', x: 'exec', b: 'break', d: 'drop' };

/** The current step; undefined outside an interactive rebase. */
export async function currentRebaseStep(cwd: string): Promise<RebaseStep | undefined> {
  return rebaseStepIn(resolve(cwd, await gitText(cwd, ['rev-parse', '--git-path', REBASE_MERGE])));
}

/** The git path the rebase keeps its state in. */
export const REBASE_MERGE = 'rebase-merge';

/** The current step, read from the rebase's folder (`git rev-parse --git-path rebase-merge`). */
export async function rebaseStepIn(directory: string): Promise<RebaseStep | undefined> {
  let done: string;
  try {
    done = await readText(resolve(directory, 'done'));
  } catch {
    return undefined;
  }
  const last = done
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^[#;]/.test(line))
    .pop();
  if (last === undefined) return undefined;
  const word = last.split(/\s+/)[0];
  const command = ABBREVIATIONS[word] ?? word;
  return { command, amends: command === 'fixup' || command === 'squash' };
}

/**
 * Read at once: the file is small and, outside a rebase, absent. An asynchronous read loads one
 * more of node's modules on every commit (node:fs/promises, or the callback form's reader, which
 * the hook loads after its V8 flag is set, so compiled from source: see src/cli/bin.ts).
 */
function readText(path: string): Promise<string> {
  return Promise.resolve().then(() => readFileSync(path, 'utf8'));
}
