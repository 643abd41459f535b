import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRegularFile } from '../../src/sources/regular-file';

/** readRegularFile: only regular files within the limit are read, and nothing can block it. */

const dir = mkdtempSync(join(tmpdir(), 'refdiff-regular-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a regular file is read whole, into a buffer of its own (not a slice of the shared pool)', () => {
  const path = join(dir, 'small.txt');
  writeFileSync(path, 'small\n');
  const read = readRegularFile(path, 100);
  expect(read.kind).toBe('read');
  if (read.kind !== 'read') return;
  expect(read.content.toString()).toBe('small\n');
  expect(read.content.buffer.byteLength).toBeLessThan(100);
});

test('an empty file, and a file of exactly the limit, are read; one byte more is too large', () => {
  writeFileSync(join(dir, 'empty'), '');
  writeFileSync(join(dir, 'ten'), '0123456789');
  expect(readRegularFile(join(dir, 'empty'), 10)).toMatchObject({ kind: 'read', content: Buffer.alloc(0) });
  expect(readRegularFile(join(dir, 'ten'), 10)).toMatchObject({ kind: 'read', content: Buffer.from('0123456789') });
  expect(readRegularFile(join(dir, 'ten'), 9)).toEqual({ kind: 'too large' });
});

test('a FIFO is not read (and does not block), a folder is not a file, a missing file throws', () => {
  const fifo = join(dir, 'fifo');
  execFileSync('mkfifo', [fifo]);
  expect(readRegularFile(fifo, 100)).toMatchObject({ kind: 'not a file' });
  expect(readRegularFile(dir, 100)).toMatchObject({ kind: 'not a file' });
  expect(() => readRegularFile(join(dir, 'missing'), 100)).toThrow('ENOENT');
});

test('a file that says it is empty but is not (/proc) is read only up to the limit', () => {
  const read = readRegularFile('/proc/self/status', 8);
  expect(read).toEqual({ kind: 'too large' });
  const whole = readRegularFile('/proc/self/status', 1 << 20);
  expect(whole.kind === 'read' && whole.content.toString().startsWith('Name:')).toBe(true);
});
