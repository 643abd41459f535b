import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { filterReport, hasActiveRules, type LoadedPolicy, type Violation } from '../policy';
import { aheadKey } from './analysis-worker';
import type { Refactoring, Report } from '../report/types';
import type { AheadOutcome, AnalyseAheadRequest, AnalyseRequest, EvaluateRequest, FromStagedWorker, StagedWorkerData, WarmUpRequest } from './analysis-protocol';
import { takeEarlyWorker } from './early-worker';
import { mark, processStartMs } from './profile-marks';
import { gitEnvironment } from '../sources/git/process';

/** What was found by the deadline: everything, or the languages done so far. */
export type AnalysisOutcome =
  | { complete: true; report: Report; base: string }
  | { complete: false; refactorings: Refactoring[]; languagesDone: string[] };

export interface StagedAnalysis {
  /** The policy is known: start loading what the analysis will need, while git is read. */
  prepare?(policy: LoadedPolicy): void;
  /** Starts the analysis (once) of what is staged. */
  analyse(request: Omit<AnalyseRequest, 'type'>): void;
  /** The analysis, or what it found by `deadline` (epoch ms), when the thread is stopped. */
  result(deadline: number): Promise<AnalysisOutcome>;
  /** The policy's violations; undefined when `deadline` struck first. The last step: the thread ends. */
  evaluate(request: Omit<EvaluateRequest, 'type'>, deadline: number): Promise<Violation[] | undefined>;
  /** Ends the thread; idempotent. */
  stop(): void;
}

/**
 * Starts the worker thread that will analyse the staged change: at once, so that it boots
 * (node's start-up again, the bundle, the engine) while the hook reads git and the policy;
 * `analyse` then says what to do. A time limit stops it by terminating the thread: no
 * synchronous parse or match in it can hold the commit past the limit.
 */
export function startStagedAnalysis(cwd: string): StagedAnalysis {
  // Started by dist/cli.js before the hook's V8 flag, for a policy with rules: already booted.
  const early = takeEarlyWorker(cwd);
  const worker = early ?? spawn({ cwd, processStart: processStartMs(), refdiffStagedWorker: true });
  mark(early ? 'early worker taken' : 'worker started');
  return attach(worker, undefined);
}

/**
 * The daemon's analysis thread, kept from one request to the next: its code stays compiled and
 * optimised and its grammars loaded. A request that ends cleanly hands it back; one cut short
 * by the time limit (or a failure) terminates it, and the next request gets a new one.
 */
export interface WarmAnalysis {
  /** The thread, for the staged change of the repository at `cwd` seen with `env` (the hook's). */
  use(cwd: string, env: NodeJS.ProcessEnv): StagedAnalysis;
  /**
   * Analyses what is staged at `cwd` now, between requests, for the commit that may follow:
   * the thread keeps it for the next request that asks for exactly that (analysis-worker.ts).
   * Nothing when no thread is running or one is serving a request.
   */
  analyseAhead(cwd: string, env: NodeJS.ProcessEnv, request: Omit<AnalyseAheadRequest, 'type' | 'context' | 'reply'>): void;
  /**
   * Analyses the language's built-in change on the thread (started if none runs), so that the
   * next request finds its grammar compiled and the engine optimised. Settles when done: with why
   * it failed, if it did. Only between requests: the daemon runs it in turn with them.
   */
  warmUp(language: string): Promise<string | undefined>;
}

/** How long one language's warm-up may take: a few hundred ms of CPU when it works. */
export const WARM_UP_LIMIT_MS = 10_000;

