import { filterReport, type LoadedPolicy, type Violation } from '../policy';
import type { Refactoring, Report } from '../report/types';
import type { ChangedFiles } from '../sources/git/files';
import { analyzeStagedIf, type ListedStagedChanges } from '../sources/git/analyze';
import { evaluate, hookAnalysisOptions } from './analysis-worker';
import type { AnalysisOutcome } from './staged-analysis';
import { mark } from './profile-marks';
import { userCacheDir } from './code-cache';
import { DiskParseCache, diskParseCacheFile } from './disk-parse-cache';
import { daemonVersion } from '../daemon/build-version';
import type { SourceFile } from '../languages/plugin';

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
  /** Whether the analysis's time limit is still ahead (the hook may have ended it early since). */
  inTime: () => boolean;
  /** Told each language's refactorings (filtered by the policy) as it is done. */
  onLanguage: (language: string, refactorings: Refactoring[]) => void;
}

export interface InThreadAnalysis {
  outcome: AnalysisOutcome;
  /** The policy's verdict on the whole report (for a complete analysis). */
  evaluate(commitMessage: string, commentChar: string): Promise<Violation[]>;
}

/**
 * The parses of the previous commit's after side, kept on disk by its hook (disk-parse-cache.ts):
 * none from sources (no build to tell stale parses by), with the cache folder turned off
 * (REFDIFF_CODE_CACHE=0), or with REFDIFF_PARSE_CACHE=0.
 */
function hookParseCache(cwd: string): DiskParseCache | undefined {
  const cacheDir = userCacheDir();
  const build = daemonVersion();
  if (cacheDir === undefined || process.env.REFDIFF_PARSE_CACHE === '0' || build.endsWith('+dev') || build.endsWith('+unknown')) return undefined;
  return new DiskParseCache(diskParseCacheFile(cacheDir, cwd), build);
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
  const parses = hookParseCache(cwd);
  const analysis = { ...options, stopBefore: () => (cut ||= request.stopBefore()), ...(parses ? { parseCache: parses } : {}) };
  let after: readonly SourceFile[] = [];
  const admit = (files: ChangedFiles) => {
    after = files.after;
    return request.admit(files);
  };
  const analysed = await analyzeStagedIf({ cwd, amend: request.amend, analysis, ...(request.listed ? { listed: request.listed } : {}) }, admit);
  if (!analysed) return undefined;
  if (parses) mark(`parses read from the cache: ${parses.counts.found} of ${parses.counts.asked}`);
  // For the next commit, whose before side this after side is; as the process ends, after the
  // message, and only within the time limit (the commit waits for this process).
  if (parses) process.once('exit', () => request.inTime() && parses.save(after));
  mark('analysed');
  if (cut) return { outcome: { complete: false, refactorings: found, languagesDone }, evaluate: () => Promise.resolve([]) };
  const report: Report = filterReport(policy, analysed.report);
  return {
    outcome: { complete: true, report, base: analysed.before },
    evaluate: (commitMessage, commentChar) => evaluate(cwd, policy, analysed.report, analysed.before, { type: 'evaluate', commitMessage, commentChar }),
  };
}
