import * as core from '@actions/core';
import { PolicyError } from '../policy';
import { RefdiffError } from '../cli/errors';
import { runAction } from './run';

/** The action's entry point (bundled into dist/index.js). Known failures are one line; bugs keep their stack in the debug log. */
runAction().catch((error: unknown) => {
  if (error instanceof PolicyError) {
    core.setFailed(`refdiff: ${error.problems.join('\n')}`);
    return;
  }
  if (error instanceof RefdiffError) {
    core.setFailed(`refdiff: ${error.message}`);
    return;
  }
  const failure = error instanceof Error ? error : new Error(String(error));
  core.debug(failure.stack ?? failure.message);
  core.setFailed(`refdiff: internal error: ${failure.message}`);
});
