// Mining speed benchmark: runs the built CLI's `refdiff log` over the newest N commits of a
// repository with several --jobs settings and reports commits/second, peak memory (RSS of the
// refdiff process, worker threads included) and the slowest commits.
//
//   npm run build && npx tsx bench/mine.ts <repository> [--commits 300] [--jobs 1,2] [--timeout 60]
//
// Nothing is fetched here: the repository is a path you provide (see bench/README.md).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

interface Line {
  after: string;
  commit?: { subject: string };
  refactorings: unknown[];
  stats?: { elapsedMs: number; filesBefore: number; filesAfter: number };
  error?: string;
}

interface Run {
  jobs: number;
  wallMs: number;
  /** User + system CPU time of the refdiff process (all its threads). */
  cpuMs: number;
  /** The 1-minute load average when the run started: other work on the machine skews wall times. */
  load: number;
  peakRssBytes: number;
  lines: Line[];
  exitCode: number | null;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { commits: { type: 'string', default: '300' }, jobs: { type: 'string', default: '1,2' }, timeout: { type: 'string', default: '60' } },
});
const repository = positionals[0];
if (!repository || !existsSync(repository)) {
  console.error('usage: npx tsx bench/mine.ts <repository> [--commits 300] [--jobs 1,2] [--timeout 60]');
  process.exit(2);
}
const cli = join(__dirname, '..', 'dist', 'cli.js');
if (!existsSync(cli)) {
  console.error('bench/mine.ts: dist/cli.js is missing; run `npm run build` first');
  process.exit(2);
}

/** Peak resident set size of a live process, from Linux's high-water mark (VmHWM). */
function peakRss(pid: number): number | undefined {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time used so far by a live process (utime + stime of /proc/<pid>/stat). */
function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function mine(jobs: number): Promise<Run> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const args = [cli, 'log', '--max-count', values.commits!, '--jobs', String(jobs), '--timeout', values.timeout!, '--format', 'jsonl'];
    const child = spawn(process.execPath, args, { cwd: resolve(repository), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peak = 0;
    let cpu = 0;
    const load = loadavg()[0];
    // VmHWM and CPU time only grow, so the last readings before exit are the totals.
    const poll = setInterval(() => {
      peak = Math.max(peak, peakRss(child.pid!) ?? 0);
      cpu = Math.max(cpu, cpuMs(child.pid!) ?? 0);
    }, 25);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (exitCode) => {
      clearInterval(poll);
      if (exitCode !== 0) process.stderr.write(stderr);
      const lines = stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Line);
      done({ jobs, wallMs: performance.now() - started, cpuMs: cpu, load, peakRssBytes: peak, lines, exitCode });
    });
  });
}

const mib = (bytes: number) => `${(bytes / (1 << 20)).toFixed(0)} MiB`;

async function main(): Promise<void> {
  const head = await new Promise<string>((done) => {
    const git = spawn('git', ['log', '-1', '--format=%H %cs'], { cwd: repository });
    let out = '';
    git.stdout.on('data', (chunk) => (out += chunk));
    git.on('close', () => done(out.trim()));
  });
  console.log(`repository: ${resolve(repository)} at ${head}`);
  console.log(`newest ${values.commits} non-merge commits, --timeout ${values.timeout} s, ${availableParallelism()} cores, node ${process.version}\n`);
  console.log('| --jobs | commits | wall time | commits/s | CPU time | peak RSS | load avg at start | refactorings | timed out | failed |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const runs: Run[] = [];
  for (const jobs of values.jobs!.split(',').map(Number)) {
    const run = await mine(jobs);
    runs.push(run);
    const commits = run.lines.length;
    const refactorings = run.lines.reduce((sum, line) => sum + line.refactorings.length, 0);
    const timedOut = run.lines.filter((line) => line.error?.startsWith('timed out')).length;
    const failed = run.lines.filter((line) => line.error && !line.error.startsWith('timed out')).length;
    console.log(
      `| ${jobs} | ${commits} | ${(run.wallMs / 1000).toFixed(1)} s | ${(commits / (run.wallMs / 1000)).toFixed(1)} | ${(run.cpuMs / 1000).toFixed(1)} s | ${mib(run.peakRssBytes)} | ${run.load.toFixed(1)} | ${refactorings} | ${timedOut} | ${failed} |`,
    );
  }
  const slowest = [...runs[0].lines].filter((line) => line.stats).sort((a, b) => b.stats!.elapsedMs - a.stats!.elapsedMs).slice(0, 5);
  console.log(`\nslowest commits (--jobs ${runs[0].jobs}; time in the worker: git reading + analysis):\n`);
  console.log('| commit | ms | files before/after | refactorings | subject |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const line of slowest) {
    const subject = (line.commit?.subject ?? '').replace(/\|/g, '\\|').slice(0, 60);
    console.log(`| ${line.after.slice(0, 10)} | ${line.stats!.elapsedMs} | ${line.stats!.filesBefore}/${line.stats!.filesAfter} | ${line.refactorings.length} | ${subject} |`);
  }
}

main().catch((error) => {
  console.error(`bench/mine.ts: ${error.message}`);
  process.exit(1);
});
