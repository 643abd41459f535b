import { listIndexChanges, listTreeChanges, parseRawDiff, parseRawDiffLines, unquoteGitPath } from '../../../src/sources/git/changes';
import { TestRepo } from './git-fixture';

describe('listTreeChanges', () => {
  let repo: TestRepo;
  afterEach(() => repo.cleanup());

  it('lists additions, deletions, modifications and renames with both paths', async () => {
    repo = new TestRepo();
    const body = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    repo.write('keep.txt', 'same\n').write('old name.txt', body).write('gone.txt', 'bye\n').write('edit.txt', 'a\n');
    const first = repo.commit('first');
    repo.remove('gone.txt').remove('old name.txt');
    repo.write('dir/new name.txt', body).write('edit.txt', 'b\n').write('added.txt', 'hi\n');
    const second = repo.commit('second');

    const changes = await listTreeChanges(repo.dir, first, second);
    const summary = changes.map((c) => `${c.status} ${c.before?.path ?? '-'} -> ${c.after?.path ?? '-'}`).sort();
    expect(summary).toEqual([
      'A - -> added.txt',
      'D gone.txt -> -',
      'M edit.txt -> edit.txt',
      'R old name.txt -> dir/new name.txt',
    ]);
    const rename = changes.find((c) => c.status === 'R');
    expect(rename?.score).toBe(100);
    expect(rename?.before?.oid).toBe(repo.git('rev-parse', `${first}:old name.txt`));
  });

  it('keeps paths with newlines, tabs, quotes and non-ASCII intact', async () => {
    repo = new TestRepo();
    const first = repo.commit('empty');
    const names = ['line\nbreak.js', 'tab\there.js', 'quote"d.js', 'ünïcödé/файл.js', ' leading space.js'];
    for (const name of names) repo.write(name, `// ${name.length}\n`);
    const second = repo.commit('odd names');
    const changes = await listTreeChanges(repo.dir, first, second);
    expect(changes.map((c) => c.after?.path).sort()).toEqual([...names].sort());
  });

  it('lists what the index holds against a tree', async () => {
    repo = new TestRepo();
    repo.write('a.txt', 'one\n');
    const head = repo.commit('one');
    repo.write('a.txt', 'two\n').write('b.txt', 'new\n');
    repo.git('add', 'a.txt');
    const changes = await listIndexChanges(repo.dir, head);
    expect(changes.map((c) => `${c.status} ${c.after?.path}`)).toEqual(['M a.txt']);
    expect(changes[0].after?.oid).toBe(repo.git('rev-parse', ':a.txt'));
  });
});

describe('parseRawDiff', () => {
  it('reads copies as a new path only (the source is unchanged)', () => {
    const a = 'a'.repeat(40);
    const raw = Buffer.from(`:100644 100644 ${a} ${a} C100\0src.js\0copy.js\0:000000 100644 ${'0'.repeat(40)} ${a} A\0new.js\0`);
    expect(parseRawDiff(raw)).toEqual([
      { status: 'C', score: 100, after: { path: 'copy.js', mode: '100644', oid: a } },
      { status: 'A', after: { path: 'new.js', mode: '100644', oid: a } },
    ]);
  });

  it('reads nothing from empty output', () => {
    expect(parseRawDiff(Buffer.alloc(0))).toEqual([]);
  });
});

describe('parseRawDiffLines (the listing a shell script keeps, without -z)', () => {
  let repo: TestRepo;
  afterEach(() => repo.cleanup());

  const RAW = ['diff-index', '--cached', '-r', '--raw', '--no-abbrev', '-M', 'HEAD', '--'];

  it.each([['true'], ['false']])('gives what the -z listing gives, unusual paths included (core.quotePath=%s)', (quotePath) => {
    repo = new TestRepo();
    const body = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    repo.write('plain.java', 'a\n').write('old name.java', body).write('gone.java', 'bye\n');
    repo.commit('first');
    repo.remove('gone.java').remove('old name.java');
    repo.write('dir/new\tname.java', body).write('plain.java', 'b\n').write('café "q" \\.java', 'c\n').write('emoji 😀.java', 'd\n').write('new\nline.java', 'e\n');
    repo.git('add', '-A');
    const lines = repo.git('-c', `core.quotePath=${quotePath}`, ...RAW);
    const zero = parseRawDiff(Buffer.from(repo.git(...RAW.slice(0, 3), '-z', ...RAW.slice(3)), 'utf8'));
    expect(zero.map((change) => change.after?.path ?? change.before?.path).sort()).toEqual(['café "q" \\.java', 'dir/new\tname.java', 'emoji 😀.java', 'gone.java', 'new\nline.java', 'plain.java']);
    expect(parseRawDiffLines(lines)).toEqual(zero);
  });

  it('unquotes only what git quoted', () => {
    expect(unquoteGitPath('plain.java')).toBe('plain.java');
    expect(unquoteGitPath('"caf\\303\\251.java"')).toBe('café.java');
    expect(unquoteGitPath('"a\\tb\\\\c\\"d.java"')).toBe('a\tb\\c"d.java');
    // A name that merely starts with a quote, unquoted by git, stays as it is.
    expect(unquoteGitPath('"odd.java')).toBe('"odd.java');
  });
});
