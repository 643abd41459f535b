import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimDaemon, type Link } from '../../src/daemon/claim';

/** The daemon's claim in a real folder; a file system without hard links is stood in for by a link that fails as it does there. */

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'refdiff-claim-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** link() on vfat, exFAT and some network or FUSE mounts. */
const noHardLinks = (code: string): Link => () => {
  throw Object.assign(new Error(`${code}: operation not permitted, link`), { code });
};

const claims = () => readdirSync(dir).filter((name) => name.startsWith('daemon.claim')).sort();

test.each(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'])('without hard links (link fails with %s) the claim is created by name, whole, and holds off a second claimant', (code) => {
  const first = claimDaemon(dir, noHardLinks(code));
  if (!('claim' in first)) throw new Error('not claimed');
  expect(claims()).toEqual(['daemon.claim.1']);
  expect(readFileSync(join(dir, 'daemon.claim.1'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+\\n$`));
  // This process holds it, and lives: a second claimant leaves.
  expect(claimDaemon(dir, noHardLinks(code))).toEqual({ heldBy: process.pid });
  first.claim.release();
  expect(claims()).toEqual([]);
});

test('a claim read back empty or short and young is being written: live; old, it is damaged and passed over', () => {
  writeFileSync(join(dir, 'daemon.claim.2'), '', { mode: 0o600 });
  expect(claimDaemon(dir)).toEqual({ heldBy: undefined });
  writeFileSync(join(dir, 'daemon.claim.2'), `${process.pid}`, { mode: 0o600 });
  expect(claimDaemon(dir)).toEqual({ heldBy: undefined });
  expect(claims()).toEqual(['daemon.claim.2']);
  const old = new Date(Date.now() - 60_000);
  utimesSync(join(dir, 'daemon.claim.2'), old, old);
  const taken = claimDaemon(dir);
  expect('claim' in taken).toBe(true);
  expect(claims()).toEqual(['daemon.claim.3']);
});

test('a claim that is there but cannot be read is damaged, not gone: the next number is taken', () => {
  mkdirSync(join(dir, 'daemon.claim.5'));
  const taken = claimDaemon(dir);
  expect('claim' in taken).toBe(true);
  expect(existsSync(join(dir, 'daemon.claim.6'))).toBe(true);
});
