import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeFileAtomic } from './atomic-write';
import { withoutLonelyBlock } from './message';
import { pendingPath, takePending } from './pending-empty';
import type { HookOutcome } from './prepare-commit-msg';

export interface CommitMsgInput {
  cwd: string;
  /** `$1`: the message as the editor left it. */
  messageFile: string;
}

/**
 * The commit-msg stage: when the prepare-commit-msg stage filled an empty editor message and
 * the user wrote nothing, refdiff's lines come out again so that git aborts the commit as
 * empty. Fails open like the other stage.
 */
export async function runCommitMsg(input: CommitMsgInput): Promise<HookOutcome> {
  try {
    const pending = takePending(await pendingPath(input.cwd));
    if (!pending) return { exitCode: 0, messages: [] };
    const path = resolve(input.cwd, input.messageFile);
    const text = readFileSync(path).toString('latin1');
    const lines = pending.lines.map((line) => Buffer.from(line, 'utf8').toString('latin1'));
    const updated = withoutLonelyBlock(text, lines, { commentChar: pending.commentChar, stripsComments: true });
    if (updated !== text) writeFileAtomic(path, Buffer.from(updated, 'latin1'));
    return { exitCode: 0, messages: [] };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { exitCode: 0, messages: [`refdiff: ${message}; commit message left unchanged`] };
  }
}
