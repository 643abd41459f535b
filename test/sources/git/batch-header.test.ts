import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBatchHeader } from '../../../src/sources/git/batch-header';
import { TestRepo } from './git-fixture';

/**
 * The header of a `git cat-file --batch` record, as every reader of that output reads it: real
 * git's headers (SHA-1 and SHA-256 repositories, missing and ambiguous names), and lines git never
 * writes there, which must not be taken for an object's header (its size would say how many
 * bytes to take next).
 */

function headerLines(repo: TestRepo, names: readonly string[]): string[] {
  const output = execFileSync('git', ['cat-file', '--batch'], { cwd: repo.dir, input: `${names.join('\n')}\n`, stdio: ['pipe', 'pipe', 'pipe'] });
  // Each object's bytes follow its header: the header lines are the ones before `size` bytes.
  const lines: string[] = [];
  let at = 0;
  while (at < output.length) {
    const end = output.indexOf(0x0a, at);
    const line = output.toString('utf8', at, end);
    lines.push(line);
    const size = /^\S+ \S+ (\d+)$/.exec(line)?.[1];
    at = end + 1 + (size === undefined ? 0 : Number(size) + 1);
  }
  return lines;
}

describe('parseBatchHeader', () => {
  const repos: TestRepo[] = [];
  afterAll(() => repos.forEach((repo) => repo.cleanup()));

  function repoWith(objectFormat: 'sha1' | 'sha256'): TestRepo {
    const repo = new TestRepo(mkdtempSync(join(tmpdir(), 'refdiff-git-')));
    repos.push(repo);
    repo.git('init', '-q', `--object-format=${objectFormat}`, '-b', 'main');
    repo.write('a b.txt', 'hello\n').write('tagged.txt', 'x\n');
    repo.commit('first');
    repo.git('tag', '-a', '-m', 'a tag', 'v1');
    return repo;
  }

  it.each(['sha1', 'sha256'] as const)('reads every kind of object of a %s repository, and a missing name with spaces', (format) => {
    const repo = repoWith(format);
    const idLength = format === 'sha1' ? 40 : 64;
    const blob = repo.git('rev-parse', 'HEAD:a b.txt');
    const lines = headerLines(repo, [blob, 'HEAD^{tree}', 'HEAD', 'v1', 'HEAD:no such file.txt']);
    expect(lines.map(parseBatchHeader)).toEqual([
      { kind: 'object', oid: blob, type: 'blob', size: 6 },
      { kind: 'object', oid: repo.git('rev-parse', 'HEAD^{tree}'), type: 'tree', size: expect.any(Number) },
      { kind: 'object', oid: repo.git('rev-parse', 'HEAD'), type: 'commit', size: expect.any(Number) },
      { kind: 'object', oid: repo.git('rev-parse', 'v1'), type: 'tag', size: expect.any(Number) },
      { kind: 'missing', name: 'HEAD:no such file.txt' },
    ]);
    expect(blob).toHaveLength(idLength);
  });

  it('reads an ambiguous short name', () => {
    const repo = repoWith('sha1');
    // A thousand blobs: some two share their first four hex digits, the shortest name git takes.
    const paths = Array.from({ length: 1000 }, (_, i) => `blob${i}.txt`);
    paths.forEach((path, i) => repo.write(path, `blob ${i}\n`));
    const ids = repo.git('hash-object', '-w', ...paths).split('\n');
    const seen = new Set<string>();
    const prefix = ids.map((id) => id.slice(0, 4)).find((short) => seen.has(short) || !seen.add(short));
    expect(prefix).toBeDefined();
    expect(headerLines(repo, [prefix!]).map(parseBatchHeader)).toEqual([{ kind: 'ambiguous', name: prefix }]);
  });

  const sha1 = 'a'.repeat(40);
  const sha256 = 'b'.repeat(64);

  it('takes the largest size a number holds exactly, and no larger', () => {
    expect(parseBatchHeader(`${sha1} blob 0`)).toEqual({ kind: 'object', oid: sha1, type: 'blob', size: 0 });
    expect(parseBatchHeader(`${sha256} blob ${Number.MAX_SAFE_INTEGER}`)).toEqual({ kind: 'object', oid: sha256, type: 'blob', size: Number.MAX_SAFE_INTEGER });
    expect(parseBatchHeader(`${sha1} blob ${Number.MAX_SAFE_INTEGER + 1}`)).toBeUndefined();
    expect(parseBatchHeader(`${sha1} blob ${'9'.repeat(400)}`)).toBeUndefined();
  });

  it.each([
    ['a negative size', `${sha1} blob -5`],
    ['a fractional size', `${sha1} blob 1.5`],
    ['an exponent', `${sha1} blob 1e3`],
    ['a hexadecimal size', `${sha1} blob 0x10`],
    ['a leading zero', `${sha1} blob 012`],
    ['a signed size', `${sha1} blob +12`],
    ['an empty size', `${sha1} blob `],
    ['a header cut after its type', `${sha1} blob`],
    ['a header cut after its id', sha1],
    ['an id cut short', `${sha1.slice(1)} blob 5`],
    ['an id between the two lengths', `${'a'.repeat(50)} blob 5`],
    ['an id in upper case', `${'A'.repeat(40)} blob 5`],
    ['an id that is no hex', `${'g'.repeat(40)} blob 5`],
    ['an unknown type', `${sha1} blub 5`],
    ['a doubled space', `${sha1}  blob 5`],
    ['a fourth field', `${sha1} blob 5 6`],
    ['a trailing carriage return', `${sha1} blob 5\r`],
    ['no name before missing', ' missing'],
    ['missing alone', 'missing'],
    ['ambiguous alone', 'ambiguous'],
    ['an error of git', 'fatal: not a git repository (or any of the parent directories): .git'],
    ['an empty line', ''],
  ])('refuses %s', (_, line) => {
    expect(parseBatchHeader(line)).toBeUndefined();
  });
});
