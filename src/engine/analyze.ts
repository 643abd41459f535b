import { forEachNode, type CstRoot } from '../core/cst';
import { findRelationships, type AnalysisMonitor, type AnalysisSettings, type AnalysisTiming, DEFAULT_SETTINGS } from '../core/relationship-analysis';
import type { Relationship } from '../core/relationship';
import { HeldTreeBudget } from '../languages/kept-trees';
import type { FileParse, LanguagePlugin, SourceFile } from '../languages/plugin';
import { assignLanguages, familyOf, loadPlugins, supportedLanguages, type PathContents } from '../languages/registry';
import { bodyNamesReader, changeSignatureScope } from '../report/body-names';
import { conflictWarning, withoutConflicts } from './conflict-markers';
import { familySpellings, isTypeSpelling, onlyTypesWrittenDown } from './conversion';
import { mergeCsts } from './merge-csts';
import type { ParseCache } from './parse-cache';
import type { ParsePool } from './parse-pool';
import { parseSplit, worthSplitting } from './parse-split';
import { pathsWithSameCode } from './same-code-paths';
import { toRefactorings, compareRefactorings } from '../report/from-relationships';
import type { Refactoring } from '../report/types';
import { releaseAll } from './parse-apart';

export interface AnalysisOptions {
  /** Similarity threshold (0..1); RefDiff 2.0 uses 0.5. */
  threshold?: number;
  /** Languages to analyse; all supported when empty. */
  languages?: readonly string[];
  /** Told about rejected candidates (diagnostics). */
  monitor?: AnalysisMonitor;
  /** Overrides of the analysis settings (calibration). */
  settings?: Partial<AnalysisSettings>;
  /** Told each language's refactorings as soon as that language is done (final, not partial). */
  onLanguage?: (done: LanguageResult) => void;
  /**
   * Asked before each language (smallest first): true stops the analysis there, and the result
   * holds the languages done (told through `onLanguage`). A caller without a thread to
   * terminate keeps a time limit this way.
   */
  stopBefore?: () => boolean;
  /**
   * The most source one side of a change may hold (memory grows with it): past it, the largest
   * files are left out of both sides, with a warning. Unbounded when absent.
   */
  maxChangeBytes?: number;
  /**
   * Report the changes inside signatures and fields (Add Parameter, Change Return Type...); when
   * false a changed signature is one Change Signature, as the policy's `analysis.fineGrained: false` asks.
   */
  fineGrained?: boolean;
  /**
   * Skip the files a plugin takes for minified, bundled or generated (one warning names them);
   * false analyses them as any other, as the policy's `analysis.skipGenerated: false` asks. Default true.
   */
  skipGenerated?: boolean;
  /**
   * False when the caller drops the fine-grained refactorings (the commit hook, whose trailers
   * leave them out by default): every other refactoring is the same, and the fine-grained ones
   * are worked out only where they decide whether a Change Signature is reported, not for every
   * matched body. Default true.
   */
  keepFineGrained?: boolean;
  /**
   * Single files' parses kept between analyses (the daemon's): files found there are not parsed
   * again, and those parsed are kept. The CSTs are the same with or without it.
   */
  parseCache?: ParseCache;
  /**
   * Threads that parse some files of a large change (parse-pool.ts) while this one parses the
   * others; the CSTs are the same with or without. Not used with `parseCache`.
   */
  parsePool?: ParsePool;
}

export interface LanguageResult {
  language: string;
  refactorings: Refactoring[];
}

export interface AnalysisResult {
  refactorings: Refactoring[];
  filesBefore: number;
  filesAfter: number;
  nodesBefore: number;
  nodesAfter: number;
  elapsedMs: number;
  /** Milliseconds per phase of `elapsedMs`, rounded. */
  phasesMs: EnginePhases;
  warnings: string[];
}

/** The engine's phases: compiling grammars, parsing into CSTs (tokens included), indexing, matching and rules, building refactorings. */
export interface EnginePhases {
  load: number;
  parse: number;
  index: number;
  match: number;
  report: number;
}

/**
 * Finds the refactorings between two sets of files (normally just the files that differ, as
 * the paper prescribes). Each language, or family of languages (JavaScript and TypeScript), is
 * analysed on its own and the results merged in a stable order. The one with the least code goes
 * first: under a time limit, the most languages are done when it strikes.
 */
