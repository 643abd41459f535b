import type { Refactoring } from '../../src/report/types';
import { labelKey, reportAsLabel, reportKeys } from './keys';
import type { Label, LabelledCommit } from './labels';

/** A report or label in the labels file's own form, with where it comes from. */
export interface Listed {
  repository: string;
  commit: string;
  type: string;
  before: string;
  after: string;
  description?: string;
}

export interface TypeScore {
  /** True refactorings labelled (TP), found or not. */
  labelled: number;
  found: number;
  /** Reports labelled FP. */
  falsePositives: number;
  missed: number;
  /** Reports with no label at all: the figures do not count until they are labelled. */
  unlabelled: number;
}

export interface CommitOutcome {
  commit: LabelledCommit;
  /** refdiff's reports for the commit, or the reason it could not run. */
  result: { refactorings: Refactoring[] } | { error: string };
}

export interface SetScore {
  types: Map<string, TypeScore>;
  total: TypeScore;
  commits: number;
  failed: Array<{ repository: string; commit: string; error: string }>;
  unlabelled: Listed[];
  missed: Listed[];
  falsePositives: Listed[];
  /** FP labels refdiff no longer reports: harmless, but the label has outlived its report. */
  staleFalsePositives: Listed[];
}

const emptyScore = (): TypeScore => ({ labelled: 0, found: 0, falsePositives: 0, missed: 0, unlabelled: 0 });

/**
 * Compares each commit's reports with its labels. A TP label is found when a report has its
 * key, else missed; a report is a false positive when labelled FP, and unlabelled when no label
 * names it. A commit that failed counts its TP labels as missed.
 */
export function scoreSet(outcomes: readonly CommitOutcome[]): SetScore {
  const score: SetScore = { types: new Map(), total: emptyScore(), commits: outcomes.length, failed: [], unlabelled: [], missed: [], falsePositives: [], staleFalsePositives: [] };
  const count = (type: string, field: keyof TypeScore) => {
    if (!score.types.has(type)) score.types.set(type, emptyScore());
    score.types.get(type)![field]++;
    score.total[field]++;
  };
  for (const { commit, result } of outcomes) {
    const where = { repository: commit.repository, commit: commit.commit };
    const labels = new Map<string, Label>(commit.refactorings.map((label) => [labelKey(label.type, label.before, label.after), label]));
    for (const label of commit.refactorings) if (label.label === 'TP') count(label.type, 'labelled');
    const reports = 'error' in result ? [] : result.refactorings;
    if ('error' in result) score.failed.push({ ...where, error: result.error });
    const reported = new Set<string>();
    const byName = reports.map((refactoring) => reportKeys(refactoring)[0]);
    const ambiguous = new Set(byName.filter((key, index) => byName.indexOf(key) !== index));
    for (const [index, refactoring] of reports.entries()) {
      const key = reportKeys(refactoring).find((candidate) => labels.has(candidate));
      if (key !== undefined) {
        if (reported.has(key)) continue;
        reported.add(key);
        const label = labels.get(key)!;
        if (label.label === 'TP') count(label.type, 'found');
        else {
          count(label.type, 'falsePositives');
          score.falsePositives.push({ ...where, ...sides(label), description: refactoring.description });
        }
        continue;
      }
      const unlabelled = reportAsLabel(refactoring, ambiguous.has(byName[index]));
      count(unlabelled.type, 'unlabelled');
      score.unlabelled.push({ ...where, ...unlabelled, description: refactoring.description });
    }
    for (const [key, label] of labels) {
      if (reported.has(key)) continue;
      if (label.label === 'TP') {
        count(label.type, 'missed');
        score.missed.push({ ...where, ...sides(label) });
      } else if (!('error' in result)) score.staleFalsePositives.push({ ...where, ...sides(label) });
    }
  }
  return score;
}

function sides(label: Label): { type: string; before: string; after: string } {
  return { type: label.type, before: label.before, after: label.after };
}

/** found / (found + FP), or undefined with nothing to divide. */
export function precision(score: TypeScore): number | undefined {
  const reported = score.found + score.falsePositives;
  return reported === 0 ? undefined : score.found / reported;
}

/** found / labelled TP, or undefined with nothing labelled. */
export function recall(score: TypeScore): number | undefined {
  return score.labelled === 0 ? undefined : score.found / score.labelled;
}
