import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gitCommitStore, RMINER_COMMITS_FOLDER } from '../../bench/accuracy/commit-store';
import { labelKey, reportKey, scopeKey } from '../../bench/fine-grained-set/keys';
import { parseFineSet, type FineSet } from '../../bench/fine-grained-set/labels';
import { runFineSet } from '../../bench/fine-grained-set/run';
import { scoreFineSet } from '../../bench/fine-grained-set/score';
import { loadPlugins } from '../../src/languages/registry';
import type { Refactoring } from '../../src/report/types';

const REPO_ROOT = join(__dirname, '..', '..');
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const PARENT = 'a'.repeat(40);
const CHILD = 'b'.repeat(40);
const TYPES = ['Rename Parameter', 'Add Parameter', 'Change Return Type', 'Rename Variable'];

const CALC_BEFORE = `package shop;

import java.util.List;

public class Calc {
  public int sum(int first, int second) {
    int total = first + second;
    if (total < 0) {
      throw new IllegalStateException("overflow in sum " + first + " " + second);
    }
    return total;
  }

  public String label(List<String> names) {
    StringBuilder builder = new StringBuilder();
    for (String name : names) builder.append(name).append(", ");
    return builder.toString();
  }

  public long size(int count) {
    System.out.println("size of " + count);
    return count * 2L;
  }

  public int unchanged(int value) {
    return value + 1;
  }
}
`;

/** first renamed left in sum, width added to label, size's return type narrowed, unchanged kept as it was. */
const CALC_AFTER = CALC_BEFORE.replace('sum(int first,', 'sum(int left,')
  .replace('first + second', 'left + second')
  .replace('" + first +', '" + left +')
  .replace('label(List<String> names)', 'label(List<String> names, int width)')
  .replace('long size(int count)', 'int size(int count)')
  .replace('count * 2L', 'count * 2');

let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'refdiff-fine-set-'));
  const put = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  const files = ['src/shop/Calc.java'];
  put(`${RMINER_COMMITS_FOLDER}/shop-${CHILD}.json`, JSON.stringify({ parentCommitId: PARENT, currentCommitId: CHILD, filesBefore: files, filesCurrent: files }));
  put(`${RMINER_COMMITS_FOLDER}/shop-${PARENT}/src/shop/Calc.java`, CALC_BEFORE);
  put(`${RMINER_COMMITS_FOLDER}/shop-${CHILD}/src/shop/Calc.java`, CALC_AFTER);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.test', 'commit', '-q', '-m', 'oracle commits');
  await loadPlugins(['java']);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The rename and the added parameter labelled true; the narrowed return type left unlabelled. */
function fineSet(): FineSet {
  return {
    language: 'java',
    selection: 'one synthetic commit',
    source: 'written with the fixture',
    types: TYPES,
    complete: true,
    commits: [
      {
        project: 'shop',
        commit: CHILD,
        refactorings: [
          { type: 'Rename Parameter', container: 'shop.Calc#sum(int, int)', before: 'first', after: 'left', label: 'TP' },
          // Written with parameter names and generics: the key keeps simple type names only.
          { type: 'Add Parameter', container: 'shop.Calc#label(java.util.List<String> names, final int width)', before: '', after: 'width', label: 'TP' },
        ],
      },
    ],
  };
}