export async function analyzeFiles(
  before: readonly SourceFile[],
  after: readonly SourceFile[],
  options: AnalysisOptions = {},
): Promise<AnalysisResult> {
  const started = performance.now();
  // Only the grammars a change needs are compiled: a Python-only commit loads no Java grammar.
  const languageByPath = languagesOfChange(before, after, options.languages);
  const present = supportedLanguages.filter((name) => [...languageByPath.values()].includes(name));
  const plugins = present.length > 0 ? await loadPlugins(present) : [];
  const loaded = performance.now();
  const timing: AnalysisTiming = { indexMs: 0, matchMs: 0 };
  let parseMs = 0;
  let reportMs = 0;
  const settings: AnalysisSettings = {
    ...DEFAULT_SETTINGS,
    ...options.settings,
    threshold: options.threshold ?? options.settings?.threshold ?? DEFAULT_SETTINGS.threshold,
    monitor: options.monitor,
  };
  const result: AnalysisResult = {
    refactorings: [],
    filesBefore: 0,
    filesAfter: 0,
    nodesBefore: 0,
    nodesAfter: 0,
    elapsedMs: 0,
    phasesMs: { load: 0, parse: 0, index: 0, match: 0, report: 0 },
    warnings: [],
  };
  // A file whose code did not change (only comments or layout) is left out as an unchanged one is, before the budget counts it.
  const sameCode = pathsWithSameCode(before, after, plugins, languageByPath);
  if (sameCode.size > 0) {
    before = before.filter((file) => !sameCode.has(file.path));
    after = after.filter((file) => !sameCode.has(file.path));
  }
  const bounded = withinChangeBudget(before, after, options.maxChangeBytes);
  const conflicted: string[] = [];
  before = withoutAnyConflicts(bounded.before, 'before', conflicted);
  after = withoutAnyConflicts(bounded.after, 'after', conflicted);
  const generated = new Set<string>();
  const skipGenerated = options.skipGenerated ?? true;
  const units = familyUnits(plugins)
    .map((family) => ({ plugins: family, before: filesOf(family, before, languageByPath, skipGenerated, generated), after: filesOf(family, after, languageByPath, skipGenerated, generated) }))
    .filter((unit) => unit.before.length > 0 || unit.after.length > 0);
  // Warnings keep the registry's order, whatever order the languages run in.
  const warnings = new Map(units.map((unit) => [unit, [] as string[]]));
  for (const unit of [...units].sort((a, b) => sizeOf(a.before) + sizeOf(a.after) - sizeOf(b.before) - sizeOf(b.after))) {
    if (options.stopBefore?.()) break;
    const { before: filesBefore, after: filesAfter } = unit;
    const parsing = performance.now();
    // Each plugin's own files, once (the unit's files were already told apart from generated ones).
    const sides = unit.plugins.map((plugin) => ({ plugin, before: ofLanguage(plugin, filesBefore, languageByPath), after: ofLanguage(plugin, filesAfter, languageByPath) }));
    await Promise.all(sides.map(({ plugin, before, after }) => plugin.prepare?.([...before, ...after])));
    // Each file is parsed by its own language's plugin; a family is then one tree per side.
    const { before: cstBefore, after: cstAfter } = await parseSides(sides, options);
    parseMs += performance.now() - parsing;
    result.filesBefore += filesBefore.length;
    result.filesAfter += filesAfter.length;
    result.nodesBefore += countNodes(cstBefore);
    result.nodesAfter += countNodes(cstAfter);
    warnings.get(unit)!.push(...cstBefore.warnings.map((w) => `before: ${w}`), ...cstAfter.warnings.map((w) => `after: ${w}`));
    const found = new Map(unit.plugins.map((plugin) => [plugin.name, [] as Refactoring[]]));
    try {
      const relationships = findRelationships(cstBefore, cstAfter, settings, timing);
      const reporting = performance.now();
      // Without the fine-grained refactorings kept, only Change Signatures read bodies.
      const read = !(options.fineGrained ?? true) ? [] : (options.keepFineGrained ?? true) ? relationships : changeSignatureScope(relationships);
      const bodyNamesAsWritten = bodyNamesReader(cstBefore, cstAfter, relationships, read);
      // An element converted from one language to another compares its parameters' types as the family spells them.
      const bodyNames = (relationship: Relationship) => {
        const names = bodyNamesAsWritten(relationship);
        const typeSpellings = familySpellings(languageByPath.get(relationship.before.location.file)!, languageByPath.get(relationship.after.location.file)!);
        // Set, not spread: a spread would read every lazy field of the body's names.
        if (typeSpellings) names.typeSpellings = typeSpellings;
        return names;
      };
      for (const relationship of relationships) {
        // An element converted from one language to another is reported in its new language.
        const language = languageByPath.get(relationship.after.location.file)!;
        const languageBefore = languageByPath.get(relationship.before.location.file)!;
        // A signature only respelled by a conversion (Java's `int[]` now Kotlin's `IntArray`) or
        // only given types (`f(a)` -> `f(a: number): string`) is no change, but its body's locals
        // still are compared (`int first` -> `val first`, `product` renamed `surface`).
        const respelledOnly = onlyTypesWrittenDown(relationship, languageBefore, language);
        for (const refactoring of toRefactorings(relationship, language, bodyNames, options.fineGrained ?? true, options.keepFineGrained ?? true)) {
          if (respelledOnly && refactoring.kind !== 'Variable') continue;
          if (!isTypeSpelling(refactoring, languageBefore, language)) found.get(language)!.push(refactoring);
        }
      }
      reportMs += performance.now() - reporting;
    } finally {
      // The syntax trees kept for statements live on the WASM heap: free them with the unit.
      cstBefore.release?.();
      cstAfter.release?.();
    }
    for (const [language, refactorings] of found) {
      result.refactorings.push(...refactorings);
      options.onLanguage?.({ language, refactorings: refactorings.sort(compareRefactorings) });
    }
  }
  result.warnings = [...conflicted, ...[...warnings.values()].flat()];
  if (bounded.leftOut.length > 0) result.warnings.push(changeBudgetWarning(bounded.leftOut, options.maxChangeBytes!));
  if (generated.size > 0) result.warnings.push(generatedSummary([...generated].sort()));
  result.refactorings.sort(compareRefactorings);
  result.elapsedMs = Math.round(performance.now() - started);
  result.phasesMs = {
    load: Math.round(loaded - started),
    parse: Math.round(parseMs),
    index: Math.round(timing.indexMs),
    match: Math.round(timing.matchMs),
    report: Math.round(reportMs),
  };
  return result;
}

