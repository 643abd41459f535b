import { mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepLogBounded } from '../../src/daemon/log';

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
