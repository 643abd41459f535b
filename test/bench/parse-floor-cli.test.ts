import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { wasmBinding } from '../../bench/parse-floor/bindings';
import { readCommit } from '../../bench/parse-floor/inputs';
import { timeCommit } from '../../bench/parse-floor/measure';

const REPO_ROOT = join(__dirname, '..', '..');
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

function runFloor(args: string[]) {
  return spawnSync(TSX, [join(REPO_ROOT, 'bench', 'parse-floor.ts'), ...args], { encoding: 'utf8', cwd: REPO_ROOT });
}

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

const SHAPE = 'class Shape {\n  int sides;\n  int area() { return sides * 2; }\n}\n';
const FIRST = 'proj-1111111111111111111111111111111111111111';
const SECOND = 'proj-2222222222222222222222222222222222222222';

let inputs: string;

beforeAll(() => {
  inputs = mkdtempSync(join(tmpdir(), 'refdiff-parse-floor-'));
  // A method renamed in one file, another file deleted, a third added (with a syntax error), and a non-Java file.
  write(join(inputs, FIRST, 'before', 'src/a/Shape.java'), SHAPE);
  write(join(inputs, FIRST, 'after', 'src/a/Shape.java'), SHAPE.replace('area', 'surface'));
  write(join(inputs, FIRST, 'before', 'src/a/Gone.java'), 'class Gone {}\n');
  write(join(inputs, FIRST, 'after', 'src/b/Broken.java'), 'class Broken { void f( { }\n');
  write(join(inputs, FIRST, 'after', 'README.md'), '# not parsed\n');
  // An added-only commit: its before side is an empty folder, as bench/export-oracle-files.ts writes it.
  mkdirSync(join(inputs, SECOND, 'before'), { recursive: true });
  write(join(inputs, SECOND, 'after', 'New.java'), 'interface New { void run(); }\n');
});

afterAll(() => rmSync(inputs, { recursive: true, force: true }));

describe('bench/parse-floor/measure.ts', () => {
  it("parses exactly the commit's Java files, the after side from the before trees when incremental", async () => {
    const commit = readCommit(inputs, FIRST);
    expect(commit.before.map((file) => file.path)).toEqual(['src/a/Gone.java', 'src/a/Shape.java']);
    expect(commit.after.map((file) => file.path)).toEqual(['src/a/Shape.java', 'src/b/Broken.java']);
    const wasm = await wasmBinding();
    const full = timeCommit(wasm, commit, 'full');
    const incremental = timeCommit(wasm, commit, 'incremental');
    // Full: a unit per file; incremental: a unit per path (Shape.java's two sides are one).
    expect(full.unitMs).toHaveLength(4);
    expect(incremental.unitMs).toHaveLength(3);
    expect(full.withErrors).toBe(1);
    expect(incremental.withErrors).toBe(1);
    expect(incremental.wallMs).toBeGreaterThan(0);
  });

  it('hands each after file the before tree and text of its own path', async () => {
    const wasm = await wasmBinding();
    const handed: [string, string][] = [];
    // The real binding, its calls noted.
    const noting = { ...wasm, parseFrom: (source: string, earlier: unknown, earlierSource: string) => (handed.push([source, earlierSource]), wasm.parseFrom(source, earlier, earlierSource)) };
    timeCommit(noting, readCommit(inputs, FIRST), 'incremental');
    expect(handed).toEqual([[SHAPE.replace('area', 'surface'), SHAPE]]);
    handed.length = 0;
    timeCommit(noting, readCommit(inputs, FIRST), 'full');
    expect(handed).toEqual([]);
  });
});

describe('bench/parse-floor.ts', () => {
  it('times both modes per commit and sets them against RefDiff 2.0', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'refdiff-parse-floor-rd2-'));
    const refdiff2 = join(scratch, 'refdiff2.txt');
    writeFileSync(refdiff2, `pass 2\t${FIRST}\t40.0 ms\t3 relationships\t1 refactorings\t2/2 files\t30.0 ms thread CPU\npass 2 ${SECOND} crashed: java.lang.NullPointerException\n`);
    try {
      const json = join(scratch, 'floor.json');
      const result = runFloor([inputs, '--runs', '1', '--refdiff2', refdiff2, '--two-threads', '--json', json]);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^Parse floor: 2 commits, 5 files, fastest of 1 passes per commit/);
      expect(result.stdout).toMatch(/^wasm +full +\|.*\| 1$/m);
      expect(result.stdout).toMatch(/^wasm +incremental +\|.*\| 1$/m);
      // On two threads: the same trees, Broken.java's error found on whichever thread parsed it.
      expect(result.stdout).toMatch(/^wasm +incr 2 thr +\|.*\| 1$/m);
      expect(result.stdout).toMatch(/1 commits timed, 1 crashed; wall median 40.0 ms/);
      expect(result.stdout).toMatch(/^wasm +incremental +\| wall: [\d.]+x [\d.]+x [\d.]+x [01]\/1 \| CPU vs thread CPU: /m);
      const perCommit = JSON.parse(readFileSync(json, 'utf8')) as Record<string, Record<string, { wallMs: number; splitMs?: number }>>;
      expect(Object.keys(perCommit)).toEqual(['wasm full', 'wasm incremental', 'wasm incr 2 thr']);
      expect(Object.keys(perCommit['wasm incremental']).sort()).toEqual([FIRST, SECOND]);
      expect(perCommit['wasm incremental'][FIRST].splitMs).toBeLessThanOrEqual(perCommit['wasm incremental'][FIRST].wallMs);
      expect(perCommit['wasm incr 2 thr'][FIRST].splitMs).toBeUndefined();
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('stops on bad input with one line and exit 2', () => {
    const cases: [string[], RegExp][] = [
      [[join(inputs, 'missing')], /^parse-floor: not a folder: .*missing\n$/],
      [[inputs, '--refdiff2', join(inputs, 'none.txt')], /^parse-floor: cannot read .*none\.txt: ENOENT\n$/],
      [[inputs, '--native', inputs], /^parse-floor: --native .*: no tree-sitter in .*node_modules \(run there: npm install .*tree-sitter@0\.25\.1 tree-sitter-java@0\.23\.5\)\n$/],
      [[inputs, '--runs', 'x'], /^parse-floor: --runs expects a positive integer, not x\n$/],
    ];
    for (const [args, message] of cases) {
      const result = runFloor(args);
      expect(result.stderr).toMatch(message);
      expect(result.status).toBe(2);
    }
    const noAfter = mkdtempSync(join(tmpdir(), 'refdiff-parse-floor-bad-'));
    try {
      mkdirSync(join(noAfter, FIRST, 'before'), { recursive: true });
      const result = runFloor([noAfter]);
      expect(result.stderr).toMatch(/^parse-floor: not a folder: .*after \(each commit folder has before\/ and after\/\)\n$/);
      expect(result.status).toBe(2);
    } finally {
      rmSync(noAfter, { recursive: true, force: true });
    }
  });
});
