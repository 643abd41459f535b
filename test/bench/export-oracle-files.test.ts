import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitCommitStore, loadCommitFiles, RMINER_COMMITS_FOLDER } from '../../bench/accuracy/commit-store';
import { CHILD, makeOracleCommitsRepo, PARENT } from './oracle-commits';

const REPO_ROOT = join(__dirname, '..', '..');
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

function runExporter(args: string[]) {
  return spawnSync(TSX, [join(REPO_ROOT, 'bench', 'export-oracle-files.ts'), ...args], { encoding: 'utf8', cwd: REPO_ROOT });
}

/** Every file below `folder`, as relative paths, sorted. */
function filesBelow(folder: string, prefix = ''): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesBelow(folder, join(prefix, entry.name)) : [join(prefix, entry.name)]))
    .sort();
}

let root: string;
let scratch: string;

beforeAll(() => {
  root = makeOracleCommitsRepo();
  scratch = mkdtempSync(join(tmpdir(), 'refdiff-export-'));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

describe('bench/export-oracle-files.ts', () => {
  it('writes each commit as before/ and after/ folders holding the files bench/accuracy.ts analyses', async () => {
    const out = join(scratch, 'out');
    const gitDir = join(root, '.git');
    const result = runExporter(['--data', `git:${gitDir}:data/data.json`, '--commits-git', gitDir, '--out', out]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(`Exported 1 commits (4 files) to ${out}; skipped 0 ignored, 1 missing`);
    expect(readdirSync(out)).toEqual([`shop-${CHILD}`]);
    const commit = join(out, `shop-${CHILD}`);
    // Unchanged (Same.java), non-Java (README.md) and absent (Gone.java) files are left out, as in the accuracy run.
    expect(filesBelow(join(commit, 'before'))).toEqual(['src/shop/Calc.java', 'src/shop/Util.java']);
    expect(filesBelow(join(commit, 'after'))).toEqual(['src/shop/Calc.java', 'src/shop/text/Util.java']);

    const store = gitCommitStore(gitDir);
    try {
      const loaded = await loadCommitFiles(store, 'shop', CHILD, (path) => path.endsWith('.java'));
      for (const [side, files] of [['before', loaded.before], ['after', loaded.after]] as const) {
        for (const file of files) expect(readFileSync(join(commit, side, file.path), 'utf8')).toBe(file.content);
      }
    } finally {
      store.close();
    }
  });

  it('honours --filter and refuses a folder that already holds files', () => {
    const out = join(scratch, 'filtered');
    const args = ['--data', join(root, 'data', 'data.json'), '--commits-dir', join(root, RMINER_COMMITS_FOLDER), '--out', out];
    const none = runExporter([...args, '--filter', 'no-such-project']);
    expect(none.status).toBe(2);
    expect(none.stderr.trim().split('\n')).toEqual(['export-oracle-files: no oracle commit matches --filter no-such-project']);
    const first = runExporter([...args, '--filter', 'acme/shop/']);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^Exported 1 commits \(4 files\).*skipped 0 ignored, 0 missing$/m);
    const again = runExporter([...args, '--filter', 'acme/shop/']);
    expect(again.status).toBe(2);
    expect(again.stderr.trim().split('\n')).toEqual([`export-oracle-files: --out must be empty or new: ${out}`]);
  });

  it('rejects a stored path that would leave the commit folder, in one line', () => {
    const store = join(scratch, 'store', 'commits');
    const put = (path: string, content: string) => {
      mkdirSync(join(store, path, '..'), { recursive: true });
      writeFileSync(join(store, path), content);
    };
    put(`evil-${CHILD}.json`, JSON.stringify({ parentCommitId: PARENT, currentCommitId: CHILD, filesBefore: ['../../Evil.java'], filesCurrent: [] }));
    put(`evil-${PARENT}/.keep`, '');
    put('../Evil.java', 'class Evil {}\n');
    const data = join(scratch, 'store', 'data.json');
    writeFileSync(data, JSON.stringify([{ repository: 'https://github.com/acme/evil.git', sha1: CHILD, refactorings: [] }]));
    const result = runExporter(['--data', data, '--commits-dir', store, '--out', join(scratch, 'evil-out')]);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual(['export-oracle-files: path escapes the commit folder: ../../Evil.java']);
  });

  it('needs exactly one commit source', () => {
    const result = runExporter(['--data', join(root, 'data', 'data.json'), '--out', join(scratch, 'none')]);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual(['export-oracle-files: give exactly one of --commits-git and --commits-dir']);
  });
});
