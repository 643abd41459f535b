import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The environment the Actions runner gives a JavaScript action's step. */

export interface StepSetup {
  workspace: string;
  eventName: string;
  payload: object;
  sha: string;
  ref: string;
  /** Folder for the event file, summary and outputs (RUNNER_TEMP). */
  temp: string;
  apiUrl?: string;
  repository?: string;
  /** action.yml inputs by name; the defaults of action.yml fill the rest, like the runner does. */
  inputs?: Record<string, string>;
}

export interface Step {
  env: Record<string, string>;
  summaryFile: string;
  outputFile: string;
}

const INPUT_DEFAULTS: Record<string, string> = {
  config: '',
  token: 'ghs_actions_token_for_tests',
  base: '',
  head: '',
  comment: '',
  annotations: '',
  'fail-on': '',
  'report-path': '',
};

export function stepEnvironment(setup: StepSetup): Step {
  const eventPath = join(setup.temp, 'event.json');
  const summaryFile = join(setup.temp, 'step_summary');
  const outputFile = join(setup.temp, 'output');
  writeFileSync(eventPath, JSON.stringify(setup.payload, null, 2));
  writeFileSync(summaryFile, '');
  writeFileSync(outputFile, '');
  const repository = setup.repository ?? 'octo/shop';
  const env: Record<string, string> = {
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: setup.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: setup.workspace,
    GITHUB_SHA: setup.sha,
    GITHUB_REF: setup.ref,
    GITHUB_REPOSITORY: repository,
    GITHUB_REPOSITORY_OWNER: repository.split('/')[0],
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: setup.apiUrl ?? 'http://127.0.0.1:9',
    GITHUB_GRAPHQL_URL: `${setup.apiUrl ?? 'http://127.0.0.1:9'}/graphql`,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    GITHUB_RUN_ID: '1',
    GITHUB_JOB: 'refdiff',
    RUNNER_TEMP: setup.temp,
  };
  for (const [name, value] of Object.entries({ ...INPUT_DEFAULTS, ...setup.inputs })) env[`INPUT_${name.toUpperCase()}`] = value;
  return { env, summaryFile, outputFile };
}

/** Parses the `name<<delimiter ... delimiter` records of a GITHUB_OUTPUT file. */
export function readOutputs(outputFile: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = readFileSync(outputFile, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i]);
    if (!match) continue;
    const value: string[] = [];
    while (++i < lines.length && lines[i] !== match[2]) value.push(lines[i]);
    outputs[match[1]] = value.join('\n');
  }
  return outputs;
}

/** The `::level file=...::message` workflow commands in a step's stdout. */
export function workflowCommands(stdout: string, level: string): { properties: Record<string, string>; message: string }[] {
  const commands: { properties: Record<string, string>; message: string }[] = [];
  for (const line of stdout.split('\n')) {
    const match = new RegExp(`^::${level}(?: ([^:]*))?::(.*)$`).exec(line);
    if (!match) continue;
    const properties: Record<string, string> = {};
    for (const pair of (match[1] ?? '').split(',').filter(Boolean)) {
      const [key, ...rest] = pair.split('=');
      properties[key] = decodeURIComponent(rest.join('='));
    }
    commands.push({ properties, message: decodeURIComponent(match[2]) });
  }
  return commands;
}
