import { Command } from 'commander';
import { autoStartEnabled, clearStartMark, DEFAULT_IDLE_MINUTES, disableAutoStart, enableAutoStart } from '../../daemon/auto-start';
import { daemonStatus, startDaemon, stopDaemon } from '../../daemon/control';
import { serveDaemon } from '../../daemon/server';
import { prepareStateDirectory, stateDirectory } from '../../daemon/state';
import { UsageError } from '../../errors';
import { hooksStatus } from '../../hook/install';
import type { CliIo } from '../output';

/** `refdiff daemon start | stop | status | enable | disable`: an optional warm process that answers the commit hook. */
export function daemonCommand(io: CliIo): Command {
  const daemon = new Command('daemon').description("an optional warm process for this repository's commit hook (the hook works without it)");

  daemon
    .command('start')
    .description('start the daemon of this repository, for this user (it exits after --idle minutes without a commit)')
    .option('--idle <minutes>', 'exit after this many minutes without a request', String(DEFAULT_IDLE_MINUTES))
    .action(async (options: { idle: string }) => {
      const idleMinutes = idle(options.idle);
      // Run this same refdiff again: node, its flags, and the script it was started with.
      const command = [process.execPath, ...process.execArgv, process.argv[1]];
      const outcome = await startDaemon({ cwd: io.cwd, idleMinutes, command });
      const { pid } = outcome.state;
      if (outcome.started) io.stdout.write(`refdiff: daemon started (pid ${pid}; exits after ${idleMinutes} min without a commit)\n`);
      else io.stdout.write(outcome.raced ? `refdiff: daemon already running (pid ${pid}; another start, made at the same time, serves)\n` : `refdiff: daemon already running (pid ${pid})\n`);
      const hook = (await hooksStatus(io.cwd, io.env)).hooks.find((item) => item.paths.name === 'prepare-commit-msg');
      // The hook only asks a daemon of its own build.
      if (hook?.installed && !hook.current) io.stdout.write('refdiff: the installed hook is of another refdiff and will not ask this daemon: `refdiff hook install` updates it\n');
    });

  daemon
    .command('stop')
    .description('stop the daemon of this repository')
    .action(async () => {
      io.stdout.write((await stopDaemon(io.cwd)) ? 'refdiff: daemon stopped\n' : 'refdiff: no daemon running\n');
      const directory = await stateDirectory(io.cwd);
      if (autoStartEnabled(directory)) {
        // As the message says: the next commit starts it, whatever the last start's back-off.
        clearStartMark(directory);
        io.stdout.write('refdiff: auto-start is on: the next commit starts it again (`refdiff daemon disable` turns that off)\n');
      }
    });

  daemon
    .command('enable')
    .description("auto-start: this repository's commit hook starts the daemon when none answers (for this user, on this machine)")
    .action(async () => {
      io.stdout.write(`refdiff: ${await enableAutoStartHere(io.cwd)}\n`);
      const hook = (await hooksStatus(io.cwd, io.env)).hooks.find((item) => item.paths.name === 'prepare-commit-msg');
      // Only refdiff's own hook script asks for the start; a hook manager's `refdiff hook run` does not.
      if (!hook?.installed) io.stdout.write("refdiff: refdiff's own prepare-commit-msg hook is not installed here, and only it starts the daemon (a hook manager's `refdiff hook run` does not): `refdiff hook install`, or `refdiff daemon start` each time\n");
    });

  daemon
    .command('disable')
    .description('no auto-start: only `refdiff daemon start` starts the daemon (a running one is left to its idle time)')
    .action(async () => {
      const turnedOff = disableAutoStart(await stateDirectory(io.cwd));
      io.stdout.write(turnedOff ? 'refdiff: auto-start off; a running daemon exits after its idle time (`refdiff daemon stop` stops it now)\n' : 'refdiff: auto-start was off\n');
    });

  daemon
    .command('status')
    .description('whether the daemon of this repository is running, and for which refdiff')
    .action(async () => {
      const status = await daemonStatus(io.cwd);
      if (!status.running) io.stdout.write(`refdiff: no daemon running${status.note ? ` (${status.note})` : ''}\n`);
      else io.stdout.write(`refdiff: daemon running (pid ${status.state.pid}, ${status.state.version}${status.current ? '' : '; another build than this refdiff: the hook ignores it, `refdiff daemon start` replaces it'})\n`);
      io.stdout.write(`refdiff: ${autoStartLine(await stateDirectory(io.cwd))}\n`);
    });

  daemon
    .command('serve', { hidden: true })
    .description('the daemon itself (internal: `start` runs it in the background)')
    .option('--idle <minutes>', 'exit after this many minutes without a request', String(DEFAULT_IDLE_MINUTES))
    .option('--watch', 'analyse what is staged in this work tree ahead from the start (the hook starts it so)')
    .option('--expect-state <folder>', 'leave unless the repository found here keeps its state in this folder (the hook starts it so)')
    .option('--watch-env-stdin', 'read the git variables of the commit that started it, for the watch, from stdin (the hook hands them over so)')
    .action(async (options: { idle: string; watch?: boolean; watchEnvStdin?: boolean; expectState?: string }) => {
      await serveDaemon({ cwd: io.cwd, idleMs: idle(options.idle) * 60_000, watchCwd: options.watch === true, watchEnvironmentOnStdin: options.watchEnvStdin === true, expectState: options.expectState });
      // Serving goes on in the background: the event loop keeps the process alive.
    });

  return daemon;
}

/** Turns auto-start on for the repository at `cwd`; what to tell the user. */
export async function enableAutoStartHere(cwd: string): Promise<string> {
  const directory = await stateDirectory(cwd);
  prepareStateDirectory(directory);
  if (!enableAutoStart(directory)) return 'auto-start already on';
  return 'auto-start on: a commit that no daemon answers starts one for the next commits (`refdiff daemon disable` turns this off)';
}

/** Whether the hook starts the daemon, as `daemon status` and `hook status` say it. */
export function autoStartLine(directory: string): string {
  return autoStartEnabled(directory) ? 'auto-start on (`refdiff daemon disable` turns it off)' : 'auto-start off (`refdiff daemon enable`: the commit hook starts the daemon)';
}

function idle(value: string): number {
  const minutes = Number(value);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new UsageError(`--idle needs a positive number of minutes, not ${value}`);
  return minutes;
}
