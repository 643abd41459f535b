import { symlinkSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { listTreeChanges } from '../../../src/sources/git/changes';
import { readChangedFiles } from '../../../src/sources/git/files';
import { GitRepository } from '../../../src/sources/git/repository';
import { TestRepo } from './git-fixture';

describe('readChangedFiles', () => {
  let repo: TestRepo;
  let git: GitRepository;
  let first: string;
  let second: string;

  beforeAll(async () => {
    repo = new TestRepo();
    repo.write('src/Mod.java', 'class Mod {}\n').write('src/Keep.java', 'class Keep {}\n').write('tool.sh', 'echo\n');
    first = repo.commit('first');
    repo.write('src/Mod.java', 'class Mod { void m() {} }\n');
    repo.write('src/Binary.java', Buffer.from([0x63, 0x6c, 0x00, 0x01, 0x02]));
    repo.write('src/Pointer.java', 'version https://git-lfs.github.com/spec/v1\noid sha256:' + 'a'.repeat(64) + '\nsize 12345\n');
    repo.write('src/Big.java', `class Big {}\n${'// filler\n'.repeat(300)}`);
    repo.write('src/Latin.java', Buffer.concat([Buffer.from('class Caf'), Buffer.from([0xe9]), Buffer.from(' {}\n')]));
    repo.write('src/Utf.java', 'class Ünïcode {}\n');
    repo.write('README.md', '# not code\n');
    symlinkSync('Mod.java', join(repo.dir, 'src/Link.java'));
    chmodSync(join(repo.dir, 'tool.sh'), 0o755);
    repo.git('add', '-A');
    repo.git('update-index', '--add', '--cacheinfo', `160000,${first},vendor/Sub.java`);
    second = repo.commit('second');
    git = await GitRepository.open(repo.dir);
  });
  afterAll(async () => {
    await git.close();
    repo.cleanup();
  });

  async function read(maxFileSizeBytes?: number) {
    const changes = await listTreeChanges(repo.dir, first, second);
    return readChangedFiles(git, changes, { accept: (path) => path.endsWith('.java') || path.endsWith('.sh'), maxFileSizeBytes });
  }

  it('keeps regular text files on each side, and nothing unchanged', async () => {
    const files = await read();
    expect(files.before).toEqual([{ path: 'src/Mod.java', content: 'class Mod {}\n' }]);
    expect(files.after.map((f) => f.path).sort()).toEqual(['src/Big.java', 'src/Latin.java', 'src/Mod.java', 'src/Utf.java']);
    expect(files.after.find((f) => f.path === 'src/Utf.java')?.content).toBe('class Ünïcode {}\n');
  });

  it('leaves out submodules, symlinks, mode-only changes, binaries and LFS pointers', async () => {
    const files = await read();
    const paths = files.after.map((f) => f.path);
    for (const path of ['vendor/Sub.java', 'src/Link.java', 'tool.sh', 'src/Binary.java', 'src/Pointer.java']) {
      expect(paths).not.toContain(path);
    }
    expect(files.warnings).toEqual(
      expect.arrayContaining(['src/Binary.java: binary file; skipped', 'src/Pointer.java: Git LFS pointer, content not in the repository; skipped']),
    );
  });

  it('reads invalid UTF-8 as Latin-1, with a warning', async () => {
    const files = await read();
    expect(files.after.find((f) => f.path === 'src/Latin.java')?.content).toBe('class Café {}\n');
    expect(files.warnings).toContain('src/Latin.java: not valid UTF-8; read as Latin-1');
  });

  it('skips files over the size limit, with a warning', async () => {
    const files = await read(1024);
    expect(files.after.map((f) => f.path)).not.toContain('src/Big.java');
    expect(files.warnings).toContain('src/Big.java: 2.9 KiB, over the 1 KiB limit; skipped');
  });
});
