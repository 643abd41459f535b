import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { TestRepo } from '../sources/git/git-fixture';
import { heavyThenLightHistory } from './heavy-history';
import { refdiff } from './cli-harness';

const SMALL_JAVA = (name: string) => `package app;\npublic class Small {\n  public int ${name}(int a) { return a + 1; }\n}\n`;

/** The git processes that are children of this process (zombies included), by pid. */
function gitChildren(): Set<number> {
  const pids = new Set<number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (command === 'git' && parent === process.pid) pids.add(Number(entry));
  }
  return pids;
}

const parse = (stdout: string) => stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { after: string; error?: string });

describe('refdiff log --timeout', () => {
  test('a timed-out worker leaves no git process behind, and the run goes on', async () => {
    const { repo, heavy, light } = heavyThenLightHistory();
    const before = gitChildren();

    const result = await refdiff(repo.dir, ['log', 'HEAD~2..HEAD', '--jobs', '1', '--timeout', '0.3', '--format', 'jsonl']);

    expect(result.code).toBe(0);
    const lines = parse(result.stdout);
    expect(lines.map((line) => line.after)).toEqual([heavy, light]);
    expect(lines[0].error).toMatch(/^timed out after 0\.3 s/);
    expect(lines[1].error).toBeUndefined();
    // Killed processes are reaped as their exits arrive; a zombie would stay until this process ends.
    let left = [...gitChildren()].filter((pid) => !before.has(pid));
    for (let waited = 0; left.length > 0 && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = [...gitChildren()].filter((pid) => !before.has(pid));
    }
    expect(left).toEqual([]);
    repo.cleanup();
  });

  test('a commit that waits (slow git, busy cores) is not timed out: the limit is CPU time', async () => {
    const repo = new TestRepo();
    repo.write('src/app/Small.java', SMALL_JAVA('first'));
    repo.commit('Initial');
    repo.write('src/app/Small.java', SMALL_JAVA('second'));
    const renamed = repo.commit('Rename');
    // Every git command takes half a second of waiting: two of them exceed the 0.4 s budget in wall time.
    const bin = mkdtempSync(join(tmpdir(), 'refdiff-slow-git-'));
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(join(bin, 'git'), `#!/bin/sh\nsleep 0.5\nexec ${realGit} "$@"\n`);
    chmodSync(join(bin, 'git'), 0o755);
    // Two threads that keep the cores busy for the whole run.
    const busy = [0, 1].map(() => new Worker('const end = Date.now() + 60000; while (Date.now() < end) {}', { eval: true }));
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path}`;
    try {
      const result = await refdiff(repo.dir, ['log', 'HEAD~1..HEAD', '--jobs', '1', '--timeout', '0.4', '--format', 'jsonl']);
      expect(result.stderr).toBe('');
      const [line] = parse(result.stdout);
      expect(line).toMatchObject({ after: renamed });
      expect(line.error).toBeUndefined();
    } finally {
      process.env.PATH = path;
      await Promise.all(busy.map((worker) => worker.terminate()));
      repo.cleanup();
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
