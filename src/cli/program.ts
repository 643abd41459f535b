import { Command, CommanderError } from 'commander';
import { VERSION } from '../version';
import { checkCommand } from './commands/check';
import { commitCommand } from './commands/commit';
import { compareCommand } from './commands/compare';
import { daemonCommand } from './commands/daemon';
import { hookCommand } from './commands/hook';
import { initCommand } from './commands/init';
import { logCommand } from './commands/log';
import { mergeCommand } from './commands/merge';
import { rangeCommand } from './commands/range';
import { stagedCommand } from './commands/staged';
import { ExitCode, RefdiffError } from '../errors';
import { PolicyError } from '../policy/errors';
import type { CliIo } from './output';
import { printable } from '../report/render-text';

/** The `refdiff` command and its subcommands, writing to `io`. */
export function buildProgram(io: CliIo): Command {
  const program = new Command('refdiff')
    .description('Find the refactorings in code changes: renamed, moved, extracted and inlined code (RefDiff 2.0).')
    .version(VERSION, '-V, --version')
    .enablePositionalOptions();
  for (const command of [compareCommand(io), commitCommand(io), rangeCommand(io), stagedCommand(io), logCommand(io), mergeCommand(io), hookCommand(io), daemonCommand(io), checkCommand(io), initCommand(io)]) {
    program.addCommand(command);
  }
  const configure = (command: Command) => {
    command.exitOverride().configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
      outputError: (text, write) => write(`refdiff: ${text.replace(/^error: /, '')}`),
    });
    command.commands.forEach(configure);
  };
  configure(program);
  return program;
}

/**
 * Runs the command line and returns the exit code: 0 whether refactorings were found or not,
 * 2 for usage and git errors, 1 for internal errors. Errors are one line, `refdiff: <message>`;
 * REFDIFF_DEBUG=1 adds the stack.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return ExitCode.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version "fail" with code 0; commander has already printed its message.
      return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    }
    const known = error instanceof RefdiffError;
    const message = error instanceof Error ? error.message : String(error);
    // A policy with several problems gets one line for each, as the README promises.
    const lines = error instanceof PolicyError ? error.problems : [`${known ? '' : 'internal error: '}${message.split('\n')[0]}`];
    for (const line of lines) io.stderr.write(`refdiff: ${printable(line)}\n`);
    if (io.env.REFDIFF_DEBUG === '1' && error instanceof Error) io.stderr.write(`${error.stack}\n`);
    return known ? (error as RefdiffError).exitCode : ExitCode.internal;
  }
}
