import { join } from 'node:path';
import { analyzeFiles, type AnalysisOptions } from '../../src/engine/analyze';
import { readDirectoryPair } from '../../src/sources/directory';
import type { Refactoring } from '../../src/report/types';

export const FIXTURES = join(__dirname, '..', 'fixtures');

/**
 * One line per refactoring, easy to assert exactly:
 * `Rename Method my.calc.Calculator#min(double, double) -> my.calc.Calculator#minimum(double, double)`.
 */
export function describe(refactoring: Refactoring): string {
  const side = (element: Refactoring['before']) => `${element.container}#${element.signature}`;
  return `${refactoring.type} ${side(refactoring.before)} -> ${side(refactoring.after)}`;
}

/** Runs the engine on `test/fixtures/<name>/before` and `.../after` and returns the sorted lines. */
export async function detectInFixture(name: string, options: AnalysisOptions = {}): Promise<string[]> {
  const refactorings = await detectRefactoringsInFixture(name, options);
  return refactorings.map(describe).sort();
}

/** The same on a fixture read backwards (`after` as the old side): an extraction becomes an inlining. */
export async function detectInReversedFixture(name: string, options: AnalysisOptions = {}): Promise<string[]> {
  const refactorings = await detectRefactoringsInFixture(name, options, true);
  return refactorings.map(describe).sort();
}

export async function detectRefactoringsInFixture(name: string, options: AnalysisOptions = {}, reversed = false): Promise<Refactoring[]> {
  const root = join(FIXTURES, name);
  const [older, newer] = reversed ? ['after', 'before'] : ['before', 'after'];
  const pair = readDirectoryPair(join(root, older), join(root, newer), () => true);
  const result = await analyzeFiles(pair.before, pair.after, options);
  return result.refactorings;
}
