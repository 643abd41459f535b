/**
 * Issue 24 names a V8 startup snapshot as a way to start the hook faster. This measures it
 * against what the hook does today: node's own start (`node -e 0`), node with the hook's bundle
 * (dist/hook.js) loaded from V8's code cache, as dist/cli.js loads it (src/hook/code-cache.ts),
 * and node started from a snapshot that holds the bundle already loaded
 * (`node --snapshot-blob <blob>`, built with `--build-snapshot`). The three are alternated, round
 * by round, so that machine load hits them alike; both caches are made before the first round.
 *
 *   npm run build && npx tsx bench/startup-snapshot.ts [--dist dist] [--rounds 41]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';

interface Start {
  name: string;
  args: string[];
}

/** The bundle run as dist/cli.js runs it: the CommonJS wrapper, compiled by vm.Script. */
function loaderSource(bundle: string): string {
  return `const { readFileSync } = require('node:fs');
const { Script } = require('node:vm');
const bundle = ${JSON.stringify(bundle)};
function load(cachedData) {
  const script = new Script('(function (exports, require, module, __filename, __dirname) {' + readFileSync(bundle, 'latin1') + '\\n})', { filename: bundle, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, require, module, bundle, require('node:path').dirname(bundle));
  return { script, exports: module.exports };
}
`;
}

function codeCacheScript(bundle: string, cacheFile: string): string {
  return `${loaderSource(bundle)}
const { existsSync, writeFileSync } = require('node:fs');
const cache = ${JSON.stringify(cacheFile)};
const cachedData = existsSync(cache) ? readFileSync(cache) : undefined;
const { script } = load(cachedData);
if (!cachedData || script.cachedDataRejected) process.once('exit', () => writeFileSync(cache, script.createCachedData()));
`;
}

function snapshotBuilderScript(bundle: string): string {
  return `${loaderSource(bundle)}
globalThis.refdiffHook = load(undefined).exports;
require('node:v8').startupSnapshot.setDeserializeMainFunction(() => {
  if (typeof globalThis.refdiffHook !== 'object') process.exit(3);
});
`;
}

function run(args: string[]): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) fail(`node ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr.trim().split('\n')[0] ?? ''}`);
  return ms;
}

function median(values: number[]): number {
  return quantile(values, 0.5);
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function fail(message: string): never {
  process.stderr.write(`startup-snapshot: ${message}\n`);
  process.exit(2);
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('needs a whole number of at least 1');
  return n;
}

function main(argv: string[]): void {
  const options = new Command('startup-snapshot')
    .option('--dist <dir>', 'the built bundles', 'dist')
    .option('--rounds <n>', 'rounds of the three starts, alternated', positiveInteger, 41)
    .parse(argv)
    .opts<{ dist: string; rounds: number }>();
  const bundle = resolve(options.dist, 'hook.js');
  if (!existsSync(bundle)) fail(`${bundle} is missing: run npm run build first`);
  const work = mkdtempSync(join(tmpdir(), 'refdiff-snapshot-'));
  try {
    const codeCache = join(work, 'code-cache.js');
    writeFileSync(codeCache, codeCacheScript(bundle, join(work, 'hook.v8cache')));
    const builder = join(work, 'build-snapshot.js');
    writeFileSync(builder, snapshotBuilderScript(bundle));
    const blob = join(work, 'hook.blob');
    const buildMs = run(['--snapshot-blob', blob, '--build-snapshot', builder]);
    run([codeCache]);
    const starts: Start[] = [
      { name: 'node -e 0', args: ['-e', '0'] },
      { name: 'hook bundle from the code cache', args: [codeCache] },
      { name: 'hook bundle from a startup snapshot', args: ['--snapshot-blob', blob] },
    ];
    const times = starts.map(() => [] as number[]);
    const loadBefore = loadavg();
    for (let round = 0; round < options.rounds; round++) starts.forEach((start, i) => times[i]!.push(run(start.args)));
    const loadAfter = loadavg();
    process.stdout.write(`node ${process.version}; snapshot blob ${(statSync(blob).size / 1048576).toFixed(1)} MiB, built in ${buildMs.toFixed(0)} ms\n`);
    process.stdout.write(`${options.rounds} rounds, alternated; wall time of the process, ms; load ${loadBefore[0]!.toFixed(1)} -> ${loadAfter[0]!.toFixed(1)}\n`);
    process.stdout.write('start | median | p90\n');
    starts.forEach((start, i) => process.stdout.write(`${start.name} | ${median(times[i]!).toFixed(1)} | ${quantile(times[i]!, 0.9).toFixed(1)}\n`));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main(process.argv);
