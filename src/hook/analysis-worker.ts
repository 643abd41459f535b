import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { loadPlugins, warmUpSample } from '../languages/registry';
import { analyzeFiles } from '../engine/analyze';
import { defaultPolicy } from '../policy/defaults';
import { analysisFilter, engineOptions, filterReport, hasActiveRules, type LoadedPolicy, type Violation } from '../policy';
import { judgeChange } from '../policy/git-change-facts';
import type { Refactoring, Report } from '../report/types';
import { analyzeStagedIf, type CommitAnalysis, type GitAnalysisOptions } from '../sources/git/analyze';
import type { ChangedFiles } from '../sources/git/files';
import type { AnalyseAheadRequest, AnalyseRequest, EvaluateRequest, FromStagedWorker, StagedWorkerData, WarmUpRequest } from './analysis-protocol';
import { mark, setProcessStart } from './profile-marks';
import { KeptRepositories, objectEnvironment } from './kept-repositories';
import { MemoryParseCache } from '../engine/parse-cache';
import { keepStagedFromWorkTree } from '../daemon/kept-blobs';

/**
 * The hook's worker thread: once told what to analyse, analyses what is staged, reporting each
 * language as it is done, then evaluates the policy when asked (rule name patterns are code
 * the user wrote: they must be stoppable too). Anything that goes wrong is reported as `failed`.
 */
export function runStagedWorker(): void {
  const port = parentPort;
  if (!port) throw new Error('runStagedWorker must run in a worker thread');
  const data = workerData as StagedWorkerData;
  setProcessStart(data.processStart);
  mark('worker bundle loaded');
  // The hook's thread serves one request; the daemon's serves one after the other, each an
  // analysis then, once its refactorings are known, the rules.
  let analysed: Analysed | undefined;
  // The daemon's analysis of a change staged before its commit: one at a time, the latest kept.
  let ahead: Ahead | undefined;
  port.on('message', (message: AnalyseRequest | AnalyseAheadRequest | EvaluateRequest | WarmUpRequest) => {
    if (message.type === 'warm-up') {
      // The daemon sends nothing else until this is answered: no analysis runs beside it.
      warmUp(message.language).then(
        () => port.postMessage({ type: 'warmed-up' } satisfies FromStagedWorker),
        (error: unknown) => port.postMessage({ type: 'warmed-up', failure: messageOf(error) } satisfies FromStagedWorker),
      );
    } else if (message.type === 'analyse-ahead') {
      const key = aheadKey(message.context.cwd, message.context.env, message);
      // git commit writes the index again as it starts: the same change, analysed once.
      if (ahead?.key === key) return;
      const previous = ahead;
      if (previous) previous.superseded = true;
      const entry: Ahead = { key, done: Promise.resolve(undefined) };
      entry.done = (previous?.done ?? Promise.resolve()).then(() => (entry.superseded ? undefined : analyseAhead(message)));
      // Handed to the daemon's thread at once, before this thread does anything else (its garbage
      // collection after an analysis took milliseconds that a commit's request, waiting, then lost).
      // With rules to judge, this thread uses it itself: only that it is done is said (a report
      // copied to the daemon's thread would be decoded there, where requests wait, for nothing).
      const handOn = !hasActiveRules(message.policy);
      void entry.done.then((done) => port.postMessage({ type: 'analysed-ahead', key: message.reply, ...(done && handOn ? { outcome: { report: done.report, before: done.before } } : {}) } satisfies FromStagedWorker));
      ahead = entry;
    } else if (message.type === 'analyse') {
      analysed = undefined;
      const found = ahead;
      ahead = undefined;
      void analyse(port, data, message, found).then((done) => (analysed = done));
    } else if (analysed) {
      const { cwd, policy, report, before } = analysed;
      analysed = undefined;
      evaluate(cwd, policy, report, before, message).then(
        (violations) => port.postMessage({ type: 'evaluated', violations } satisfies FromStagedWorker),
        (error: unknown) => port.postMessage({ type: 'failed', message: messageOf(error) } satisfies FromStagedWorker),
      );
    }
  });
}

interface Analysed {
  cwd: string;
  policy: LoadedPolicy;
  report: Report;
  before: string;
}

