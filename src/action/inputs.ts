import * as core from '@actions/core';
import { isAbsolute, normalize } from 'node:path';
import { RefdiffError } from '../errors';

/** A bad `with:` value: the message names the input and what it accepts. */
export class InputError extends RefdiffError {}

export type FailOn = 'error' | 'warning' | 'never';
const FAIL_ON_VALUES: readonly FailOn[] = ['error', 'warning', 'never'];

/**
 * The action's inputs (action.yml), validated in one place. An empty input means "not given":
 * booleans and `fail-on` then come from the policy file's `action` section.
 */
export interface ActionInputs {
  config?: string;
  token: string;
  base?: string;
  head?: string;
  comment?: boolean;
  annotations?: boolean;
  failOn?: FailOn;
  reportPath?: string;
}

/** Reads the inputs the way the runner passes them (`INPUT_<NAME>` environment variables). */
export function readInputs(read: (name: string) => string = (name) => core.getInput(name)): ActionInputs {
  const text = (name: string): string | undefined => read(name).trim() || undefined;
  return {
    config: relativePath('config', text('config')),
    token: read('token').trim(),
    base: revision('base', text('base')),
    head: revision('head', text('head')),
    comment: boolean('comment', text('comment')),
    annotations: boolean('annotations', text('annotations')),
    failOn: failOn(text('fail-on')),
    reportPath: relativePath('report-path', text('report-path')),
  };
}

function boolean(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  throw new InputError(`input '${name}' must be true or false, got '${value}'`);
}

function failOn(value: string | undefined): FailOn | undefined {
  if (value === undefined) return undefined;
  const lower = value.toLowerCase() as FailOn;
  if (FAIL_ON_VALUES.includes(lower)) return lower;
  throw new InputError(`input 'fail-on' must be one of ${FAIL_ON_VALUES.join(', ')}, got '${value}'`);
}

/** A git revision as the user wrote it; git checks the rest, options and whitespace are refused here. */
function revision(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value.startsWith('-') || /[\s\0]/.test(value)) {
    throw new InputError(`input '${name}' is not a valid git revision: '${value}'`);
  }
  return value;
}

/** A path inside the workspace: relative, without `..` escaping it. */
function relativePath(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (/\0/.test(value)) throw new InputError(`input '${name}' contains a NUL character`);
  if (isAbsolute(value)) return value;
  const normal = normalize(value);
  if (normal === '..' || normal.startsWith('../') || normal.startsWith('..\\')) {
    throw new InputError(`input '${name}' must stay inside the workspace, got '${value}'`);
  }
  return normal;
}