export function warmAnalysis(): WarmAnalysis {
  // Each thread's own: a thread that exits late (after its replacement started) clears only its own.
  const aheadsOf = new WeakMap<Worker, AheadOutcomes>();
  const start = (): Worker => {
    const started = spawn({ cwd: '', processStart: processStartMs(), refdiffStagedWorker: true });
    const aheads = new AheadOutcomes();
    aheadsOf.set(started, aheads);
    started.unref();
    started.on('message', (message: FromStagedWorker) => {
      if (message.type === 'analysed-ahead') aheads.settled(message.key, message.outcome);
      else if (message.type === 'warmed-up') started.emit('warmed-up', message.failure);
    });
    // An error between requests (an analysis ahead failing, memory) ends the thread, not the daemon: the
    // 'exit' below drops it, and the next commit is analysed as without it.
    started.on('error', () => undefined);
    // A thread that died between requests is not handed out; nothing it was analysing ahead will come.
    started.once('exit', () => {
      if (worker === started) worker = undefined;
      aheads.clear();
    });
    return started;
  };
  // Booted now, so that the first request finds it ready.
  let worker: Worker | undefined = start();
  let serving = false;
  return {
    use(cwd, env) {
      const current = (worker ??= start());
      const aheads = aheadsOf.get(current)!;
      serving = true;
      const context = { cwd, env: gitEnvironment(env), processStart: processStartMs() };
      // Exactly what was analysed ahead, with no rules to judge (which the thread does): its outcome
      // is taken here as the thread hands it on, and the thread is not asked.
      const fromAhead = (request: Omit<AnalyseRequest, 'type'>) => (hasActiveRules(request.policy) ? undefined : aheads.outcome(aheadKey(cwd, context.env, request)));
      return attach(
        current,
        context,
        (reusable) => {
          serving = false;
          if (!reusable && worker === current) worker = undefined;
        },
        fromAhead,
        () => aheads.asked(),
      );
    },
    warmUp(language) {
      const current = (worker ??= start());
      return new Promise((settle) => {
        const settleOnce = (failure: string | undefined) => {
          clearTimeout(limit);
          current.off('warmed-up', settleOnce);
          current.off('exit', exited);
          settle(failure);
        };
        const exited = (code: number) => settleOnce(`the analysis thread exited with code ${code}`);
        // A thread stuck in the warm-up (a grammar on a hung file system) would hold every commit
        // queued behind it: past the limit it is ended, as a request's past its time limit, and
        // the next request starts a new one.
        const limit = setTimeout(() => {
          if (worker === current) worker = undefined;
          void current.terminate();
          settleOnce(`it took more than ${WARM_UP_LIMIT_MS / 1000} s (its analysis thread was ended)`);
        }, WARM_UP_LIMIT_MS);
        current.once('warmed-up', settleOnce);
        current.once('exit', exited);
        current.postMessage({ type: 'warm-up', language } satisfies WarmUpRequest);
      });
    },
    analyseAhead(cwd, env, request) {
      if (!worker || serving) return;
      const context = { cwd, env: gitEnvironment(env), processStart: Date.now() };
      // Keyed here as the requests will be (the thread's own key is of its copy of the request).
      const reply = aheadKey(cwd, context.env, request);
      aheadsOf.get(worker)!.posted(reply);
      worker.postMessage({ type: 'analyse-ahead', ...request, context, reply } satisfies AnalyseAheadRequest);
    },
  };
}

/**
 * The analyses ahead the daemon's thread was sent, as its main thread follows them: the thread
 * hands each one's outcome on as soon as it is made. It mirrors the thread's own bookkeeping
 * (analysis-worker.ts): the thread ignores a request for the analysis ahead it holds already, and
 * holds none once asked to analyse.
 */
class AheadOutcomes {
  private readonly pending = new Map<string, ((outcome: AheadOutcome | undefined) => void)[]>();
  private done: { key: string; outcome: AheadOutcome } | undefined;
  /** The analysis ahead the thread holds: a request for it again is ignored there. */
  private held: string | undefined;

  posted(key: string): void {
    if (key === this.held) return;
    this.held = key;
    if (!this.pending.has(key)) this.pending.set(key, []);
  }

  /** The thread was asked to analyse: it holds no analysis ahead any more. */
  asked(): void {
    this.held = undefined;
  }