const keptRepositories = new KeptRepositories();
/**
 * The daemon's thread keeps the files it parsed: the next commit's before side is mostly this
 * one's after side. `REFDIFF_PARSE_CACHE=0` in the daemon's environment turns it off (read as
 * the thread starts: each request replaces the environment with the hook's).
 */
const keptParses = process.env.REFDIFF_PARSE_CACHE === '0' ? undefined : new MemoryParseCache();

/** An analysis made ahead of its request, and what identifies the request it answers. */
interface Ahead {
  key: string;
  done: Promise<AnalysedAhead | undefined>;
  /** Replaced by a later one, or not what the commit asks: not started if still queued. */
  superseded?: boolean;
}

interface AnalysedAhead {
  /** Each language's refactorings as the hook is sent them, in order. */
  languages: [string, Refactoring[]][];
  report: Report;
  before: string;
}

/**
 * Two analyses give the same result when they read the same objects (the repository, the
 * environment git reads objects with, HEAD and the staged changes with their object ids) with
 * the same options (the languages, the policy); nothing else goes in.
 */
export function aheadKey(cwd: string, env: NodeJS.ProcessEnv, request: Omit<AnalyseRequest, 'type' | 'context'>): string {
  return JSON.stringify([cwd, objectEnvironment(env), request.amend, request.languages, request.policy, request.listed ?? null]);
}

/** Source a side may hold for an analysis ahead, which a commit of something else would wait for. */
const AHEAD_MAX_CHARS = 80_000;

async function analyseAhead(request: AnalyseAheadRequest): Promise<AnalysedAhead | undefined> {
  const { cwd, env } = request.context;
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, env);
  setProcessStart(request.context.processStart);
  const languages: [string, Refactoring[]][] = [];
  try {
    const analysis = { ...hookAnalysisOptions(request.policy, request.languages, (language, refactorings) => languages.push([language, refactorings])), ...(keptParses ? { parseCache: keptParses } : {}) };
    const repository = await keptRepositories.take(cwd, process.env, request.listed.shallowFile);
    keepStagedFromWorkTree(repository.objects, cwd, request.listed.changes);
    const small = (files: ChangedFiles) => Math.max(sideChars(files.before), sideChars(files.after)) <= AHEAD_MAX_CHARS;
    const analysed = await analyzeStagedIf({ cwd, amend: false, analysis, listed: request.listed, repository }, small).catch((error: unknown) => {
      keptRepositories.drop(cwd, process.env);
      throw error;
    });
    mark(analysed ? 'analysed ahead' : 'too large to analyse ahead');
    return analysed && { languages, report: analysed.report, before: analysed.before };
  } catch {
    // The commit's own request analyses it, and says what goes wrong.
    return undefined;
  }
}

function sideChars(side: readonly { content: string }[]): number {
  return side.reduce((total, file) => total + file.content.length, 0);
}

/**
 * Analyses the language's built-in change as the hook's analysis would (the default policy), so
 * that its grammar is compiled and the engine's code optimised. Its parses are not kept: no
 * commit's file is among them.
 */
async function warmUp(language: string): Promise<void> {
  const sample = warmUpSample(language);
  if (!sample) return;
  const policy: LoadedPolicy = { ...defaultPolicy(), source: undefined };
  await analyzeFiles([{ path: sample.path, content: sample.before }], [{ path: sample.path, content: sample.after }], hookAnalysisOptions(policy, [language], () => undefined));
  mark(`warmed up: ${language}`);
}

