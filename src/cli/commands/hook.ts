import { Command } from 'commander';
import { hookStatus, installHook, uninstallHook } from '../../hook/install';
import { BLOCKED_EXIT_CODE, runPrepareCommitMsg } from '../../hook/prepare-commit-msg';
import { RefdiffError } from '../errors';
import type { CliIo } from '../output';

/** `refdiff hook install | uninstall | status`, and `run`, which the git hook calls. */
export function hookCommand(io: CliIo): Command {
  const hook = new Command('hook').description('the prepare-commit-msg hook: refactorings in every commit message, and the policy gate');

  hook
    .command('install')
    .description('install the hook where git looks for hooks (core.hooksPath and worktrees included); an existing hook is kept and run first')
    .action(async () => {
      const result = await installHook(io.cwd);
      const what = { installed: 'installed', updated: 'updated', unchanged: 'already installed' }[result.outcome];
      io.stdout.write(`refdiff: hook ${what}: ${result.paths.hook}\n`);
      if (result.chained) io.stdout.write(`refdiff: the hook that was there runs first, from ${result.paths.chained}\n`);
    });

  hook
    .command('uninstall')
    .description('remove the hook and put back the one that was there before')
    .action(async () => {
      const result = await uninstallHook(io.cwd);
      if (result.outcome === 'not-installed') io.stdout.write(`refdiff: no refdiff hook at ${result.paths.hook}\n`);
      else io.stdout.write(`refdiff: hook removed${result.restored ? '; the previous hook is back' : ''}: ${result.paths.hook}\n`);
    });

  hook
    .command('status')
    .description('whether the hook is installed, and which refdiff it runs')
    .action(async () => {
      const status = await hookStatus(io.cwd, io.env);
      const state = status.installed
        ? `installed${status.current ? '' : ' (an older version: run `refdiff hook install` to update)'}`
        : status.foreign
          ? 'not installed (another hook is there; `refdiff hook install` keeps it and runs it first)'
          : 'not installed';
      io.stdout.write(`hook: ${state}\n`);
      io.stdout.write(`path: ${status.paths.hook}\n`);
      if (status.chained) io.stdout.write(`chained: ${status.paths.chained}\n`);
      io.stdout.write(`refdiff: ${status.refdiff ?? 'not found (the hook looks in node_modules/.bin, then PATH)'}\n`);
    });

  hook
    .command('run')
    .description('what the git hook runs (internal): prepare-commit-msg with git\'s arguments')
    .argument('<message-file>', "git's $1: the commit message file")
    .argument('[source]', "git's $2: message, template, merge, squash or commit")
    .argument('[sha]', "git's $3: the commit, for source commit")
    .action(async (messageFile: string, source: string | undefined, sha: string | undefined) => {
      const outcome = await runPrepareCommitMsg({ cwd: io.cwd, messageFile, source: source || undefined, sha: sha || undefined, env: io.env });
      for (const line of outcome.messages) io.stderr.write(`${line}\n`);
      if (outcome.exitCode === BLOCKED_EXIT_CODE) throw new RefdiffError('commit stopped (see above)', BLOCKED_EXIT_CODE);
    });

  return hook;
}
