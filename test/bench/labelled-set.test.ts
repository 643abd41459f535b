import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLabelledSet, type LabelledSet } from '../../bench/labelled-set/labels';
import { runSet } from '../../bench/labelled-set/run';
import { scoreSet } from '../../bench/labelled-set/score';
import { markdownTable } from '../../bench/labelled-set/table';
import type { Refactoring } from '../../src/report/types';
import { makeLabelledSetRepo, type LabelledSetRepo } from './labelled-set-repo';

const REPO_ROOT = join(__dirname, '..', '..');
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

let repo: LabelledSetRepo;
let out: string;

beforeAll(() => {
  repo = makeLabelledSetRepo();
  out = mkdtempSync(join(tmpdir(), 'refdiff-labelled-out-'));
});

afterAll(() => {
  rmSync(repo.root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

/**
 * The renames commit labelled: Sum -> Add true and found, Pad -> Fill called false, Trim ->
 * Strip left unlabelled, and a move nobody reports labelled true (missed).
 */
function labelledSet(): LabelledSet {
  return {
    language: 'go',
    repositories: { 'acme/shop': {} },
    commits: [
      {
        repository: 'acme/shop',
        commit: repo.renames,
        refactorings: [
          { type: 'Rename Function', before: 'shop#Sum', after: 'shop#Add', label: 'TP' },
          { type: 'Rename Function', before: 'shop#Pad([]string)', after: 'shop#Fill', label: 'FP' },
          { type: 'Move Function', before: 'shop#Gone', after: 'store#Gone', label: 'TP' },
        ],
      },
      { repository: 'acme/shop', commit: repo.noCode, refactorings: [{ type: 'Rename Function', before: 'shop#Old', after: 'shop#Stale', label: 'FP' }] },
    ],
  };
}

function runBenchmark(args: string[]) {
  return spawnSync(TSX, [join(REPO_ROOT, 'bench', 'labelled-set.ts'), ...args], { encoding: 'utf8', cwd: REPO_ROOT });
}

describe('labelled sets: scoring real commits', () => {
  it("scores each commit's reports against its labels, per type and in total", async () => {
    const score = scoreSet(await runSet(labelledSet(), new Map([['acme/shop', repo.gitDir]])));
    expect(score.types.get('Rename Function')).toEqual({ labelled: 1, found: 1, falsePositives: 1, missed: 0, unlabelled: 1 });
    expect(score.types.get('Move Function')).toEqual({ labelled: 1, found: 0, falsePositives: 0, missed: 1, unlabelled: 0 });
    expect(score.total).toEqual({ labelled: 2, found: 1, falsePositives: 1, missed: 1, unlabelled: 1 });
    expect(score.unlabelled).toEqual([expect.objectContaining({ commit: repo.renames, type: 'Rename Function', before: 'shop#Trim', after: 'shop#Strip' })]);
    expect(score.staleFalsePositives).toEqual([expect.objectContaining({ commit: repo.noCode, before: 'shop#Old' })]);
    expect(markdownTable(score).split('\n')).toEqual([
      '| Type | True (labelled) | Found | False positives | Missed | Unlabelled | Precision | Recall |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| Move Function | 1 | 0 | 0 | 1 | 0 | - | 0.00 |',
      '| Rename Function | 1 | 1 | 1 | 0 | 1 | 0.50 | 1.00 |',
      '| **Total** | 2 | 1 | 1 | 1 | 1 | 0.50 | 0.50 |',
    ]);
  });

  it("analyses only the set's language", async () => {
    const set = labelledSet();
    set.language = 'java';
    const score = scoreSet(await runSet(set, new Map([['acme/shop', repo.gitDir]])));
    expect(score.total).toMatchObject({ found: 0, unlabelled: 0 });
  });

  it('scores the fine-grained types a set says it labels, and leaves the others out', async () => {
    const renamed = { type: 'Rename Parameter', before: 'shop.Fill([]string)#items', after: 'shop.Fill([]string)#lines', label: 'TP' as const };
    const set: LabelledSet = { language: 'go', repositories: { 'acme/shop': {} }, commits: [{ repository: 'acme/shop', commit: repo.parameterRename, refactorings: [renamed] }] };
    const repositories = new Map([['acme/shop', repo.gitDir]]);
    expect(scoreSet(await runSet({ ...set, fineGrained: ['Rename Parameter'] }, repositories)).total).toEqual({ labelled: 1, found: 1, falsePositives: 0, missed: 0, unlabelled: 0 });
    expect(scoreSet(await runSet({ ...set, fineGrained: ['Add Parameter'] }, repositories)).total).toEqual({ labelled: 1, found: 0, falsePositives: 0, missed: 1, unlabelled: 0 });
    expect(scoreSet(await runSet(set, repositories)).total).toEqual({ labelled: 1, found: 0, falsePositives: 0, missed: 1, unlabelled: 0 });
  });

  it('counts a commit that cannot be read as failed, its true refactorings as missed', async () => {
    const set = labelledSet();
    set.commits[0].commit = 'f'.repeat(40);
    const score = scoreSet(await runSet(set, new Map([['acme/shop', repo.gitDir]])));
    expect(score.failed).toEqual([expect.objectContaining({ commit: 'f'.repeat(40), error: expect.stringMatching(/unknown revision/) })]);
    expect(score.total).toMatchObject({ labelled: 2, found: 0, missed: 2 });
  });

  it('tells overloads apart by signature: a label so written matches one, and the other is listed so', () => {
    const element = (name: string, signature: string) => ({ file: 'Shop.cs', container: 'Acme.Shop', name, signature, startLine: 1, endLine: 2 });
    const overload = (parameters: string): Refactoring => ({
      type: 'Change Signature Method',
      operation: 'CHANGE_SIGNATURE',
      kind: 'Method',
      language: 'csharp',
      before: element('Shop', `Shop(${parameters})`),
      after: element('Shop', `Shop(${parameters}, int)`),
      description: `Shop(${parameters})`,
    });
    const commit = {
      repository: 'acme/shop',
      commit: 'a'.repeat(40),
      refactorings: [{ type: 'Change Signature Method', before: 'Acme.Shop#Shop(string)', after: 'Acme.Shop#Shop(string,  int)', label: 'TP' as const }],
    };
    const score = scoreSet([{ commit, result: { refactorings: [overload('string'), overload('bool')] } }]);
    expect(score.total).toMatchObject({ labelled: 1, found: 1, unlabelled: 1 });
    expect(score.unlabelled).toEqual([expect.objectContaining({ before: 'Acme.Shop#Shop(bool)', after: 'Acme.Shop#Shop(bool, int)' })]);
  });

  it('rejects a label file with a problem in one line naming where', () => {
    const set = labelledSet();
    expect(() => parseLabelledSet(JSON.stringify({ ...set, commits: [{ ...set.commits[0], repository: 'acme/other' }] }), 'go.json')).toThrow(
      'go.json: commits.0: repository acme/other is not listed in "repositories"',
    );
    expect(() => parseLabelledSet(JSON.stringify({ ...set, commits: [set.commits[1], set.commits[1]] }), 'go.json')).toThrow(/commits\.1: acme\/shop@\w+ is listed twice/);
    const twice = { ...set.commits[0], refactorings: [set.commits[0].refactorings[0], { ...set.commits[0].refactorings[0], before: ' shop#Sum' }] };
    expect(() => parseLabelledSet(JSON.stringify({ ...set, commits: [twice] }), 'go.json')).toThrow('go.json: commits.0.refactorings.1: Rename Function  shop#Sum -> shop#Add is labelled twice');
    expect(() => parseLabelledSet('{"language": "go", "repositories": {}, "commits": [{"repository": "x", "commit": "zz", "refactorings": []}]}', 'go.json')).toThrow(/^go\.json: commits\.0\.commit: /);
  });
});

describe('bench/labelled-set.ts', () => {
  it('prints the table, says loudly that unlabelled reports keep the figures from counting, and exits 1', () => {
    const labels = join(out, 'go.json');
    const json = join(out, 'result.json');
    writeFileSync(labels, JSON.stringify(labelledSet()));
    const result = runBenchmark(['--labels', labels, '--repo', `acme/shop=${repo.gitDir}`, '--json', json, '--verbose']);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('| Rename Function | 1 | 1 | 1 | 0 | 1 | 0.50 | 1.00 |');
    expect(result.stdout).toMatch(/Missed \(labelled TP, not reported\):\n {2}acme\/shop \w{10} Move Function: shop#Gone -> store#Gone/);
    expect(result.stderr).toMatch(/UNLABELLED: 1 report\(s\) have no label; these figures do not count until each is labelled TP or FP/);
    expect(result.stderr).toMatch(/acme\/shop \w{10} Rename Function: shop#Trim -> shop#Strip/);
    const figures = JSON.parse(readFileSync(json, 'utf8'));
    expect(figures.types['Rename Function']).toEqual({ labelled: 1, found: 1, falsePositives: 1, missed: 0, unlabelled: 1 });
    expect(figures.unlabelled[0]).toMatchObject({ type: 'Rename Function', before: 'shop#Trim', after: 'shop#Strip', description: expect.stringContaining('Strip') });
  });

  it.each([
    [['--repo', 'acme/shop'], /^labelled-set: --repo takes <owner\/name>=<git dir>, got acme\/shop\n$/],
    [[], /^labelled-set: no --repo for acme\/shop \(give --repo <owner\/name>=<git dir> for each\)\n$/],
  ])('fails with one line and exit 2 on bad arguments (%j)', (extra, message) => {
    const labels = join(out, 'bad.json');
    writeFileSync(labels, JSON.stringify(labelledSet()));
    const result = runBenchmark(['--labels', labels, ...extra]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
