import { forEachNode, type CstRoot } from '../core/cst';
import { findRelationships, type AnalysisMonitor, type AnalysisSettings, DEFAULT_SETTINGS } from '../core/relationship-analysis';
import type { LanguagePlugin, SourceFile } from '../languages/plugin';
import { loadPlugins, pluginForPath } from '../languages/registry';
import { toRefactorings, compareRefactorings } from '../report/from-relationships';
import type { Refactoring } from '../report/types';

export interface AnalysisOptions {
  /** Similarity threshold (0..1); RefDiff 2.0 uses 0.5. */
  threshold?: number;
  /** Languages to analyse; all supported when empty. */
  languages?: readonly string[];
  /** Told about rejected candidates (diagnostics). */
  monitor?: AnalysisMonitor;
  /** Overrides of the analysis settings (calibration). */
  settings?: Partial<AnalysisSettings>;
}

export interface AnalysisResult {
  refactorings: Refactoring[];
  filesBefore: number;
  filesAfter: number;
  nodesBefore: number;
  nodesAfter: number;
  elapsedMs: number;
  warnings: string[];
}

/**
 * Finds the refactorings between two sets of files (normally just the files that differ, as
 * the paper prescribes). Each language is analysed on its own and the results merged in a
 * stable order.
 */
export async function analyzeFiles(
  before: readonly SourceFile[],
  after: readonly SourceFile[],
  options: AnalysisOptions = {},
): Promise<AnalysisResult> {
  const started = performance.now();
  const plugins = await loadPlugins(options.languages);
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
    warnings: [],
  };
  for (const plugin of plugins) {
    const filesBefore = filesFor(plugin, before);
    const filesAfter = filesFor(plugin, after);
    if (filesBefore.length === 0 && filesAfter.length === 0) continue;
    const cstBefore = plugin.parse(filesBefore);
    const cstAfter = plugin.parse(filesAfter);
    result.filesBefore += filesBefore.length;
    result.filesAfter += filesAfter.length;
    result.nodesBefore += countNodes(cstBefore);
    result.nodesAfter += countNodes(cstAfter);
    result.warnings.push(...cstBefore.warnings.map((w) => `before: ${w}`), ...cstAfter.warnings.map((w) => `after: ${w}`));
    for (const relationship of findRelationships(cstBefore, cstAfter, settings)) {
      result.refactorings.push(...toRefactorings(relationship, plugin.name));
    }
  }
  result.refactorings.sort(compareRefactorings);
  result.elapsedMs = Math.round(performance.now() - started);
  return result;
}

function filesFor(plugin: LanguagePlugin, files: readonly SourceFile[]): SourceFile[] {
  return files.filter((file) => pluginForPath([plugin], file.path) && !plugin.isIgnored(file.path, file.content));
}

function countNodes(root: CstRoot): number {
  let count = 0;
  forEachNode(root, () => count++);
  return count;
}