/**
 * Each plugin's CSTs of both sides, merged per side: a large change on several threads when a
 * pool is given (parse-split.ts), else each side on this one.
 */
async function parseSides(sides: readonly { plugin: LanguagePlugin; before: SourceFile[]; after: SourceFile[] }[], options: AnalysisOptions): Promise<{ before: CstRoot; after: CstRoot }> {
  const pool = options.parseCache ? undefined : options.parsePool;
  const split = new Map<LanguagePlugin, { before: CstRoot; after: CstRoot }>();
  for (const { plugin, before, after } of sides) {
    if (worthSplitting(plugin, pool, before, after)) split.set(plugin, await parseSplit(plugin, pool, before, after));
  }
  const cstBefore = mergeCsts(sides.map(({ plugin, before }) => split.get(plugin)?.before ?? parseRevision(plugin, before, options.parseCache)));
  const cstAfter = mergeCsts(sides.map(({ plugin, after }) => split.get(plugin)?.after ?? parseRevision(plugin, after, options.parseCache)));
  return { before: cstBefore, after: cstAfter };
}

/**
 * One plugin's CST of one side: with a cache and a plugin that parses file by file, each file is
 * taken from the cache or parsed and kept, then the side is linked (references across files).
 * A kept parse comes with its syntax tree when the cache kept it: the other side then parses
 * from it, as from a tree parsed now (the daemon's after side, from the commit before).
 */
function parseRevision(plugin: LanguagePlugin, files: readonly SourceFile[], cache: ParseCache | undefined): CstRoot {
  if (!cache || !plugin.parseFile || !plugin.link) return plugin.parse(files);
  const budget = new HeldTreeBudget();
  const parses: FileParse[] = [];
  try {
    for (const file of files) {
      let parse = cache.get(plugin, file);
      if (!parse) {
        parse = plugin.parseFile(file);
        cache.set(plugin, file, parse);
      }
      parses.push(budget.admit(parse, file.content.length));
    }
  } catch (error) {
    releaseAll(parses);
    throw error;
  }
  return plugin.link(files, parses);
}

/** The files with committed merge conflicts read as "ours" (conflict-markers.ts), one warning each. */
function withoutAnyConflicts(files: readonly SourceFile[], side: string, warnings: string[]): readonly SourceFile[] {
  return files.map((file) => {
    const resolved = withoutConflicts(file);
    if (!resolved) return file;
    warnings.push(`${side}: ${conflictWarning(file.path)}`);
    return resolved;
  });
}

