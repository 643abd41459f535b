import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Violation } from '../policy';
import type { Refactoring, Report } from '../report/types';
import type { EvaluateRequest, FromStagedWorker, StagedWorkerData } from './analysis-protocol';

/** What was found by the deadline: everything, or the languages done so far. */
export type AnalysisOutcome =
  | { complete: true; report: Report; base: string }
  | { complete: false; refactorings: Refactoring[]; languagesDone: string[] };

export interface StagedAnalysis {
  /** The analysis, or what it found by `deadline` (epoch ms), when the thread is stopped. */
  result(deadline: number): Promise<AnalysisOutcome>;
  /** The policy's violations; undefined when `deadline` struck first. The last step: the thread ends. */
  evaluate(request: Omit<EvaluateRequest, 'type'>, deadline: number): Promise<Violation[] | undefined>;
  /** Ends the thread; idempotent. */
  stop(): void;
}

/**
 * Starts analysing the staged change on a worker thread. A time limit stops it by terminating
 * the thread: no synchronous parse or match in it can hold the commit past the limit.
 */
export function startStagedAnalysis(data: Omit<StagedWorkerData, 'refdiffStagedWorker'>): StagedAnalysis {
  const worker = spawn({ ...data, refdiffStagedWorker: true });
  // Never what keeps the hook's process alive: its work is done when the hook's is.
  worker.unref();
  const found: Refactoring[] = [];
  const languagesDone: string[] = [];
  let stopped = false;
  // Every message and failure goes to whoever waits now; messages before that are kept.
  let analysed: { report: Report; base: string } | undefined;
  let evaluated: Violation[] | undefined;
  let failure: Error | undefined;
  let wake = () => undefined as void;

  worker.on('message', (message: FromStagedWorker) => {
    if (message.type === 'language') {
      found.push(...message.refactorings);
      languagesDone.push(message.language);
    } else if (message.type === 'analysed') analysed = { report: message.report, base: message.base };
    else if (message.type === 'evaluated') evaluated = message.violations;
    else failure = new Error(message.message);
    wake();
  });
  worker.on('error', (error) => {
    failure ??= error;
    wake();
  });
  worker.on('exit', (code) => {
    if (!stopped) failure ??= new Error(`analysis thread exited with code ${code}`);
    wake();
  });

  const stop = () => {
    if (stopped) return;
    stopped = true;
    void worker.terminate();
  };
  /** Resolves with `ready()`'s value once it has one, or with undefined at the deadline. */
  const waitFor = <T>(ready: () => T | undefined, deadline: number): Promise<T | undefined> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => settle(true), Math.max(0, deadline - Date.now()));
      const settle = (timedOut = false) => {
        const value = failure ? undefined : ready();
        if (!failure && value === undefined && !timedOut) return;
        clearTimeout(timer);
        wake = () => undefined;
        if (failure) reject(failure);
        else resolve(value);
      };
      wake = settle;
      settle();
    });

  return {
    async result(deadline) {
      const done = await waitFor(() => analysed, deadline);
      if (done) return { complete: true, ...done };
      stop();
      return { complete: false, refactorings: [...found], languagesDone: [...languagesDone] };
    },
    async evaluate(request, deadline) {
      worker.postMessage({ type: 'evaluate', ...request } satisfies EvaluateRequest);
      try {
        return await waitFor(() => evaluated, deadline);
      } finally {
        stop();
      }
    },
    stop,
  };
}

/**
 * The bundled dist/cli.js becomes this worker when started with its data (see cli/main.ts);
 * from sources (development) the TypeScript entry is compiled on the fly with tsx.
 */
function spawn(data: StagedWorkerData): Worker {
  if (!__filename.endsWith('.ts')) return new Worker(__filename, { workerData: data });
  const tsx = createRequire(__filename).resolve('tsx/cjs');
  const entry = join(__dirname, '..', 'cli', 'main.ts');
  return new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(entry)});`, { eval: true, workerData: data });
}
