import { ConfigError } from '../errors';

/**
 * A policy file that cannot be used. `message` is one line, `<file>:<line>:<col>: <problem>`;
 * `problems` holds every problem found, in file order. Exit code 2, like any bad input.
 */
export class PolicyError extends ConfigError {
  readonly problems: readonly string[];

  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list[0] ?? 'invalid policy');
    this.problems = list;
  }
}
