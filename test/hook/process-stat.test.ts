import { spawn } from 'node:child_process';
import { processRuns, psStartTime, startIdentity, type StartTimeSources } from '../../src/hook/process-stat';

/** Where /proc cannot be read (macOS, the BSDs): the start time comes from the real `ps`, where this machine has one. */
const SYSTEM_PS = psStartTime(process.pid) === undefined ? undefined : psStartTime;
const withPs = SYSTEM_PS ? test : test.skip;

test('on Linux a process is named by its start in clock ticks since boot, read from /proc', () => {
  expect(startIdentity(process.pid)).toMatch(/^\d+$/);
  expect(processRuns(process.pid, startIdentity(process.pid))).toBe(true);
  expect(processRuns(process.pid, '1')).toBe(false);
});

withPs("without /proc, `ps`'s start time names the process: a pid used again by a later process is not the claim's owner", async () => {
  const noProc: StartTimeSources = { stat: () => undefined, ps: SYSTEM_PS! };
  const own = startIdentity(process.pid, noProc);
  expect(own).toMatch(/^ps:\S+$/);
  expect(processRuns(process.pid, own, noProc)).toBe(true);
  // A process started at least a second after this one stands for another process that got the claim's pid.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const later = spawn('sleep', ['10']);
  try {
    await new Promise((resolve) => later.once('spawn', resolve));
    const its = startIdentity(later.pid!, noProc);
    expect(its).not.toBe(own);
    expect(processRuns(later.pid!, its, noProc)).toBe(true);
    expect(processRuns(later.pid!, own, noProc)).toBe(false);
  } finally {
    later.kill();
  }
  await new Promise((resolve) => later.once('exit', resolve));
  expect(processRuns(later.pid!, startIdentity(later.pid!, noProc), noProc)).toBe(false);
});

test('where neither /proc nor ps can say, the pid alone decides, both when the claim is written and when it is read', () => {
  const nothing: StartTimeSources = { stat: () => undefined, ps: () => undefined };
  expect(startIdentity(process.pid, nothing)).toBe('-');
  expect(processRuns(process.pid, 'ps:Sun_Nov_29_02:35:45_2026', nothing)).toBe(true);
  expect(processRuns(process.pid, '-', nothing)).toBe(true);
});
