import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestRepo } from '../sources/git/git-fixture';
import { refdiff } from './cli-harness';
import { renamingHistory } from './renaming-history';

interface Line {
  after: string;
  refactorings: { type: string; after: { name: string } }[];
}

const lines = (text: string): Line[] => text.split('\n').filter(Boolean).map((line) => JSON.parse(line));
const afters = (text: string) => lines(text).map((line) => line.after);

describe('refdiff log: shards and resumed runs', () => {
  let repo: TestRepo;
  const shas: string[] = [];
  let full: string[];
  beforeAll(async () => {
    repo = new TestRepo();
    const names = ['max', 'largest', 'maximum', 'highest', 'top', 'peak', 'greatest'];
    shas.push(...renamingHistory(repo, names));
    full = afters((await refdiff(repo.dir, ['log', '-f', 'jsonl', '-j', '1'])).stdout);
  });
  afterAll(() => repo.cleanup());

  it('the shards of a history hold every commit once, each shard in order', async () => {
    expect(full).toEqual(shas);
    const parts: string[][] = [];
    for (const shard of ['1/3', '2/3', '3/3']) {
      const run = await refdiff(repo.dir, ['log', '-f', 'jsonl', '-j', '1', '--shard', shard]);
      expect(run.code).toBe(0);
      parts.push(afters(run.stdout));
    }
    expect(parts.map((part) => part.length)).toEqual([2, 2, 3]);
    expect(parts.flat()).toEqual(shas);
  });

  it('a shard that does not exist is a one-line usage error', async () => {
    for (const shard of ['4/3', '0/3', '1/0', 'half']) {
      const run = await refdiff(repo.dir, ['log', '--shard', shard]);
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain('--shard');
    }
  });

  it('--resume after a run killed mid-line: the half line goes, every commit ends up once, in order', async () => {
    const file = join(repo.dir, 'mined.jsonl');
    const first = (await refdiff(repo.dir, ['log', '-f', 'jsonl', '-j', '1', '-o', file])).stdout;
    expect(first).toBe('');
    const written = readFileSync(file, 'utf8').split('\n');
    // Two whole records, then the start of the third: what a killed job leaves.
    writeFileSync(file, `${written[0]}\n${written[1]}\n${written[2].slice(0, 40)}`);
    const resumed = await refdiff(repo.dir, ['log', '-f', 'jsonl', '-j', '1', '-o', file, '--resume']);
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toContain('cut off');
    expect(resumed.stderr).toContain('resuming: 2 commit(s)');
    const records = lines(readFileSync(file, 'utf8'));
    expect(records.map((record) => record.after)).toEqual(shas);
    expect(records.map((record) => record.refactorings.length)).toEqual([0, 1, 1, 1, 1, 1, 1]);
    // Nothing left: a second resume adds nothing and says nothing is wrong.
    const again = await refdiff(repo.dir, ['log', '-f', 'jsonl', '-j', '1', '-o', file, '--resume']);
    expect(again.code).toBe(0);
    expect(afters(readFileSync(file, 'utf8'))).toEqual(shas);
  });

  it('--resume never appends to a file that is not a refdiff log, nor without a file', async () => {
    const file = join(repo.dir, 'notes.txt');
    writeFileSync(file, 'my notes\nsecond line\n');
    const run = await refdiff(repo.dir, ['log', '-f', 'jsonl', '-o', file, '--resume']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^refdiff: cannot resume: line 1 of .*notes\.txt is not a refdiff log record/);
    expect(readFileSync(file, 'utf8')).toBe('my notes\nsecond line\n');
    const noFile = await refdiff(repo.dir, ['log', '-f', 'jsonl', '--resume']);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('--resume needs --format jsonl and --output');
  });
});
