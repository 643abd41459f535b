import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepLogBounded } from '../../src/daemon/log';

/** node's own fs module, whose functions log.ts calls through it (not a copy of its exports, as `import * as` gives). */
const fs = createRequire(__filename)('node:fs') as typeof import('node:fs');

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'refdiff-log-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

test('a log within the limit is left as it is', () => {
  const log = join(dir, 'daemon.log');
  writeFileSync(log, 'x'.repeat(100), { mode: 0o600 });
  keepLogBounded(log, 100);
  expect(readFileSync(log, 'utf8')).toBe('x'.repeat(100));
  expect(() => statSync(`${log}.1`)).toThrow();
});

test('a log over the limit moves to .1 (replacing the one before, 0600) and starts empty', () => {
  const log = join(dir, 'daemon.log');
  writeFileSync(`${log}.1`, 'older\n', { mode: 0o644 });
  writeFileSync(log, 'y'.repeat(101), { mode: 0o600 });
  keepLogBounded(log, 100);
  expect(readFileSync(`${log}.1`, 'utf8')).toBe('y'.repeat(101));
  expect(statSync(`${log}.1`).mode & 0o777).toBe(0o600);
  expect(statSync(log).size).toBe(0);
  expect(statSync(log).mode & 0o777).toBe(0o600);
});

test('a symbolic link is not followed', () => {
  const target = join(dir, 'elsewhere');
  writeFileSync(target, 'z'.repeat(200));
  symlinkSync(target, join(dir, 'daemon.log'));
  keepLogBounded(join(dir, 'daemon.log'), 100);
  expect(readFileSync(target, 'utf8')).toBe('z'.repeat(200));
});

test('two rotations at once: the second, finding the log rotated since it looked, leaves daemon.log.1 as the first made it', () => {
  const log = join(dir, 'daemon.log');
  writeFileSync(log, 'crash: last words\n'.repeat(100), { mode: 0o600 });
  // The second rotator has seen the log over the limit; the first rotates before it opens the log.
  const open = jest.spyOn(fs, 'openSync');
  open.mockImplementationOnce((...args: Parameters<typeof fs.openSync>) => {
    open.mockRestore();
    keepLogBounded(log, 100);
    return fs.openSync(...args);
  });
  try {
    keepLogBounded(log, 100);
  } finally {
    open.mockRestore();
  }
  expect(readFileSync(`${log}.1`, 'utf8')).toBe('crash: last words\n'.repeat(100));
  expect(statSync(log).size).toBe(0);
});

test('a rotation whose rename fails keeps the log whole and leaves no copy behind', () => {
  const log = join(dir, 'daemon.log');
  writeFileSync(log, 'w'.repeat(101), { mode: 0o600 });
  // A folder (not empty) where daemon.log.1 goes: the rename over it fails.
  mkdirSync(join(dir, 'daemon.log.1', 'inside'), { recursive: true });
  keepLogBounded(log, 100);
  expect(readFileSync(log, 'utf8')).toBe('w'.repeat(101));
  expect(readdirSync(dir).sort()).toEqual(['daemon.log', 'daemon.log.1']);
});
