import { CatFileBatch } from '../../../src/sources/git/cat-file';
import { TestRepo } from './git-fixture';

describe('CatFileBatch', () => {
  let repo: TestRepo;
  beforeAll(() => {
    repo = new TestRepo();
    for (let i = 0; i < 50; i++) repo.write(`f${i}.txt`, `file ${i}\n`.repeat(i + 1));
    repo.write('big.bin', Buffer.alloc(300_000, 7));
    repo.commit('many files');
  });
  afterAll(() => repo.cleanup());

  it('reads many blobs through one process, pipelined, in order', async () => {
    const reader = new CatFileBatch(repo.dir);
    const oids = Array.from({ length: 50 }, (_, i) => repo.git('rev-parse', `HEAD:f${i}.txt`));
    const objects = await Promise.all(oids.map((oid) => reader.read(oid)));
    await reader.close();
    objects.forEach((object, i) => {
      expect(object?.type).toBe('blob');
      expect(object?.content?.toString('utf8')).toBe(`file ${i}\n`.repeat(i + 1));
    });
  });

  it('answers what was asked in the same turn as close, and names asked one by one', async () => {
    const reader = new CatFileBatch(repo.dir);
    const first = await reader.read(repo.git('rev-parse', 'HEAD:f4.txt'));
    const asked = [reader.read(repo.git('rev-parse', 'HEAD:f5.txt')), reader.read(repo.git('rev-parse', 'HEAD:f6.txt'))];
    const closed = reader.close();
    const [five, six] = await Promise.all(asked);
    await closed;
    expect(first?.content?.toString()).toBe('file 4\n'.repeat(5));
    expect(five?.content?.toString()).toBe('file 5\n'.repeat(6));
    expect(six?.content?.toString()).toBe('file 6\n'.repeat(7));
    await expect(reader.read(repo.git('rev-parse', 'HEAD:f7.txt'))).rejects.toThrow('closed');
  });

  it('answers undefined for a missing object and keeps serving', async () => {
    const reader = new CatFileBatch(repo.dir);
    const missing = await reader.read('0123456789012345678901234567890123456789');
    const present = await reader.read(repo.git('rev-parse', 'HEAD:f3.txt'));
    await reader.close();
    expect(missing).toBeUndefined();
    expect(present?.content?.toString()).toBe('file 3\n'.repeat(4));
  });

  it('skips the bytes of objects over the size limit without losing its place', async () => {
    const reader = new CatFileBatch(repo.dir);
    const [big, small] = await Promise.all([
      reader.read(repo.git('rev-parse', 'HEAD:big.bin'), 1000),
      reader.read(repo.git('rev-parse', 'HEAD:f1.txt'), 1000),
    ]);
    await reader.close();
    expect(big).toMatchObject({ type: 'blob', size: 300_000 });
    expect(big?.content).toBeUndefined();
    expect(small?.content?.toString()).toBe('file 1\nfile 1\n');
  });

  it('reads commits and trees by name', async () => {
    const reader = new CatFileBatch(repo.dir);
    const commit = await reader.read('HEAD');
    await reader.close();
    expect(commit?.type).toBe('commit');
    expect(commit?.content?.toString()).toContain('many files');
  });

  it('refuses names with a newline (they would desynchronise the protocol)', async () => {
    const reader = new CatFileBatch(repo.dir);
    await expect(reader.read('HEAD\nHEAD')).rejects.toThrow('invalid object name');
    await reader.close();
  });
});
