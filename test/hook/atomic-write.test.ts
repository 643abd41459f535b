import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomic } from '../../src/hook/atomic-write';

test('replaces the content, keeps the permissions, leaves no temporary file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'refdiff-atomic-'));
  try {
    const path = join(dir, 'COMMIT_EDITMSG');
    writeFileSync(path, 'old\n');
    chmodSync(path, 0o640);
    writeFileAtomic(path, Buffer.from('new message\n\nRefactoring: X\n'));
    expect(readFileSync(path, 'utf8')).toBe('new message\n\nRefactoring: X\n');
    expect(statSync(path).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['COMMIT_EDITMSG']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a file that cannot be replaced keeps its content, and the temporary file is gone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'refdiff-atomic-'));
  try {
    // A directory where the message should be: the rename fails.
    const path = join(dir, 'msg');
    mkdirSync(path);
    expect(() => writeFileAtomic(path, Buffer.from('x'))).toThrow();
    expect(readdirSync(dir)).toEqual(['msg']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a read-only file is not replaced, whoever runs it (root included)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'refdiff-atomic-'));
  try {
    const path = join(dir, 'COMMIT_EDITMSG');
    writeFileSync(path, 'locked\n');
    chmodSync(path, 0o444);
    expect(() => writeFileAtomic(path, Buffer.from('new\n'))).toThrow('COMMIT_EDITMSG is read-only');
    expect(readFileSync(path, 'utf8')).toBe('locked\n');
    expect(statSync(path).mode & 0o777).toBe(0o444);
    expect(readdirSync(dir)).toEqual(['COMMIT_EDITMSG']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