  settled(key: string, outcome: AheadOutcome | undefined): void {
    const waiting = this.pending.get(key) ?? [];
    this.pending.delete(key);
    if (outcome) this.done = { key, outcome };
    for (const wake of waiting) wake(outcome);
  }

  /** The outcome of the analysis ahead for `key`: now, once the thread hands it on, or undefined when there is none. */
  outcome(key: string): Promise<AheadOutcome | undefined> | undefined {
    if (this.done?.key === key) return Promise.resolve(this.done.outcome);
    const waiting = this.pending.get(key);
    return waiting && new Promise((resolve) => waiting.push(resolve));
  }

  clear(): void {
    for (const key of [...this.pending.keys()]) this.settled(key, undefined);
    this.done = undefined;
    this.held = undefined;
  }
}

/**
 * The hook's side of a thread. `release`, given for a thread that serves more than one request,
 * is told when the request is over whether the thread can serve another; without it, or when it
 * cannot, the thread is terminated.
 */
function attach(
  worker: Worker,
  context: AnalyseRequest['context'],
  release?: (reusable: boolean) => void,
  fromAhead?: (request: Omit<AnalyseRequest, 'type'>) => Promise<AheadOutcome | undefined> | undefined,
  asked?: () => void,
): StagedAnalysis {
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

  let sent = false;
  let evaluating = false;
  const onMessage = (message: FromStagedWorker) => {
    if (message.type === 'language') {
      found.push(...message.refactorings);
      languagesDone.push(message.language);
    } else if (message.type === 'analysed') analysed = { report: message.report, base: message.base };
    else if (message.type === 'evaluated') evaluated = message.violations;
    else if (message.type === 'failed') failure = new Error(message.message);
    wake();
  };
  const onError = (error: Error) => {
    failure ??= error;
    wake();
  };
  const onExit = (code: number) => {
    if (!stopped) failure ??= new Error(`analysis thread exited with code ${code}`);
    wake();
  };
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);

  const stop = () => {
    if (stopped) return;
    stopped = true;
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    // Reusable only when idle: never asked, or asked and answered to the end (the analysis, and
    // the rules when they were asked for).
    const idle = !sent || (evaluating ? evaluated !== undefined : analysed !== undefined);
    const reusable = release !== undefined && failure === undefined && idle;
    if (!reusable) void worker.terminate();
    release?.(reusable);
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
    analyse(request) {
      sent = true;
      const ask = () => {
        asked?.();
        worker.postMessage({ type: 'analyse', ...request, ...(context ? { context } : {}) } satisfies AnalyseRequest);
      };
      const ahead = fromAhead?.(request);
      if (!ahead) return ask();
      // Analysed ahead (or being analysed): its outcome, as soon as the thread hands it on; the
      // thread is asked only when it gave that analysis up.
      void ahead.then((outcome) => {
        if (stopped) return;
        if (!outcome) return ask();
        mark('analysed ahead, used');
        analysed = { report: filterReport(request.policy, outcome.report), base: outcome.before };
        wake();
      });
    },
    async result(deadline) {
      const done = await waitFor(() => analysed, deadline);
      if (done) return { complete: true, ...done };
      stop();
      return { complete: false, refactorings: [...found], languagesDone: [...languagesDone] };
    },
    async evaluate(request, deadline) {
      evaluating = true;
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
 * Bundled, dist/cli.js beside this bundle, which loads the worker's own (see cli/bin.ts); from
 * sources (development) its TypeScript entry, compiled on the fly with tsx.
 */
function spawn(data: StagedWorkerData): Worker {
  if (!__filename.endsWith('.ts')) return new Worker(join(__dirname, 'cli.js'), { workerData: data });
  const tsx = createRequire(__filename).resolve('tsx/cjs');
  const entry = join(__dirname, 'worker-entry.ts');
  return new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(entry)});`, { eval: true, workerData: data });
}
