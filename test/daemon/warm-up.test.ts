import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languagesToWarm } from '../../src/daemon/warm-up';

/** The warm-up's choice of languages, from a real repository's latest commits. */

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'refdiff-warm-up-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function git(repo: string, args: string[], input?: string): string {
  return execFileSync('git', args, { cwd: repo, input, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' } }).trim();
}

test('a signed commit among the latest runs no gpg (log.showSignature on), and a name git would quote still counts', async () => {
  const repo = join(dir, 'repo');
  mkdirSync(join(repo, 'src'), { recursive: true });
  git(repo, ['init', '-q']);
  // A gpg that records each call: the user's `log.showSignature` would make `git log` run it.
  const calls = join(dir, 'gpg-calls');
  const gpg = join(dir, 'gpg');
  writeFileSync(gpg, `#!/bin/sh\necho "$*" >> ${JSON.stringify(calls)}\nexit 1\n`);
  chmodSync(gpg, 0o755);
  git(repo, ['config', 'log.showSignature', 'true']);
  git(repo, ['config', 'gpg.program', gpg]);
  // Non-ASCII: git quotes it (core.quotePath) unless names are NUL-separated.
  writeFileSync(join(repo, 'src', 'café.py'), 'def f():\n    return 1\n');
  git(repo, ['add', '-A']);
  const tree = git(repo, ['write-tree']);
  const signed = [
    `tree ${tree}`,
    'author A <a@example.com> 1700000000 +0000',
    'committer A <a@example.com> 1700000000 +0000',
    'gpgsig -----BEGIN PGP SIGNATURE-----',
    ' ',
    ' iQEzBAABCAAdFiEE',
    ' -----END PGP SIGNATURE-----',
    '',
    'Signed',
    '',
  ].join('\n');
  git(repo, ['update-ref', 'HEAD', git(repo, ['hash-object', '-t', 'commit', '-w', '--stdin'], signed)]);
  // The repository is as described: a plain `git log` runs the gpg.
  git(repo, ['log', '-1', '--format=%H']);
  expect(existsSync(calls)).toBe(true);
  rmSync(calls);
  const languages = await languagesToWarm(repo);
  expect(existsSync(calls)).toBe(false);
  expect(languages).toEqual(['python']);
});
