import { filterReport, type LoadedPolicy, type Violation } from '../policy';
import type { Refactoring, Report } from '../report/types';
import type { ChangedFiles } from '../sources/git/files';
import { analyzeStagedIf, type ListedStagedChanges } from '../sources/git/analyze';
import { GitRepository } from '../sources/git/repository';
import { evaluate, hookAnalysisOptions } from './analysis-worker';
import type { AnalysisOutcome } from './staged-analysis';
import { mark } from './profile-marks';
import { takePipedBlobs } from './piped-blobs';

export interface InThreadRequest {
  cwd: string;
  amend: boolean;
  languages: string[] | undefined;
  policy: LoadedPolicy;
  /** HEAD and the staged changes, when the hook has listed them. */
  listed?: ListedStagedChanges;
  /** Whether the files read are small enough to analyse here; when not, nothing is analysed. */
  admit: (files: ChangedFiles) => boolean;
  /** Asked between languages: true stops the analysis there (the time limit). */
  stopBefore: () => boolean;
  /** Told each language's refactorings (filtered by the policy) as it is done. */
  onLanguage: (language: string, refactorings: Refactoring[]) => void;
}

export interface InThreadAnalysis {
  outcome: AnalysisOutcome;
  /** The policy's verdict on the whole report (for a complete analysis). */
  evaluate(commitMessage: string, commentChar: string): Promise<Violation[]>;
}

/** Told when the engine has run on this thread (dist/cli.js then makes its code cache complete). */
let analysedInThread: () => void = () => undefined;

export function whenAnalysedInThread(listener: () => void): void {
  analysedInThread = listener;
}

/**
 * The hook's analysis on the hook's own thread, with no second isolate to boot: for a change
 * the caller admits as small (a time limit can only stop it between languages). Undefined when
 * the change was not admitted.
 */
export async function analyseInThread(request: InThreadRequest): Promise<InThreadAnalysis | undefined> {
  const { cwd, policy } = request;
  const found: Refactoring[] = [];
  const languagesDone: string[] = [];
  let cut = false;
  const options = hookAnalysisOptions(policy, request.languages, (language, kept) => {
    found.push(...kept);
    languagesDone.push(language);
    request.onLanguage(language, kept);
  });
  const analysis = { ...options, stopBefore: () => (cut ||= request.stopBefore()) };
  // The blobs the hook script piped, when it did; git is started only for what they lack.
  const repository = await GitRepository.open(cwd, request.listed?.shallowFile, takePipedBlobs());
  // Nothing more is read from git once the files are: its process ends while the engine works,
  // not after it (the commit would wait for that too).
  const admit = (files: ChangedFiles) => (mark('files read'), void repository.close(), request.admit(files));
  let analysed: Awaited<ReturnType<typeof analyzeStagedIf>>;
  try {
    analysed = await analyzeStagedIf({ cwd, amend: request.amend, analysis, repository, ...(request.listed ? { listed: request.listed } : {}) }, admit);
  } finally {
    void repository.close();
  }
  if (!analysed) return undefined;
  mark('analysed');
  analysedInThread();
  if (cut) return { outcome: { complete: false, refactorings: found, languagesDone }, evaluate: () => Promise.resolve([]) };
  const report: Report = filterReport(policy, analysed.report);
  return {
    outcome: { complete: true, report, base: analysed.before },
    evaluate: (commitMessage, commentChar) => evaluate(cwd, policy, analysed.report, analysed.before, { type: 'evaluate', commitMessage, commentChar }),
  };
}