describe('fine-grained labelled set', () => {
  it('scores the real analysis of a stored commit: labelled reports found, an unlabelled one false, an unchanged method silent', async () => {
    const store = gitCommitStore(join(root, '.git'));
    const outcomes = await runFineSet(fineSet(), store).finally(() => store.close());
    const score = scoreFineSet(outcomes, TYPES, true);
    expect(score.types.get('Rename Parameter')).toEqual({ labelled: 1, found: 1, falsePositives: 0, missed: 0, unlabelled: 0 });
    expect(score.types.get('Add Parameter')).toEqual({ labelled: 1, found: 1, falsePositives: 0, missed: 0, unlabelled: 0 });
    // Labels are complete, so a report no label names counts as false.
    expect(score.types.get('Change Return Type')).toEqual({ labelled: 0, found: 0, falsePositives: 1, missed: 0, unlabelled: 1 });
    expect(score.unlabelled).toEqual([expect.objectContaining({ type: 'Change Return Type', before: 'shop.Calc#size(int) -', after: '-' })]);
    expect(score.types.get('Rename Variable')).toEqual({ labelled: 0, found: 0, falsePositives: 0, missed: 0, unlabelled: 0 });
    expect(score.total).toEqual({ labelled: 2, found: 2, falsePositives: 1, missed: 0, unlabelled: 1 });
    const reports = 'error' in outcomes[0].result ? [] : outcomes[0].result.refactorings;
    expect(reports.filter((r) => r.before.container.includes('unchanged') || r.after.name === 'unchanged')).toEqual([]);
  });

  it('counts a labelled refactoring nobody reports as missed, an FP label as false, and ignores types outside the set', () => {
    const set = fineSet();
    set.commits[0].refactorings.push(
      { type: 'Rename Variable', container: 'shop.Calc#sum(int, int)', before: 'total', after: 'result', label: 'TP' },
      { type: 'Change Return Type', container: 'shop.Calc#size(int)', before: '', after: '', label: 'FP' },
    );
    const report = (type: string, container: string, signature: string, name = ''): Refactoring => {
      const side = { file: 'src/shop/Calc.java', container, name: name || 'size', signature: name ? name : signature, startLine: 1, endLine: 1 };
      return { type, operation: 'RENAME', kind: 'Method', language: 'java', before: side, after: side, description: type };
    };
    const score = scoreFineSet(
      [{ commit: set.commits[0], result: { refactorings: [report('Change Return Type', 'shop.Calc', 'size(int)'), report('Rename Method', 'shop.Calc', 'size(int)')] } }],
      TYPES,
      true,
    );
    expect(score.types.get('Rename Variable')).toMatchObject({ labelled: 1, missed: 1 });
    expect(score.types.get('Change Return Type')).toEqual({ labelled: 0, found: 0, falsePositives: 1, missed: 0, unlabelled: 0 });
    expect(score.types.has('Rename Method')).toBe(false);
    expect(score.missed.map((entry) => entry.type)).toEqual(['Rename Parameter', 'Add Parameter', 'Rename Variable']);
  });

  it('counts an unlabelled report as false only when the labels are complete', async () => {
    const store = gitCommitStore(join(root, '.git'));
    const outcomes = await runFineSet(fineSet(), store).finally(() => store.close());
    expect(scoreFineSet(outcomes, TYPES, false).types.get('Change Return Type')).toEqual({ labelled: 0, found: 0, falsePositives: 0, missed: 0, unlabelled: 1 });
    expect(scoreFineSet(outcomes, TYPES, true).types.get('Change Return Type')).toEqual({ labelled: 0, found: 0, falsePositives: 1, missed: 0, unlabelled: 1 });
  });

  it('keys labels and reports the same way whatever the spelling of the signature', () => {
    expect(scopeKey('a.b.Outer.Inner#run(final java.util.Map<String, List<X>> m, String... rest, int[] xs)')).toBe('a.b.Outer.Inner#run(Map,String[],int[])');
    expect(scopeKey('a.b.Outer<T>')).toBe('a.b.Outer');
    const parameter: Refactoring = {
      type: 'Rename Parameter',
      operation: 'RENAME',
      kind: 'Parameter',
      language: 'java',
      before: { file: 'A.java', container: 'a.A.run(Map<String, Integer>, int)', name: 'x', signature: 'x', startLine: 1, endLine: 1 },
      after: { file: 'A.java', container: 'a.A.run(Map<String, Integer>, int)', name: 'y', signature: 'y', startLine: 1, endLine: 1 },
      description: '',
    };
    expect(reportKey(parameter)).toBe(labelKey({ type: 'Rename Parameter', container: 'a.A#run(Map<String,Integer> m, int count)', before: 'x', after: 'y' }));
    expect(reportKey(parameter)).not.toBe(labelKey({ type: 'Rename Parameter', container: 'a.A#run(Map, long)', before: 'x', after: 'y' }));
  });

  it('refuses a set naming a type it does not list, or labelling one refactoring twice', () => {
    const set = fineSet();
    set.commits[0].refactorings.push({ type: 'Rename Method', container: 'shop.Calc', before: 'a', after: 'b', label: 'TP' });
    expect(() => parseFineSet(JSON.stringify(set), 'set.json')).toThrow('set.json: commits.0.refactorings.2: type Rename Method is not in "types"');
    const twice = fineSet();
    twice.commits[0].refactorings.push({ ...twice.commits[0].refactorings[0], container: 'shop.Calc#sum(int,int)' });
    expect(() => parseFineSet(JSON.stringify(twice), 'set.json')).toThrow('is labelled twice');
    expect(() => parseFineSet('{', 'set.json')).toThrow('set.json: invalid JSON');
  });

  it('runs from the command line: the table on stdout; bad input is one line and exit code 2', () => {
    const labels = join(root, 'set.json');
    writeFileSync(labels, JSON.stringify(fineSet()));
    const run = spawnSync(TSX, [join(REPO_ROOT, 'bench', 'fine-grained-set.ts'), '--labels', labels, '--commits-git', join(root, '.git'), '--verbose'], { encoding: 'utf8', cwd: REPO_ROOT });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('| Rename Parameter | 1 | 1 | 0 | 0 | 0 | 1.00 | 1.00 |');
    expect(run.stdout).toContain('False reports (labelled FP, or not labelled at all):');
    const bad = spawnSync(TSX, [join(REPO_ROOT, 'bench', 'fine-grained-set.ts'), '--labels', join(root, 'absent.json'), '--commits-git', join(root, '.git')], { encoding: 'utf8', cwd: REPO_ROOT });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^fine-grained-set: cannot read .*absent\.json: ENOENT$/)]);
  });
});
