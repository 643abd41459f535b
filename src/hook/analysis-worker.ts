import { parentPort, workerData } from 'node:worker_threads';
import { analysisFilter, engineOptions, evaluatePolicy, filterReport, parseUnifiedDiff, type ChangeFacts, type LoadedPolicy, type Violation } from '../policy';
import type { Report } from '../report/types';
import { analyzeStaged, type GitAnalysisOptions } from '../sources/git/analyze';
import { gitText } from '../sources/git/process';
import type { EvaluateRequest, FromStagedWorker, StagedWorkerData } from './analysis-protocol';

/**
 * The hook's worker thread: analyses what is staged, reporting each language as it is done,
 * then evaluates the policy when asked (rule name patterns are code the user wrote: they must
 * be stoppable too). Anything that goes wrong is reported as `failed`.
 */
export async function runStagedWorker(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('runStagedWorker must run in a worker thread');
  const data = workerData as StagedWorkerData;
  const send = (message: FromStagedWorker) => port.postMessage(message);
  try {
    const { policy } = data;
    const accepts = analysisFilter(policy.analysis);
    const analysis: GitAnalysisOptions = {
      ...gitAnalysisOptions(policy),
      ...(data.languages ? { languages: data.languages } : {}),
      onLanguage: ({ language, refactorings }) => send({ type: 'language', language, refactorings: refactorings.filter((r) => accepts.acceptsRefactoring(r)) }),
    };
    const analysed = await analyzeStaged({ cwd: data.cwd, amend: data.amend, analysis });
    const report = filterReport(policy, analysed.report);
    send({ type: 'analysed', report, base: analysed.before });
    port.once('message', (request: EvaluateRequest) => {
      evaluate(data, report, analysed.before, request).then(
        (violations) => send({ type: 'evaluated', violations }),
        (error: unknown) => send({ type: 'failed', message: messageOf(error) }),
      );
    });
  } catch (error) {
    send({ type: 'failed', message: messageOf(error) });
  }
}

async function evaluate(data: StagedWorkerData, report: Report, base: string, request: EvaluateRequest): Promise<Violation[]> {
  const facts = needsChangeFacts(data.policy) ? await stagedChangeFacts(data.cwd, base) : undefined;
  return evaluatePolicy(data.policy, { report, commitMessage: request.commitMessage, commentChar: request.commentChar, facts });
}

function gitAnalysisOptions(policy: LoadedPolicy): GitAnalysisOptions {
  return {
    ...engineOptions(policy),
    include: policy.analysis.include,
    exclude: policy.analysis.exclude,
    maxFileSizeBytes: policy.analysis.maxFileSize,
  };
}

function needsChangeFacts(policy: LoadedPolicy): boolean {
  return policy.rules.some((rule) => rule.mixedChanges && rule.level !== 'off');
}

/** The staged diff against the commit's base, for `mixedChanges` rules. */
async function stagedChangeFacts(cwd: string, base: string): Promise<ChangeFacts> {
  const diff = await gitText(cwd, ['diff', '--cached', '-U0', '-M', '--no-color', '--no-ext-diff', base, '--']);
  return parseUnifiedDiff(diff);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
