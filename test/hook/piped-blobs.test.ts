import { execFileSync } from 'node:child_process';
import { GitRepository } from '../../src/sources/git/repository';
import { parseBatchOutput, PipedObjects, readPipedBlobs, RecordBounds } from '../../src/hook/piped-blobs';
import { TestRepo } from '../sources/git/git-fixture';

/**
 * The staged files as the hook script's `git cat-file --batch` writes them to refdiff's standard
 * input: real git output in a real repository, whole, cut short and mixed with missing names, and
 * what is not there read by a git of refdiff's own.
 */

let repo: TestRepo;
let blobA: string;
let blobB: string;
const textA = 'class A {\n  int a() { return 1; }\n}\n';
const textB = 'class B {}\n\n';

beforeAll(() => {
  repo = new TestRepo();
  repo.write('A.java', textA);
  repo.write('B.java', textB);
  repo.commit('A and B');
  blobA = repo.git('rev-parse', 'HEAD:A.java');
  blobB = repo.git('rev-parse', 'HEAD:B.java');
});

afterAll(() => repo.cleanup());

function catFileOutput(names: readonly string[]): Buffer {
  return execFileSync('git', ['cat-file', '--batch'], { cwd: repo.dir, input: `${names.join('\n')}\n` });
}

test("git's output gives each blob by id, byte for byte; a missing name is passed over", () => {
  const missing = 'f'.repeat(40);
  const objects = parseBatchOutput(catFileOutput([blobA, missing, blobB]));
  expect([...objects.keys()]).toEqual([blobA, blobB]);
  expect(objects.get(blobA)?.content?.toString('utf8')).toBe(textA);
  expect(objects.get(blobB)).toEqual({ oid: blobB, type: 'blob', size: Buffer.byteLength(textB), content: Buffer.from(textB) });
});

test('output cut short keeps only the whole objects before the cut; anything not from cat-file stops the reading', () => {
  const whole = catFileOutput([blobA, blobB]);
  const firstEnd = whole.indexOf(`${blobB} blob`);
  for (const cut of [0, 10, firstEnd - 1, firstEnd, firstEnd + 5, whole.length - 1]) {
    const expected = cut >= firstEnd ? [blobA] : [];
    expect([...parseBatchOutput(whole.subarray(0, cut)).keys()]).toEqual(expected);
  }
  expect([...parseBatchOutput(whole).keys()]).toEqual([blobA, blobB]);
  // A size that overruns its newline, and a header that is not one.
  const header = `${blobA} blob ${Buffer.byteLength(textA)}\n`;
  expect(parseBatchOutput(Buffer.from(`${header}${textA}X`)).size).toBe(0);
  expect(parseBatchOutput(Buffer.from(`fatal: not a git repository\n${header}${textA}\n`)).size).toBe(0);
  // The tree, not a blob: not kept (the script asks for blobs only).
  expect(parseBatchOutput(catFileOutput(['HEAD^{tree}'])).size).toBe(0);
});

test('the reader answers from the piped blobs, and starts a git of its own for a name not there', async () => {
  const piped = parseBatchOutput(catFileOutput([blobA]));
  const reader = new PipedObjects(repo.dir, Promise.resolve(piped));
  try {
    expect((await reader.read(blobA))?.content?.toString('utf8')).toBe(textA);
    // Over the limit: the size without the bytes, as git says it.
    expect(await reader.read(blobA, 3)).toEqual({ oid: blobA, type: 'blob', size: Buffer.byteLength(textA) });
    expect(reader.usable).toBe(true);
    expect((await reader.read(blobB))?.content?.toString('utf8')).toBe(textB);
    expect(await reader.read('e'.repeat(40))).toBeUndefined();
    expect(reader.usable).toBe(true);
  } finally {
    await reader.close();
  }
  expect(reader.usable).toBe(false);
});

test('a repository opened on the piped blobs reads the staged files from them', async () => {
  const repository = await GitRepository.open(repo.dir, undefined, (cwd) => new PipedObjects(cwd, Promise.resolve(parseBatchOutput(catFileOutput([blobA, blobB])))));
  try {
    expect((await repository.objects.read(blobB))?.content?.toString('utf8')).toBe(textB);
  } finally {
    await repository.close();
  }
});

test("standard input is read only when the variable names this process's parent, the hook script", () => {
  expect(readPipedBlobs({}, 4242)).toBeUndefined();
  expect(readPipedBlobs({ REFDIFF_HOOK_BLOBS: '4243' }, 4242)).toBeUndefined();
  expect(readPipedBlobs({ REFDIFF_HOOK_BLOBS: ' 4242' }, 4242)).toBeUndefined();
});

test('the stream is followed record by record, in chunks of any size: reading stops before a record that would pass the limit, and at a header that is none', () => {
  const missing = 'f'.repeat(40);
  const whole = catFileOutput([blobA, missing, blobB]);
  const secondStart = whole.indexOf(`${blobB} blob`);
  const feed = (bytes: Buffer, chunk: number, maxBytes: number): number => {
    const bounds = new RecordBounds(maxBytes);
    for (let at = 0; at < bytes.length; at += chunk) if (!bounds.take(bytes.subarray(at, at + chunk))) return Math.min(at + chunk, bytes.length);
    return -1;
  };
  for (const chunk of [1, 2, 3, 7, 40, 41, 64, whole.length]) {
    // Under the limit: read to the end.
    expect(feed(whole, chunk, 1 << 20)).toBe(-1);
    expect(feed(whole, chunk, whole.length)).toBe(-1);
    // B's record would end past the limit: stopped once B's header is read, before its bytes.
    const stoppedAt = feed(whole, chunk, whole.length - 1);
    expect(stoppedAt).toBeGreaterThan(secondStart);
    expect(stoppedAt).toBeLessThanOrEqual(whole.indexOf(0x0a, secondStart) + chunk);
    // Not cat-file's output: stopped at once.
    expect(feed(Buffer.from(`fatal: not a git repository\n${whole.toString('latin1')}`, 'latin1'), chunk, 1 << 20)).not.toBe(-1);
  }
  // A header line that never ends is no header.
  expect(feed(Buffer.alloc(300, 0x61), 16, 1 << 20)).not.toBe(-1);
});
