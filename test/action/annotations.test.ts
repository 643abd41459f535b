import { annotationTotal, hiddenAnnotationsNote, planAnnotations } from '../../src/action/annotations';
import type { Refactoring } from '../../src/report/types';
import { commit, element, outcome, renameMethod, report, SHA } from './outcome-fixture';

function moveClass(index: number): Refactoring {
  return {
    type: 'Move Class',
    operation: 'MOVE',
    kind: 'Class',
    language: 'java',
    before: element({ file: `src/old/C${index}.java`, container: 'old', name: `C${index}`, signature: `C${index}`, startLine: 1, endLine: 20 }),
    after: element({ file: `src/new/C${index}.java`, container: 'new', name: `C${index}`, signature: `C${index}`, startLine: 3, endLine: 22 }),
    description: `Move Class old.C${index} moved to new.C${index}`,
  };
}

test('an error per violation on its after-lines, a notice per refactoring', () => {
  const plan = planAnnotations(outcome([commit(SHA.b, SHA.a, [renameMethod('firstN', 'take')], 'Rename')]));
  expect(plan.annotations).toEqual([
    {
      level: 'error',
      title: "refdiff rule 'java-api-renames'",
      message: "renaming a Java method breaks callers (1 refactoring) in commit bbbbbbb. To approve it deliberately, add 'Refactoring-Approved: <reason>' to the commit message.",
      file: 'src/main/java/shop/Cart.java',
      startLine: 13,
      endLine: 19,
    },
    {
      level: 'notice',
      title: 'Rename Method',
      message: 'Rename Method firstN(List<T>, int) to take(List<T>, int) in class shop.Cart',
      file: 'src/main/java/shop/Cart.java',
      startLine: 13,
      endLine: 19,
    },
  ]);
  expect(hiddenAnnotationsNote(plan.annotations.length, annotationTotal(plan))).toBeUndefined();
});

test('approved violations are not annotated as errors', () => {
  const plan = planAnnotations(outcome([commit(SHA.b, SHA.a, [renameMethod('firstN', 'take')], 'Rename\n\nRefactoring-Approved: internal')]));
  expect(plan.annotations.map((a) => a.level)).toEqual(['notice']);
});

test('capped at 10 per level, ranked: flagged first, then classes before methods', () => {
  const renames = Array.from({ length: 14 }, (_, i) => renameMethod(`m${i}`, `n${i}`, i * 10 + 1));
  const moves = Array.from({ length: 3 }, (_, i) => moveClass(i));
  // Fourteen commits, each with a rename (an error) and the moves, so 14 errors and 17 distinct notices.
  const commits = renames.map((rename, i) => commit(i.toString(16).padStart(40, 'd'), SHA.a, [rename, ...moves]));
  const plan = planAnnotations(outcome(commits), 1);
  const errors = plan.annotations.filter((a) => a.level === 'error');
  const notices = plan.annotations.filter((a) => a.level === 'notice');
  expect(errors).toHaveLength(9);
  expect(notices).toHaveLength(10);
  expect(plan.omitted).toEqual({ error: 5, warning: 0, notice: 7 });
  // The renames are flagged by the rule, so they outrank the unflagged class moves.
  expect(notices.every((n) => n.title === 'Rename Method')).toBe(true);
  expect(annotationTotal(plan)).toBe(31);
  expect(hiddenAnnotationsNote(plan.annotations.length, annotationTotal(plan), 'out/reports/')).toBe(
    'Annotations: GitHub shows 10 per level, so 12 of 31 annotations are not shown in the diff. ' +
      'All are in out/reports/refdiff.sarif (upload it with github/codeql-action/upload-sarif to see every one in the diff) and in the report artifact (out/reports).',
  );
});

test('without violations, classes come before methods', () => {
  const policyFree = commit(SHA.b, SHA.a, [renameMethod('x', 'y'), moveClass(1)], 'Rename\n\nRefactoring-Approved: ok');
  const plan = planAnnotations(outcome([policyFree]));
  expect(plan.annotations.map((a) => a.title)).toEqual(['Move Class', 'Rename Method']);
});

test('the combined change is annotated when there is one (its lines are the head)', () => {
  const combinedOnly = renameMethod('p', 'q', 99);
  const run = outcome([commit(SHA.b, SHA.a, [])], { combined: { base: SHA.a, head: SHA.b, report: report(SHA.a, SHA.b, [combinedOnly]), warnings: [] } });
  expect(planAnnotations(run).annotations.map((a) => [a.level, a.startLine])).toEqual([['notice', 99]]);
});

test('a renamed or moved file is one notice on its first line, not a span over the whole file', () => {
  const movedFile: Refactoring = {
    type: 'Move File',
    operation: 'MOVE',
    kind: 'File',
    language: 'javascript',
    before: element({ file: 'src/old/big.js', container: '', name: 'big.js', signature: 'big.js', startLine: 1, endLine: 10716 }),
    after: element({ file: 'src/new/big.js', container: '', name: 'big.js', signature: 'big.js', startLine: 1, endLine: 10716 }),
    description: 'Move File src/old/big.js to src/new/big.js',
  };
  const plan = planAnnotations(outcome([commit(SHA.b, SHA.a, [movedFile])]));
  expect(plan.annotations).toEqual([{ level: 'notice', title: 'Move File', message: movedFile.description, file: 'src/new/big.js', startLine: 1, endLine: 1 }]);
});
