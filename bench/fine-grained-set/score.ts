import type { Refactoring } from '../../src/report/types';
import type { Listed, SetScore, TypeScore } from '../labelled-set/score';
import { labelKey, reportKey } from './keys';
import type { FineCommit, FineLabel } from './labels';

export interface FineOutcome {
  commit: FineCommit;
  result: { refactorings: Refactoring[] } | { error: string };
}

const emptyScore = (): TypeScore => ({ labelled: 0, found: 0, falsePositives: 0, missed: 0, unlabelled: 0 });

/**
 * Compares each commit's reports of the set's types with its labels. When the labels are
 * complete (every instance of those types is listed), a report no label names is a false
 * positive as much as one labelled FP; otherwise it only waits for a label. Either way
 * `unlabelled` lists those for a reader to confirm. Reports of other types are not scored. A
 * commit that failed counts its TP labels as missed.
 */
export function scoreFineSet(outcomes: readonly FineOutcome[], types: readonly string[], complete: boolean): SetScore {
  const scored = new Set(types);
  const score: SetScore = { types: new Map(types.map((type) => [type, emptyScore()])), total: emptyScore(), commits: outcomes.length, failed: [], unlabelled: [], missed: [], falsePositives: [], staleFalsePositives: [] };
  const count = (type: string, field: keyof TypeScore) => {
    score.types.get(type)![field]++;
    score.total[field]++;
  };
  for (const { commit, result } of outcomes) {
    const where = { repository: commit.project, commit: commit.commit };
    const labels = new Map<string, FineLabel>(commit.refactorings.map((label) => [labelKey(label), label]));
    for (const label of commit.refactorings) if (label.label === 'TP') count(label.type, 'labelled');
    if ('error' in result) score.failed.push({ ...where, error: result.error });
    const reports = 'error' in result ? [] : result.refactorings.filter((refactoring) => scored.has(refactoring.type));
    const reported = new Set<string>();
    for (const refactoring of reports) {
      const key = reportKey(refactoring);
      if (reported.has(key)) continue;
      reported.add(key);
      const label = labels.get(key);
      if (label?.label === 'TP') {
        count(label.type, 'found');
        continue;
      }
      const listed: Listed = { ...where, ...keySides(key), description: refactoring.description };
      if (label || complete) {
        count(refactoring.type, 'falsePositives');
        score.falsePositives.push(listed);
      }
      if (!label) {
        count(refactoring.type, 'unlabelled');
        score.unlabelled.push(listed);
      }
    }
    for (const [key, label] of labels) {
      if (reported.has(key)) continue;
      if (label.label === 'TP') {
        count(label.type, 'missed');
        score.missed.push({ ...where, ...keySides(key), description: label.detail });
      } else if (!('error' in result)) score.staleFalsePositives.push({ ...where, ...keySides(key) });
    }
  }
  return score;
}

/** A key back as a listed line: the type, and each side as `<scope> <name>`. */
function keySides(key: string): { type: string; before: string; after: string } {
  const [type, scope, before, after] = key.split('|');
  return { type, before: `${scope} ${before || '-'}`, after: after || '-' };
}
