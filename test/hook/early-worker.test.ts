import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { adoptEarlyWorker, dropEarlyWorker, signalBooted, signalFlagsSet, startEarlyWorker, takeEarlyWorker, waitForBoot, waitForFlags, type EarlyWorker } from '../../src/hook/early-worker';

/**
 * The worker thread dist/cli.js starts before the hook's V8 flag, for a policy with rules:
 * real threads, running small scripts that boot as dist/cli.js does (signal, then serve).
 */

let dir: string;
let booting: string;
let failing: string;
const started: EarlyWorker[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'refdiff-early-worker-'));
  booting = join(dir, 'booting.js');
  // Says it has booted as dist/cli.js does, then waits for the hook's messages.
  writeFileSync(booting, "const { parentPort, workerData } = require('node:worker_threads');\nAtomics.store(workerData.booted, 0, 1);\nAtomics.notify(workerData.booted, 0);\nparentPort.on('message', (m) => parentPort.postMessage(m));\n");
  failing = join(dir, 'failing.js');
  writeFileSync(failing, "throw new Error('no bundle');\n");
});

afterEach(() => {
  adoptEarlyWorker(undefined);
  for (const early of started.splice(0)) void early.worker.terminate();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(file: string, cwd = dir): EarlyWorker {
  const early = startEarlyWorker(file, cwd, Date.now());
  if (!early) throw new Error('the worker did not start');
  started.push(early);
  return early;
}

function exited(worker: Worker): Promise<number> {
  return new Promise((resolve) => worker.once('exit', resolve));
}

test('the hook waits until the worker says it has booted; the thread is then taken over once, for its own folder', async () => {
  const early = start(booting);
  waitForBoot(early, 60_000);
  expect(Atomics.load(early.booted, 0)).toBe(1);
  adoptEarlyWorker(early);
  const taken = takeEarlyWorker(join(dir, '.'));
  expect(taken).toBe(early.worker);
  expect(takeEarlyWorker(dir)).toBeUndefined();
  const echoed = new Promise((resolve) => taken!.once('message', resolve));
  taken!.postMessage('analyse');
  expect(await echoed).toBe('analyse');
});

test('a worker for another folder is not taken, and is ended', async () => {
  const early = start(booting);
  adoptEarlyWorker(early);
  const ended = exited(early.worker);
  expect(takeEarlyWorker(join(dir, 'elsewhere'))).toBeUndefined();
  await ended;
});

test('a worker that failed is not taken (the hook starts its own thread)', async () => {
  const early = start(failing);
  await exited(early.worker);
  expect(early.usable()).toBe(false);
  adoptEarlyWorker(early);
  expect(takeEarlyWorker(dir)).toBeUndefined();
});

test("a worker whose bundle failed is not taken, though its 'error' has not reached the hook's thread (busy from the worker's start to the take-over)", () => {
  // As dist/cli.js does when the bundle throws: signalFailed (3), then signalBooted, then the error.
  const failedBoot = join(dir, 'failed-boot.js');
  writeFileSync(failedBoot, "const { workerData } = require('node:worker_threads');\nAtomics.store(workerData.booted, 0, 3);\nAtomics.notify(workerData.booted, 0);\nthrow new Error('no bundle');\n");
  const early = start(failedBoot);
  waitForBoot(early, 60_000);
  signalFlagsSet(early);
  // No await since the start: the worker's 'error' and 'exit' events cannot have been handled.
  expect(early.usable()).toBe(true);
  adoptEarlyWorker(early);
  expect(takeEarlyWorker(dir)).toBeUndefined();
});

test('dropped when the analysis needs no thread: it is ended, and nothing is left to take', async () => {
  const early = start(booting);
  adoptEarlyWorker(early);
  const ended = exited(early.worker);
  dropEarlyWorker();
  await ended;
  expect(takeEarlyWorker(dir)).toBeUndefined();
});

test('the worker compiles wasm only once the hook says its flags are set, even when the hook stopped waiting before the worker booted', () => {
  const booted = new Int32Array(new SharedArrayBuffer(4));
  const early = { cwd: dir, worker: undefined as unknown as Worker, booted, usable: () => true };
  signalBooted(booted);
  // The hook has not set them (it crashed, say): the worker stops waiting, and compiles nothing ahead.
  expect(waitForFlags(booted, 1)).toBe(false);
  signalFlagsSet(early);
  expect(waitForFlags(booted, 60_000)).toBe(true);

  // A worker slower than the hook's wait: its late "booted" does not hide that the flags are set.
  const late = new Int32Array(new SharedArrayBuffer(4));
  signalFlagsSet({ ...early, booted: late });
  signalBooted(late);
  expect(waitForFlags(late, 60_000)).toBe(true);
});
