import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { autoStartDaemon, autoStartRequest } from '../daemon/auto-start';
import { runPrepareCommitMsg } from './prepare-commit-msg';
import { mark } from './profile-marks';

/** The hook's last line when a rule stops the commit, as the CLI says it. */
export const STOPPED_LINE = 'refdiff: commit stopped (see above)';

export interface HookRunIo {
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/**
 * `refdiff hook run <message-file> [source] [sha]`, what the git hook calls: writes the
 * refactorings into the message and returns the exit code (0, or BLOCKED_EXIT_CODE when a
 * rule stops the commit). Shared by the CLI's `hook run` and the hook's own small entry.
 */
export async function runHook(args: { messageFile: string; source?: string; sha?: string }, io: HookRunIo): Promise<number> {
  // Every commit waits for this process: compile the grammars with the baseline compiler
  // only, so node does not wait at exit for optimised wasm it will never use.
  setFlagsFromString('--liftoff-only');
  const outcome = await runPrepareCommitMsg({ cwd: io.cwd, messageFile: args.messageFile, source: args.source || undefined, sha: args.sha || undefined, env: io.env });
  for (const line of outcome.messages) io.stderr.write(`${line}\n`);
  // Auto-start is on and no daemon answered (the shell hook says so): one starts for the next
  // commits, now that the message is written, and this commit does not wait for it.
  const directory = autoStartRequest(io.env, process.ppid);
  if (directory) {
    mark('daemon auto-start');
    mark(`daemon auto-start: ${autoStartDaemon({ directory: resolve(io.cwd, directory), cwd: io.cwd, command: [process.execPath, ...process.execArgv, process.argv[1]], env: io.env })}`);
  }
  // The commit must not wait for an analysis that ran out of time: leave now, message untouched.
  if (outcome.abandoned) process.exit(0);
  return outcome.exitCode;
}
