import { Command } from 'commander';
import { runCommitMsg } from '../../hook/commit-msg';
import { HookManagerError, hooksStatus, installHooks, uninstallHooks } from '../../hook/install';
import { BLOCKED_EXIT_CODE } from '../../hook/prepare-commit-msg';
import { runHook } from '../../hook/run-hook';
import { RefdiffError } from '../../errors';
import { daemonStatus } from '../../daemon/control';
import { stateDirectory } from '../../daemon/state';
import { autoStartLine, enableAutoStartHere } from './daemon';
import type { CliIo } from '../output';

/** `refdiff hook install | uninstall | status`, and `run`, which the git hook calls. */
export function hookCommand(io: CliIo): Command {
  const hook = new Command('hook').description('the prepare-commit-msg hook: refactorings in every commit message, and the policy gate');

  hook
    .command('install')
    .description('install the hooks where git looks for hooks (core.hooksPath and worktrees included); existing hooks are kept and run first')
    .option('--daemon', 'also turn on auto-start (`refdiff daemon enable`): for this user, the hook starts a warm daemon when none answers')
    .action(async (options: { daemon?: boolean }) => {
      const results = await installHooks(io.cwd).catch((error: unknown) => {
        // The recipe first: the one-line error that follows says what it is for.
        if (error instanceof HookManagerError) io.stderr.write(`${error.manager.recipe.join('\n')}\n\n`);
        throw error;
      });
      for (const result of results) {
        const what = { installed: 'installed', updated: 'updated', unchanged: 'already installed' }[result.outcome];
        io.stdout.write(`refdiff: ${result.paths.name} ${what}: ${result.paths.hook}\n`);
        if (result.chained) io.stdout.write(`refdiff: the ${result.paths.name} hook that was there runs first, from ${result.paths.chained}\n`);
      }
      if (options.daemon) io.stdout.write(`refdiff: ${await enableAutoStartHere(io.cwd)}\n`);
      else io.stdout.write('refdiff: optional: `refdiff daemon start` keeps refdiff warm for this repository, so that commits do not start node (needs bash); `refdiff daemon enable` has the hook start it\n');
    });

  hook
    .command('uninstall')
    .description('remove the hooks and put back the ones that were there before')
    .action(async () => {
      for (const result of await uninstallHooks(io.cwd)) {
        if (result.outcome === 'not-installed') io.stdout.write(`refdiff: no refdiff ${result.paths.name} hook at ${result.paths.hook}\n`);
        else io.stdout.write(`refdiff: ${result.paths.name} removed${result.restored ? '; the previous hook is back' : ''}: ${result.paths.hook}\n`);
      }
    });

  hook
    .command('status')
    .description('whether the hooks are installed, and which refdiff they run')
    .action(async () => {
      const status = await hooksStatus(io.cwd, io.env);
      const manager = status.manager;
      for (const item of status.hooks) {
        const state = item.installed
          ? `installed${item.current ? '' : ' (an older version: `refdiff hook install` updates it)'}${item.chained ? `, runs ${item.paths.chained} first` : ''}`
          : manager?.callsRefdiff[item.paths.name]
            ? `runs through ${manager.name}`
            : manager
              ? `not installed (${manager.name} runs the hooks: \`refdiff hook install\` prints what to add to it)`
              : item.foreign
                ? 'not installed (another hook is there; `refdiff hook install` keeps it and runs it first)'
                : 'not installed';
        io.stdout.write(`${item.paths.name}: ${state}: ${item.paths.hook}\n`);
      }
      if (manager) {
        const broken = status.hooks.some((item) => item.installed);
        io.stdout.write(`${manager.name} runs the hooks here (${manager.evidence})${broken ? '; refdiff\'s hooks in its folder keep its own from running: `refdiff hook uninstall` puts them back' : ''}\n`);
      }
      io.stdout.write(`refdiff: ${status.refdiff ?? 'not found (the hooks look in node_modules/.bin, then PATH)'}\n`);
      io.stdout.write(`daemon: ${await daemonLine(io.cwd)}\n`);
      io.stdout.write(`daemon: ${autoStartLine(await stateDirectory(io.cwd))}\n`);
    });

  hook
    .command('run')
    .description('what the git hook runs (internal): prepare-commit-msg with git\'s arguments')
    .argument('<message-file>', "git's $1: the commit message file")
    .argument('[source]', "git's $2: message, template, merge, squash or commit")
    .argument('[sha]', "git's $3: the commit, for source commit")
    .action(async (messageFile: string, source: string | undefined, sha: string | undefined) => {
      // The bundled CLI hands plain `hook run` calls to dist/hook.js before loading this (scripts/build.mjs).
      const exitCode = await runHook({ messageFile, source, sha }, io);
      if (exitCode === BLOCKED_EXIT_CODE) throw new RefdiffError('commit stopped (see above)', BLOCKED_EXIT_CODE);
    });

  hook
    .command('finish')
    .description('what the git commit-msg hook runs (internal): an editor session left empty stays empty')
    .argument('<message-file>', "git's $1: the commit message file")
    .action(async (messageFile: string) => {
      const outcome = await runCommitMsg({ cwd: io.cwd, messageFile });
      for (const line of outcome.messages) io.stderr.write(`${line}\n`);
    });

  return hook;
}

/** The `refdiff daemon` of this repository, as `hook status` shows it. */
async function daemonLine(cwd: string): Promise<string> {
  try {
    const status = await daemonStatus(cwd);
    if (!status.running) return 'not running (optional: `refdiff daemon start` spares each commit the start of node)';
    return `running (pid ${status.state.pid})${status.current ? '' : ', another build: the hooks ignore it (`refdiff daemon start` replaces it)'}`;
  } catch (error) {
    return `not used: ${error instanceof Error ? error.message : String(error)}`;
  }
}
