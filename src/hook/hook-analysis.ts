import { hasActiveRules, type LoadedPolicy } from '../policy';
import type { Refactoring } from '../report/types';
import type { ChangedFiles } from '../sources/git/files';
import { analyseInThread, type InThreadAnalysis } from './in-thread-analysis';
import { dropEarlyWorker } from './early-worker';
import { mark } from './profile-marks';
import { startStagedAnalysis, type AnalysisOutcome, type StagedAnalysis } from './staged-analysis';

/**
 * Source a side of a change may hold, per millisecond left before the analysis deadline, to be
 * analysed on the hook's own thread: far below what the engine gets through on a loaded
 * machine (50 small Java files, 30 KB a side, take about 200 ms at load 10), so that the
 * one step the time limit cannot interrupt there, one language's match, stays short.
 */
export const IN_THREAD_BYTES_PER_MS = 16;

/**
 * The hook's analysis: a small change is analysed on the hook's own thread, which saves a
 * second V8 isolate's start (node's internals and the engine's bundle again, most of what a
 * commit of a few files waited for); the time limit is then checked between languages. A large
 * change, or a policy with rules (patterns the user wrote, which only a thread's termination
 * can stop), goes to a worker thread as before, which the limit stops at any point.
 */
export function startHookAnalysis(cwd: string): StagedAnalysis {
  /** The worker thread booting ahead of its request (rules), until `toWorker` hands it the analysis. */
  let worker: StagedAnalysis | undefined;
  /** The worker thread analysing: for rules, or a change the hook thread did not admit. */
  let delegate: StagedAnalysis | undefined;
  let inThread: Promise<InThreadAnalysis | undefined> | undefined;
  let deadline = Number.POSITIVE_INFINITY;
  let stopped = false;
  const found: Refactoring[] = [];
  const languagesDone: string[] = [];
  const partial = (): AnalysisOutcome => ({ complete: false, refactorings: [...found], languagesDone: [...languagesDone] });
  const toWorker = (request: Parameters<StagedAnalysis['analyse']>[0]): StagedAnalysis => {
    delegate = worker ?? startStagedAnalysis(cwd);
    worker = undefined;
    delegate.analyse(request);
    return delegate;
  };
  // Rules at level off are never evaluated: no user pattern to stop.
  const inThreadFor = (policy: LoadedPolicy) => !hasActiveRules(policy);
  return {
    prepare(policy) {
      // The worker boots while the hook reads git; the engine is in the hook's own bundle (one
      // code cache, and the modules both use, the policy's among them, initialised once).
      if (inThreadFor(policy)) {
        // The policy file named rules, but none is active: the worker started for them is not needed.
        dropEarlyWorker();
        mark('engine loaded');
      } else worker = startStagedAnalysis(cwd);
    },
    analyse(request) {
      if (!inThreadFor(request.policy)) {
        toWorker(request);
        return;
      }
      mark('engine ready');
      inThread = analyseInThread({
        cwd,
        ...request,
        admit: (files) => largestSide(files) <= Math.max(0, deadline - Date.now()) * IN_THREAD_BYTES_PER_MS,
        stopBefore: () => stopped || Date.now() >= deadline,
        onLanguage: (language, refactorings) => {
          found.push(...refactorings);
          languagesDone.push(language);
        },
      });
      // Not admitted: the worker thread reads it again and analyses it.
      inThread = inThread.then((done) => {
        if (!done && !stopped) toWorker(request);
        return done;
      });
    },
    async result(at) {
      deadline = at;
      if (!inThread) return delegate!.result(at);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), Math.max(0, at - Date.now()))));
      try {
        const done = await Promise.race([inThread, late]);
        if (done === 'late') {
          stopped = true;
          return partial();
        }
        if (done) return done.outcome;
        return delegate ? delegate.result(at) : partial();
      } finally {
        clearTimeout(timer);
      }
    },
    async evaluate(request, at) {
      if (delegate) return delegate.evaluate(request, at);
      const done = await inThread;
      return done?.evaluate(request.commitMessage, request.commentChar);
    },
    stop() {
      stopped = true;
      delegate?.stop();
      worker?.stop();
    },
  };
}

function largestSide(files: ChangedFiles): number {
  const size = (side: readonly { content: string }[]) => side.reduce((total, file) => total + file.content.length, 0);
  return Math.max(size(files.before), size(files.after));
}