/** The plugins grouped by family (registry.ts), in the registry's order. */
function familyUnits(plugins: readonly LanguagePlugin[]): LanguagePlugin[][] {
  const families = new Map<string, LanguagePlugin[]>();
  for (const plugin of plugins) {
    const family = familyOf(plugin.name);
    families.set(family, [...(families.get(family) ?? []), plugin]);
  }
  return [...families.values()];
}

/** The files `plugin` reads among files already assigned and filtered for its family. */
function ofLanguage(plugin: LanguagePlugin, files: readonly SourceFile[], languageByPath: ReadonlyMap<string, string>): SourceFile[] {
  return files.filter((file) => languageByPath.get(file.path) === plugin.name);
}

/** The files one of `plugins` reads; when `skipGenerated`, those it ignores as minified or generated go into `generated`. */
function filesOf(plugins: readonly LanguagePlugin[], files: readonly SourceFile[], languageByPath: ReadonlyMap<string, string>, skipGenerated: boolean, generated?: Set<string>): SourceFile[] {
  return files.filter((file) => {
    const plugin = plugins.find((candidate) => candidate.name === languageByPath.get(file.path));
    if (!plugin) return false;
    if (!skipGenerated) return !plugin.isDeclarationOnly?.(file.path);
    if (!plugin.isIgnored(file.path, file.content)) return true;
    generated?.add(file.path);
    return false;
  });
}

/** Each path's language, the same on both sides of the change (see `assignLanguages`). */
function languagesOfChange(before: readonly SourceFile[], after: readonly SourceFile[], languages?: readonly string[]): Map<string, string> {
  const contents = new Map<string, { path: string; before?: string; after?: string }>();
  for (const file of before) contents.set(file.path, { path: file.path, before: file.content });
  for (const file of after) contents.set(file.path, { ...(contents.get(file.path) ?? { path: file.path }), after: file.content });
  return assignLanguages([...contents.values()] satisfies PathContents[], languages);
}

/** Files skipped as minified or generated: one line for all of them, naming a few. */
function generatedSummary(paths: readonly string[]): string {
  const named = paths.slice(0, 3).join(', ');
  const more = paths.length > 3 ? `, and ${paths.length - 3} more` : '';
  return `${paths.length} file${paths.length === 1 ? '' : 's'} skipped as minified or generated: ${named}${more}`;
}

/**
 * Keeps the change within `maxBytes` of source per side, smallest files first, so that as much
 * as possible is analysed; a path left out is left out of both sides (one side alone would read
 * as code deleted or added).
 */
function withinChangeBudget(before: readonly SourceFile[], after: readonly SourceFile[], maxBytes: number | undefined) {
  if (maxBytes === undefined || (sizeOf(before) <= maxBytes && sizeOf(after) <= maxBytes)) return { before, after, leftOut: [] as string[] };
  const sizes = new Map<string, { before: number; after: number }>();
  for (const file of before) sizes.set(file.path, { before: file.content.length, after: 0 });
  for (const file of after) sizes.set(file.path, { before: sizes.get(file.path)?.before ?? 0, after: file.content.length });
  const kept = new Set<string>();
  const leftOut: string[] = [];
  let usedBefore = 0;
  let usedAfter = 0;
  for (const [path, size] of [...sizes].sort((a, b) => Math.max(a[1].before, a[1].after) - Math.max(b[1].before, b[1].after) || (a[0] < b[0] ? -1 : 1))) {
    if (usedBefore + size.before > maxBytes || usedAfter + size.after > maxBytes) {
      leftOut.push(path);
      continue;
    }
    usedBefore += size.before;
    usedAfter += size.after;
    kept.add(path);
  }
  return { before: before.filter((file) => kept.has(file.path)), after: after.filter((file) => kept.has(file.path)), leftOut: leftOut.sort() };
}

function changeBudgetWarning(paths: readonly string[], maxBytes: number): string {
  const named = paths.slice(0, 3).join(', ');
  const more = paths.length > 3 ? `, and ${paths.length - 3} more` : '';
  return `${paths.length} file${paths.length === 1 ? '' : 's'} left out: the change holds more than analysis.maxChangeSize (${maxBytes} characters a side), the largest files: ${named}${more}`;
}

function sizeOf(files: readonly SourceFile[]): number {
  return files.reduce((total, file) => total + file.content.length, 0);
}

function countNodes(root: CstRoot): number {
  let count = 0;
  forEachNode(root, () => count++);
  return count;
}
