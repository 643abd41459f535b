import { mkdirSync, readFileSync } from 'node:fs';
import { reportFailure, runAction } from '../../src/action/run';
import type { ActionReportFile } from '../../src/action/report-files';
import { readOutputs, stepEnvironment, type StepSetup } from './runner-env';

/** The action's entry point run in-process as one workflow step, and the event payloads it gets. */

export interface StepResult {
  /** Everything the step printed, stdout and stderr. */
  stdout: string;
  exitCode: number;
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
}

/** Runs the entry point the way dist/index.js does, with only the runner's variables set; `temp` is a new folder. */
export async function runStep(temp: string, setup: Omit<StepSetup, 'temp'>): Promise<StepResult> {
  mkdirSync(temp);
  const step = stepEnvironment({ ...setup, temp });
  const saved = process.env;
  // The runner's variables, and the tests' git ceiling (test/setup/git-ceiling.ts).
  process.env = { PATH: saved.PATH, HOME: saved.HOME, GIT_CEILING_DIRECTORIES: saved.GIT_CEILING_DIRECTORIES, ...step.env };
  let stdout = '';
  const capture = (chunk: string | Uint8Array) => {
    stdout += chunk.toString();
    return true;
  };
  const write = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  const writeError = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  process.exitCode = undefined;
  try {
    await runAction().catch(reportFailure);
  } finally {
    write.mockRestore();
    writeError.mockRestore();
    process.env = saved;
  }
  const exitCode = Number(process.exitCode ?? 0);
  process.exitCode = undefined;
  return { stdout, exitCode, outputs: readOutputs(step.outputFile), summary: readFileSync(step.summaryFile, 'utf8'), workspace: setup.workspace };
}

export function readReport(result: StepResult): ActionReportFile {
  return JSON.parse(readFileSync(result.outputs['report-json'], 'utf8')) as ActionReportFile;
}

/** Everything a step left for people to read: its log, summary, outputs and report files. */
export function everythingWritten(result: StepResult): string {
  const reports = ['report-json', 'report-markdown', 'report-html'].map((name) => result.outputs[name]).filter(Boolean);
  return [result.stdout, result.summary, JSON.stringify(result.outputs), ...reports.map((file) => readFileSync(file, 'utf8'))].join('\n');
}

export function pushPayload(before: string, after: string, ref = 'refs/heads/main') {
  return {
    ref,
    before,
    after,
    created: /^0+$/.test(before),
    deleted: false,
    forced: false,
    commits: [],
    repository: { full_name: 'octo/shop', default_branch: 'main' },
  };
}

export function pullRequestPayload(head: string, base: string, headRepo = 'octo/shop') {
  return {
    action: 'synchronize',
    number: 12,
    pull_request: {
      number: 12,
      head: { sha: head, ref: 'feature', repo: { full_name: headRepo } },
      base: { sha: base, ref: 'main', repo: { full_name: 'octo/shop' } },
    },
    repository: { full_name: 'octo/shop', default_branch: 'main' },
  };
}
