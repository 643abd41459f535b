import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { refdiff } from '../cli/cli-harness';
import { TestRepo } from '../sources/git/git-fixture';
import { renamingHistory } from '../cli/renaming-history';

/**
 * The mining workflow cannot run here, so its shape is read from the YAML, its planning shell
 * is run as the runner runs it, and the matrix it plans is mined and merged with the commands
 * its steps run, on a real repository.
 */
const ROOT = join(__dirname, '..', '..');
const workflow = parse(readFileSync(join(ROOT, '.github', 'workflows', 'mine.yml'), 'utf8'));
type Step = { id?: string; name?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = { needs?: string | string[]; if?: string; steps: Step[]; strategy?: { matrix: { include: string } }; env?: Record<string, string> };
const jobs: Record<string, Job> = workflow.jobs;

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Planned {
  repository: string;
  range: string;
  shard: string;
  id: string;
}

/** The plan step's script with `LIST` = the workflow's `repositories` input. */
function plan(list: string): { status: number | null; matrix?: Planned[]; stdout: string } {
  const dir = mkdtempSync(join(tmpdir(), 'refdiff-mine-plan-'));
  dirs.push(dir);
  const output = join(dir, 'github-output');
  writeFileSync(output, '');
  const script = jobs.plan.steps.find((step) => step.id === 'plan')!.run!;
  const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], { cwd: dir, env: { PATH: process.env.PATH, LIST: list, GITHUB_OUTPUT: output }, encoding: 'utf8' });
  const line = readFileSync(output, 'utf8').split('\n').find((text) => text.startsWith('matrix='));
  return { status: result.status, stdout: result.stdout, matrix: line ? JSON.parse(line.slice('matrix='.length)) : undefined };
}

describe('.github/workflows/mine.yml', () => {
  it('is callable and startable by hand with the same inputs, and runs plan -> mine (matrix) -> merge', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['workflow_call', 'workflow_dispatch']);
    expect(Object.keys(workflow.on.workflow_call.inputs)).toEqual(Object.keys(workflow.on.workflow_dispatch.inputs));
    expect(workflow.on.workflow_call.inputs.repositories.required).toBe(true);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(jobs.mine.needs).toBe('plan');
    expect(jobs.mine.strategy!.matrix.include).toBe('${{ fromJSON(needs.plan.outputs.matrix) }}');
    expect(jobs.merge.needs).toEqual(['plan', 'mine']);
    expect(jobs.merge.if).toContain('always()');
    const mine = jobs.mine.steps.map((step) => step.run ?? '').join('\n');
    expect(mine).toMatch(/refdiff log "\$RANGE" --format jsonl --output \.\.\/out\/raw\.jsonl --resume\s+\\\s+--shard "\$SHARD"/);
    expect(jobs.mine.steps.find((step) => step.uses?.startsWith('actions/upload-artifact'))?.with?.name).toBe('refdiff-mine-${{ matrix.id }}');
    const merge = jobs.merge.steps;
    expect(merge.find((step) => step.uses?.startsWith('actions/download-artifact'))?.with).toMatchObject({ pattern: 'refdiff-mine-*', 'merge-multiple': true });
    expect(merge.map((step) => step.run ?? '').join('\n')).toContain('refdiff merge mined/*.jsonl --output dataset.jsonl --summary summary.md');
  });

  it('no step interpolates an expression into its shell: inputs arrive through the environment', () => {
    for (const [name, job] of Object.entries(jobs)) {
      for (const step of job.steps) if (step.run) expect(`${name}: ${step.run}`).not.toContain('${{');
    }
  });

  it('plans one job per repository and shard, with ranges, comments and blank lines', () => {
    const result = plan('google/gson\n\n# the big one\napache/commons-lang shards=3\nspf13/cobra v1.0.0..main\nsocketio/socket.io main~100..main shards=2');
    expect(result.status).toBe(0);
    expect(result.matrix).toEqual([
      { repository: 'google/gson', range: 'HEAD', shard: '1/1', id: 'google__gson-1of1' },
      ...[1, 2, 3].map((i) => ({ repository: 'apache/commons-lang', range: 'HEAD', shard: `${i}/3`, id: `apache__commons-lang-${i}of3` })),
      { repository: 'spf13/cobra', range: 'v1.0.0..main', shard: '1/1', id: 'spf13__cobra-1of1' },
      ...[1, 2].map((i) => ({ repository: 'socketio/socket.io', range: 'main~100..main', shard: `${i}/2`, id: `socketio__socket.io-${i}of2` })),
    ]);
  });

  it('refuses, with the line number, what could run a command or is no repository; an empty list too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'refdiff-mine-hostile-'));
    dirs.push(dir);
    const pwned = join(dir, 'pwned');
    for (const [list, line] of [
      [`google/gson\nowner/name $(touch ${pwned})`, 2],
      ['owner/name;id', 1],
      ['owner/name --output=/etc/passwd', 1],
      ['owner/name main shards=0', 1],
      ['owner/name main shards=3 extra', 1],
      ['"owner/name"', 1],
    ] as const) {
      const result = plan(list);
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(`::error::repositories, line ${line}: expected 'owner/name [range] [shards=N]'`);
      expect(result.matrix).toBeUndefined();
    }
    expect(existsSync(pwned)).toBe(false);
    const empty = plan('\n# nothing yet\n');
    expect(empty.status).toBe(1);
    expect(empty.stdout).toContain('::error::repositories: no repository listed');
  });

  it('the planned shards, mined and merged as the jobs do, make the dataset of one unsharded run', async () => {
    const repo = new TestRepo();
    dirs.push(repo.dir);
    renamingHistory(repo, ['max', 'largest', 'maximum', 'highest', 'top']);
    const { matrix } = plan('acme/service shards=2');
    const named: string[] = [];
    for (const job of matrix!) {
      const raw = join(repo.dir, `${job.id}.raw.jsonl`);
      expect((await refdiff(repo.dir, ['log', job.range, '--format', 'jsonl', '--output', raw, '--resume', '--shard', job.shard, '-j', '1'])).code).toBe(0);
      const file = join(repo.dir, `${job.id}.jsonl`);
      expect((await refdiff(repo.dir, ['merge', `${job.repository}=${raw}`, '--output', file, '--quiet'])).code).toBe(0);
      named.push(file);
    }
    const merged = await refdiff(repo.dir, ['merge', ...named, '--quiet']);
    const whole = await refdiff(repo.dir, ['log', '--format', 'jsonl', '-j', '1']);
    const commits = (text: string) => text.split('\n').filter(Boolean).map((line) => JSON.parse(line)).map((r) => [r.repository, r.after, r.refactorings.map((x: { type: string }) => x.type)]);
    expect(commits(merged.stdout)).toEqual(commits(whole.stdout).map(([, after, types]) => ['acme/service', after, types]));
    expect(commits(merged.stdout).flatMap(([, , types]) => types)).toEqual(Array(4).fill('Rename Method'));
  });
});
