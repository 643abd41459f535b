import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  directoryCommitStore,
  gitCommitStore,
  loadCommitFiles,
  missingReason,
  readDataArgument,
  RMINER_COMMITS_FOLDER,
  type CommitStore,
} from '../../bench/accuracy/commit-store';
import { GitBatchReader } from '../../bench/accuracy/git-batch';
import { CHILD, makeOracleCommitsRepo, PARENT } from './oracle-commits';

let root: string;

beforeAll(() => {
  root = makeOracleCommitsRepo();
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe.each<[string, () => CommitStore]>([
  ['git', () => gitCommitStore(join(root, '.git'))],
  ['directory', () => directoryCommitStore(join(root, RMINER_COMMITS_FOLDER))],
])('%s commit store', (_name, open) => {
  let store: CommitStore;
  beforeEach(() => (store = open()));
  afterEach(() => store.close());

  it('lists the commits folder', () => {
    expect([...store.entries()].sort()).toEqual([`shop-${PARENT}`, `shop-${CHILD}`, `shop-${CHILD}.json`].sort());
    expect(missingReason(store, 'shop', CHILD)).toBeUndefined();
    expect(missingReason(store, 'shop', PARENT)).toBe(`no shop-${PARENT}.json`);
  });

  it('loads the changed Java files of both sides, dropping unchanged ones and noting absent ones', async () => {
    const files = await loadCommitFiles(store, 'shop', CHILD, (path) => path.endsWith('.java'));
    expect(files.before.map((f) => f.path)).toEqual(['src/shop/Calc.java', 'src/shop/Util.java']);
    expect(files.after.map((f) => f.path)).toEqual(['src/shop/Calc.java', 'src/shop/text/Util.java']);
    expect(files.after[0].content).toContain('public int add(');
    expect(files.before[0].content).toContain('public int sum(');
    expect(files.absent).toEqual([`shop-${CHILD}/src/shop/Gone.java`]);
  });

  it('reads absent paths as undefined', async () => {
    await expect(store.readText('nothing/here.java')).resolves.toBeUndefined();
  });
});

describe('GitBatchReader', () => {
  it('answers many requests in order, missing ones as undefined', async () => {
    const reader = new GitBatchReader(join(root, '.git'));
    try {
      const names = [`HEAD:data/data.json`, 'HEAD:no/such/file', `HEAD:${RMINER_COMMITS_FOLDER}/shop-${CHILD}/README.md`];
      const results = await Promise.all([...names, ...names].map((name) => reader.readText(name)));
      expect(results[0]).toContain('"repository"');
      expect(results[1]).toBeUndefined();
      expect(results[2]).toBe('new\n');
      expect(results.slice(3)).toEqual(results.slice(0, 3));
    } finally {
      reader.close();
    }
  });

  it('rejects requests when git cannot read the directory', async () => {
    const reader = new GitBatchReader(join(root, 'not-a-git-dir'));
    await expect(reader.read('HEAD:x')).rejects.toThrow(/git cat-file/);
  });
});

describe('readDataArgument', () => {
  it('reads a path or git:<gitdir>:<path>', () => {
    const viaGit = readDataArgument(`git:${join(root, '.git')}:data/data.json`);
    expect(readDataArgument(join(root, 'data', 'data.json'))).toBe(viaGit);
    expect(JSON.parse(viaGit)).toHaveLength(2);
  });

  it('says what is wrong in one line', () => {
    expect(() => readDataArgument(join(root, 'nope.json'))).toThrow(/^no such file/);
    expect(() => readDataArgument(`git:${join(root, '.git')}:no/such.json`)).toThrow(/^git show HEAD:no\/such.json failed/);
    expect(() => readDataArgument('git:only-one-part')).toThrow(/git:<gitdir>:<path>/);
  });
});
