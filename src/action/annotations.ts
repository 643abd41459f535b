import type { Refactoring } from '../report/types';
import { plural } from './markup';
import { SARIF_REPORT_NAME } from './report-files';
import { changeRefactorings } from './change-refactorings';
import { violationsOf, type ActionOutcome } from './outcome';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  title: string;
  message: string;
  file: string;
  startLine: number;
  endLine: number;
}

/** GitHub shows at most 10 annotations of each level per step. */
export const ANNOTATIONS_PER_LEVEL = 10;

export interface AnnotationPlan {
  annotations: Annotation[];
  /** Left out per level because of the cap; they are all in the summary. */
  omitted: Record<AnnotationLevel, number>;
}

/** Types (whole classes) before members; then the operations that change the most. */
const KIND_RANK: Record<string, number> = { Class: 0, Interface: 0, Enum: 0, Struct: 0, File: 1, Method: 2, Function: 2, Field: 3 };
const OPERATION_RANK: Record<string, number> = {
  MOVE_RENAME: 0,
  MOVE: 1,
  EXTRACT_SUPER: 2,
  PULL_UP: 3,
  PUSH_DOWN: 3,
  RENAME: 4,
  EXTRACT_MOVE: 5,
  EXTRACT: 6,
  INLINE: 7,
  CHANGE_SIGNATURE: 8,
  CONVERT_TYPE: 9,
};

/**
 * The annotations for a run, ranked and capped per level: an error (or warning) for each rule
 * violation, on the after-lines of its first refactoring; a notice on the after-lines of each
 * refactoring of the change (the combined one when there is one: its lines are the head's).
 * `reserveErrors` keeps room for the step's own failure message, which GitHub counts too.
 */
export function planAnnotations(outcome: ActionOutcome, reserveErrors = 0): AnnotationPlan {
  const byLevel: Record<AnnotationLevel, Annotation[]> = { error: [], warning: [], notice: [] };
  const flagged = new Set<Refactoring>();
  const ranked = violationsOf(outcome)
    .filter(({ violation }) => !violation.approved)
    .sort((a, b) => Number(a.violation.level !== 'error') - Number(b.violation.level !== 'error'));
  for (const { commit, violation } of ranked) {
    const first = violation.refactorings[0]?.refactoring;
    const change = violation.changes[0];
    const place = first ? afterPlace(first) : change && { file: change.file, startLine: change.startLine, endLine: change.endLine };
    if (!place) continue;
    for (const item of violation.refactorings) flagged.add(item.refactoring);
    const approve = violation.approval ? ` To approve it deliberately, add '${violation.approval.line}' to the commit message.` : '';
    byLevel[violation.level].push({
      level: violation.level,
      title: `refdiff rule '${violation.rule}'`,
      message: `${violation.message} (${violation.detail}) in commit ${commit.sha.slice(0, 7)}.${approve}`,
      ...place,
    });
  }
  for (const refactoring of rankRefactorings(changeRefactorings(outcome), flagged)) {
    byLevel.notice.push({
      level: 'notice',
      title: refactoring.type,
      message: refactoring.description,
      ...afterPlace(refactoring),
    });
  }
  const caps: Record<AnnotationLevel, number> = {
    error: Math.max(0, ANNOTATIONS_PER_LEVEL - reserveErrors),
    warning: ANNOTATIONS_PER_LEVEL,
    notice: ANNOTATIONS_PER_LEVEL,
  };
  const levels: AnnotationLevel[] = ['error', 'warning', 'notice'];
  return {
    annotations: levels.flatMap((level) => byLevel[level].slice(0, caps[level])),
    omitted: { error: omitted(byLevel.error, caps.error), warning: omitted(byLevel.warning, caps.warning), notice: omitted(byLevel.notice, caps.notice) },
  };
}

/** How many annotations the plan had, shown or not. */
export function annotationTotal(plan: AnnotationPlan): number {
  return plan.annotations.length + plan.omitted.error + plan.omitted.warning + plan.omitted.notice;
}

/**
 * The summary's sentence on annotations GitHub would not show (it keeps 10 per level per
 * step), saying where every one is; undefined when all are shown. Kept apart so any summary
 * layout can place it.
 */
export function hiddenAnnotationsNote(shown: number, total: number, reportFolder = 'refdiff-report'): string | undefined {
  if (total <= shown) return undefined;
  const folder = reportFolder.replace(/\/+$/, '') || '.';
  return (
    `Annotations: GitHub shows ${ANNOTATIONS_PER_LEVEL} per level, so ${total - shown} of ${plural(total, 'annotation')} are not shown in the diff. ` +
    `All are in ${folder}/${SARIF_REPORT_NAME} (upload it with github/codeql-action/upload-sarif to see every one in the diff) and in the report artifact (${folder}).`
  );
}

/** Where a refactoring is annotated: its after-lines; a whole file (Rename/Move File) is its first line, not a span over the file. */
function afterPlace(refactoring: Refactoring): Pick<Annotation, 'file' | 'startLine' | 'endLine'> {
  const { file, startLine, endLine } = refactoring.after;
  return refactoring.kind === 'File' ? { file, startLine: 1, endLine: 1 } : { file, startLine, endLine };
}

function omitted(list: readonly Annotation[], cap: number): number {
  return Math.max(0, list.length - cap);
}

function rankRefactorings(refactorings: readonly Refactoring[], flagged: ReadonlySet<Refactoring>): Refactoring[] {
  const isFlagged = (refactoring: Refactoring) => [...flagged].some((other) => sameElement(other, refactoring));
  const key = (refactoring: Refactoring): [number, number, number] => [
    isFlagged(refactoring) ? 0 : 1,
    KIND_RANK[refactoring.kind] ?? 4,
    OPERATION_RANK[refactoring.operation] ?? 10,
  ];
  return refactorings
    .map((refactoring, index) => ({ refactoring, index, key: key(refactoring) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2] || a.index - b.index)
    .map((entry) => entry.refactoring);
}

function sameElement(a: Refactoring, b: Refactoring): boolean {
  return a.type === b.type && a.after.file === b.after.file && a.after.startLine === b.after.startLine;
}
