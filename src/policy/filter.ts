import { isFineGrained } from '../report/fine-grained';
import type { Refactoring, Report } from '../report/types';
import { compilePathGlobs, type Matcher } from './patterns';
import type { AnalysisSettings } from './schema';
import { KINDS, OPERATIONS } from './vocabulary';

/**
 * What `analysis` selects. Sources ask `acceptsPath` / `acceptsFileSize` before reading a file
 * (that is where include/exclude belong); `filterReport` applies the same choices to a finished
 * report, for reports produced elsewhere or engines that do not filter.
 */

export interface AnalysisFilter {
  acceptsPath(path: string): boolean;
  acceptsFileSize(bytes: number): boolean;
  acceptsRefactoring(refactoring: Refactoring): boolean;
}

const cache = new WeakMap<AnalysisSettings, AnalysisFilter>();

export function analysisFilter(analysis: AnalysisSettings): AnalysisFilter {
  let filter = cache.get(analysis);
  if (!filter) {
    filter = buildFilter(analysis);
    cache.set(analysis, filter);
  }
  return filter;
}

function buildFilter(analysis: AnalysisSettings): AnalysisFilter {
  const included = compilePathGlobs(analysis.include);
  const excluded: Matcher = analysis.exclude.length > 0 ? compilePathGlobs(analysis.exclude) : () => false;
  const acceptsPath = (path: string) => included(path) && !excluded(path);
  const acceptsType = typeSelection(analysis.types);
  const languages = new Set(analysis.languages);
  return {
    acceptsPath,
    acceptsFileSize: (bytes) => bytes <= analysis.maxFileSize,
    acceptsRefactoring: (refactoring) =>
      (languages.size === 0 || languages.has(refactoring.language)) &&
      acceptsPath(refactoring.before.file) &&
      acceptsPath(refactoring.after.file) &&
      (analysis.fineGrained || !isFineGrained(refactoring)) &&
      acceptsType(refactoring),
  };
}

/**
 * `analysis.types`: each entry names a type ("Rename Method"), an operation ("RENAME") or a
 * kind ("Method"); `!` in front excludes. With no positive entry everything is included first.
 */
function typeSelection(selectors: readonly string[]): (refactoring: Refactoring) => boolean {
  const positive = selectors.filter((selector) => !selector.startsWith('!'));
  const negative = selectors.filter((selector) => selector.startsWith('!')).map((selector) => selector.slice(1));
  const selects = (selector: string, refactoring: Refactoring) => {
    if ((OPERATIONS as readonly string[]).includes(selector)) return refactoring.operation === selector;
    if (KINDS.includes(selector)) return refactoring.kind === selector;
    return refactoring.type === selector;
  };
  return (refactoring) =>
    (positive.length === 0 || positive.some((selector) => selects(selector, refactoring))) &&
    !negative.some((selector) => selects(selector, refactoring));
}

/** The report with only the refactorings `analysis` selects (a new object; the input is untouched). */
export function filterReport(policy: { analysis: AnalysisSettings }, report: Report): Report {
  const filter = analysisFilter(policy.analysis);
  return { ...report, refactorings: report.refactorings.filter((refactoring) => filter.acceptsRefactoring(refactoring)) };
}

/** What the engine and the git source take (`GitAnalysisOptions`), from the policy. */
export interface EngineOptions {
  threshold: number;
  languages: string[];
  include: string[];
  exclude: string[];
  maxFileSizeBytes: number;
  maxChangeBytes: number;
  fineGrained: boolean;
  skipGenerated: boolean;
}

export function engineOptions(policy: { analysis: AnalysisSettings }): EngineOptions {
  const { analysis } = policy;
  return {
    threshold: analysis.threshold,
    languages: [...analysis.languages],
    include: analysis.include.map(withoutDotSlash),
    exclude: analysis.exclude.map(withoutDotSlash),
    maxFileSizeBytes: analysis.maxFileSize,
    maxChangeBytes: analysis.maxChangeSize,
    fineGrained: analysis.fineGrained,
    skipGenerated: analysis.skipGenerated,
  };
}

/** `./src/**` means `src/**`: paths are relative to the repository root either way. */
function withoutDotSlash(glob: string): string {
  return glob.replace(/^(\.\/)+/, '');
}
