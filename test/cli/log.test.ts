import { PassThrough } from 'node:stream';
import { runCli } from '../../src/cli/program';
import { TestRepo } from '../sources/git/git-fixture';
import { refdiff } from './cli-harness';
import { SERVICE_JAVA } from './renaming-history';

interface Line {
  after: string;
  commit?: { sha: string; subject: string };
  refactorings: { type: string; after: { name: string } }[];
  error?: string;
}

const parse = (stdout: string): Line[] => stdout.trimEnd().split('\n').filter(Boolean).map((line) => JSON.parse(line));

describe('refdiff log (worker threads from sources)', () => {
  let repo: TestRepo;
  const shas: string[] = [];
  const names = ['largest', 'maximum', 'highest', 'top', 'peak', 'greatest'];
  beforeAll(() => {
    repo = new TestRepo();
    repo.write('src/app/Service.java', SERVICE_JAVA('max'));
    shas.push(repo.commit('Initial'));
    for (const name of names.slice(0, 3)) {
      repo.write('src/app/Service.java', SERVICE_JAVA(name));
      shas.push(repo.commit(`Call it ${name}`));
    }
    repo.git('checkout', '-q', '-b', 'topic');
    repo.write('README.md', 'docs\n');
    repo.commit('Docs on a branch');
    repo.git('checkout', '-q', 'main');
    for (const name of names.slice(3)) {
      repo.write('src/app/Service.java', SERVICE_JAVA(name));
      shas.push(repo.commit(`Call it ${name}`));
    }
    repo.git('merge', '-q', '--no-ff', '-m', 'Merge topic', 'topic');
  });
  afterAll(() => repo.cleanup());

  it('streams one JSON document per commit, oldest first, merges left out, in order with 2 jobs', async () => {
    const run = await refdiff(repo.dir, ['log', '--jobs', '2', '--format', 'jsonl', 'main']);
    expect(run.code).toBe(0);
    // Where git's topological order puts the branch's commit is its business: leave it aside.
    const lines = parse(run.stdout);
    expect(lines.map((line) => line.commit?.subject).sort()).toEqual(
      ['Initial', 'Docs on a branch', ...names.map((name) => `Call it ${name}`)].sort(),
    );
    const mainLine = lines.filter((line) => line.commit?.subject !== 'Docs on a branch');
    expect(mainLine.map((line) => line.after)).toEqual(shas);
    const renamed = mainLine.map((line) => line.refactorings.map((r) => `${r.type} ${r.after.name}`).join());
    expect(renamed).toEqual(['', ...names.map((name) => `Rename Method ${name}`)]);
  });

  it('takes a range, a count, merges when asked, and resumes after a commit', async () => {
    const range = parse((await refdiff(repo.dir, ['log', `${shas[1]}..${shas[3]}`, '-f', 'jsonl', '-j', '1'])).stdout);
    expect(range.map((line) => line.after)).toEqual([shas[2], shas[3]]);
    const newest = parse((await refdiff(repo.dir, ['log', '-n', '1', '-f', 'jsonl', '--include-merges', '-j', '1'])).stdout);
    expect(newest.map((line) => line.commit?.subject)).toEqual(['Merge topic']);
    const lastTwo = parse((await refdiff(repo.dir, ['log', '-n', '2', '-f', 'jsonl', 'main~1', '-j', '1'])).stdout);
    expect(lastTwo.map((line) => line.after)).toEqual([shas[5], shas[6]]);
    // Resuming skips the commit and its ancestors; the side branch is not one of them.
    const resumed = parse((await refdiff(repo.dir, ['log', '--since-commit', shas[5], '-f', 'jsonl', '-j', '1'])).stdout);
    expect(resumed.map((line) => line.commit?.subject).sort()).toEqual(['Call it greatest', 'Docs on a branch']);
  });

  it('prints text, and a markdown table with a commit column', async () => {
    const text = await refdiff(repo.dir, ['log', `${shas[0]}..${shas[2]}`, '-j', '1']);
    expect(text.stdout).toBe(
      `commit ${shas[1].slice(0, 12)} Call it largest\n    src/app/Service.java:4: Rename Method max(int[]) to largest(int[]) in class app.Service\n` +
        `commit ${shas[2].slice(0, 12)} Call it maximum\n    src/app/Service.java:4: Rename Method largest(int[]) to maximum(int[]) in class app.Service\n`,
    );
    const markdown = await refdiff(repo.dir, ['log', `${shas[0]}..${shas[2]}`, '-f', 'markdown', '-j', '1']);
    expect(markdown.stdout.split('\n')[0]).toBe('| Commit | Refactoring | Before | After | Location |');
    expect(markdown.stdout.trimEnd().split('\n')).toHaveLength(4);
  });

  it('draws a progress bar on a terminal stderr, and only there', async () => {
    let drawn = '';
    const terminal = Object.assign(new PassThrough(), { isTTY: true, columns: 100 });
    terminal.on('data', (chunk: Buffer) => (drawn += chunk.toString()));
    let stdout = '';
    const code = await runCli(['log', '-j', '1', '-f', 'jsonl', `${shas[0]}..${shas[2]}`], {
      stdout: { write: (text: string) => (stdout += text), isTTY: false },
      stderr: { write: () => true, isTTY: true },
      env: {},
      cwd: repo.dir,
      progress: terminal,
    });
    expect(code).toBe(0);
    expect(drawn).toContain('refdiff log [');
    expect(drawn).toContain('2/2 commits');
    expect(stdout).not.toContain('refdiff log [');
  });

  it('fails with exit 2 on an unknown revision', async () => {
    const run = await refdiff(repo.dir, ['log', 'nowhere..main']);
    expect(run).toEqual({ code: 2, stdout: '', stderr: "refdiff: unknown revision 'nowhere'\n" });
  });
});