async function analyse(port: MessagePort, data: StagedWorkerData, request: AnalyseRequest, ahead?: Ahead): Promise<Analysed | undefined> {
  const send = (message: FromStagedWorker) => port.postMessage(message);
  // An analysis ahead the commit does not ask for is not started if still queued (its wait would count
  // against the time limit); one running runs to its end first (it sets the environment, reads the kept repository).
  const wanted = ahead !== undefined && request.context !== undefined && ahead.key === aheadKey(request.context.cwd, request.context.env, request);
  if (ahead && !wanted) ahead.superseded = true;
  const done = ahead && (await ahead.done);
  if (done && wanted && request.context) {
    setProcessStart(request.context.processStart);
    for (const name of Object.keys(process.env)) delete process.env[name];
    Object.assign(process.env, request.context.env);
    mark('analysed ahead, used');
    for (const [language, refactorings] of done.languages) send({ type: 'language', language, refactorings });
    send({ type: 'analysed', report: filterReport(request.policy, done.report), base: done.before });
    return { cwd: request.context.cwd, policy: request.policy, report: done.report, before: done.before };
  }
  if (request.context) {
    // This thread's own copy of the environment: git, started from here, sees the hook's.
    for (const name of Object.keys(process.env)) delete process.env[name];
    Object.assign(process.env, request.context.env);
    setProcessStart(request.context.processStart);
  }
  const cwd = request.context?.cwd ?? data.cwd;
  try {
    const { policy } = request;
    const onLanguage = (language: string, refactorings: Refactoring[]) => send({ type: 'language', language, refactorings });
    // The daemon's thread (a context) keeps its repositories' object readers and its parses between commits.
    const analysis = { ...hookAnalysisOptions(policy, request.languages, onLanguage), ...(request.context && keptParses ? { parseCache: keptParses } : {}) };
    const repository = request.context ? await keptRepositories.take(cwd, process.env, request.listed?.shallowFile) : undefined;
    if (repository && request.listed) keepStagedFromWorkTree(repository.objects, cwd, request.listed.changes);
    let analysed: CommitAnalysis;
    try {
      const readAll = () => (mark('files read'), true);
      analysed = (await analyzeStagedIf({ cwd, amend: request.amend, analysis, ...(request.listed ? { listed: request.listed } : {}), ...(repository ? { repository } : {}) }, readAll))!;
    } catch (error) {
      if (repository) keptRepositories.drop(cwd, process.env);
      throw error;
    }
    mark('analysed');
    const report = filterReport(policy, analysed.report);
    const done = { cwd, policy, report: analysed.report, before: analysed.before };
    send({ type: 'analysed', report, base: analysed.before });
    return done;
  } catch (error) {
    send({ type: 'failed', message: messageOf(error) });
    return undefined;
  } finally {
    if (request.context) keptRepositories.finished(cwd, process.env);
  }
}

/** The policy's verdict on the whole report (its filters apply inside), as `refdiff check --staged` gives it. */
export function evaluate(cwd: string, policy: LoadedPolicy, report: Report, base: string, request: EvaluateRequest): Promise<Violation[]> {
  return judgeChange(cwd, policy, { report, before: base, after: 'index', commitMessage: request.commitMessage, commentChar: request.commentChar });
}

/**
 * What the hook analyses, on either thread: the policy's options and the staged languages (their
 * grammars compiling while git is read: the engine then finds them loaded), each language's
 * refactorings handed on as the policy keeps them.
 */
export function hookAnalysisOptions(
  policy: LoadedPolicy,
  languages: string[] | undefined,
  onLanguage: (language: string, refactorings: Refactoring[]) => void,
): GitAnalysisOptions {
  if (languages?.length) loadPlugins(languages).then(() => mark('grammars compiled'), () => undefined);
  const accepts = analysisFilter(policy.analysis);
  return {
    ...gitAnalysisOptions(policy),
    keepFineGrained: keepsFineGrained(policy),
    ...(languages ? { languages } : {}),
    onLanguage: ({ language, refactorings }) => onLanguage(language, refactorings.filter((r) => accepts.acceptsRefactoring(r))),
  };
}

/**
 * Whether the hook uses the fine-grained refactorings: in its trailers when
 * `commitMessage.fineGrained` asks for them, and in the rules, which judge the whole report.
 * Otherwise it writes none of them, and the engine need not work them out.
 */
export function keepsFineGrained(policy: LoadedPolicy): boolean {
  return policy.commitMessage.fineGrained || hasActiveRules(policy);
}

export function gitAnalysisOptions(policy: LoadedPolicy): GitAnalysisOptions {
  return {
    ...engineOptions(policy),
    include: policy.analysis.include,
    exclude: policy.analysis.exclude,
    maxFileSizeBytes: policy.analysis.maxFileSize,
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
