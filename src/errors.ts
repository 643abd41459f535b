/** Exit codes of refdiff (command line, hook, Action). Shared by every layer, so it lives at the root. Finding refactorings or not is never an error. */
export const ExitCode = {
  ok: 0,
  /** Something unexpected inside refdiff (a bug): the message says what. */
  internal: 1,
  /** Bad usage, bad configuration, git errors (not a repository, unknown revision, shallow history). */
  usage: 2,
} as const;

/**
 * An error the user can act on: a one-line message and the exit code to leave with. The
 * top-level handler prints `refdiff: <message>` and never a stack trace.
 */
export class RefdiffError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = ExitCode.usage,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Wrong arguments or options. */
export class UsageError extends RefdiffError {}

/** A configuration file that cannot be read or does not validate. */
export class ConfigError extends RefdiffError {}
