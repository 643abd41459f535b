import { mkdirSync, readFileSync } from 'node:fs';
import { reportFailure, runAction } from '../../src/action/run';
import { readOutputs, stepEnvironment, type StepSetup } from './runner-env';

export interface StepResult {
  stdout: string;
  exitCode: number;
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
}

/**
 * Runs the Action's entry point in-process the way dist/index.js does, with only the runner's
 * variables set; `temp` is a fresh folder for the event file, summary and outputs.
 */
export async function runActionStep(setup: Omit<StepSetup, 'temp'>, temp: string): Promise<StepResult> {
  mkdirSync(temp, { recursive: true });
  const step = stepEnvironment({ ...setup, temp });
  const saved = process.env;
  process.env = { PATH: saved.PATH, HOME: saved.HOME, ...step.env };
  let stdout = '';
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += chunk.toString();
    return true;
  });
  process.exitCode = undefined;
  try {
    await runAction().catch(reportFailure);
  } finally {
    write.mockRestore();
    process.env = saved;
  }
  const exitCode = Number(process.exitCode ?? 0);
  process.exitCode = undefined;
  return { stdout, exitCode, outputs: readOutputs(step.outputFile), summary: readFileSync(step.summaryFile, 'utf8'), workspace: setup.workspace };
}

/** A push event's payload, as the runner writes it. */
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

export function reportOf(result: StepResult): { commits: Array<{ report: { refactorings: Array<{ type: string }> } }> } {
  return JSON.parse(readFileSync(result.outputs['report-json'], 'utf8'));
}
