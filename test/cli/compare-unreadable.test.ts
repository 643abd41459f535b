import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refdiff } from './cli-harness';

const RENAMED = (name: string) => `function ${name}(items) {\n  const total = items.reduce((sum, item) => sum + item.price * item.count, 0);\n  return total > 100 ? total * 0.9 : total;\n}\nmodule.exports = { ${name} };\n`;

/**
 * `compare` on trees the file system partly refuses: what can be read is compared, the rest is
 * named in one warning line each, never an internal error.
 */
describe('refdiff compare on unreadable trees', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'refdiff-unreadable-'));
    chmodSync(root, 0o755);
    for (const [side, name] of [['before', 'sum'], ['after', 'total']]) {
      mkdirSync(join(root, side, 'src'), { recursive: true });
      writeFileSync(join(root, side, 'src', 'price.js'), RENAMED(name));
    }
  });
  afterEach(() => {
    chmodSync(join(root, 'after', 'src'), 0o755);
    rmSync(root, { recursive: true, force: true });
  });

  test('a symlink loop is a warning, the rest is compared', async () => {
    symlinkSync('loop.js', join(root, 'after', 'src', 'loop.js'));
    const run = await refdiff(root, ['compare', 'before', 'after']);
    expect(run.stderr).toMatch(/loop\.js: symbolic link loop \(ELOOP\); skipped/);
    expect(run.stderr).not.toMatch(/internal error/);
    expect(run.stdout).toMatch(/Rename Function/);
    expect(run.code).toBe(0);
  });

  test('a folder without read permission is a warning, the rest is compared', async () => {
    const locked = join(root, 'after', 'src', 'locked');
    mkdirSync(locked);
    writeFileSync(join(locked, 'hidden.js'), RENAMED('hidden'));
    chmodSync(locked, 0);
    const run = await asUnprivileged(() => refdiff(root, ['compare', 'before', 'after']));
    expect(run.stderr).toMatch(/locked: permission denied \(EACCES\); skipped/);
    expect(run.stderr).not.toMatch(/internal error/);
    expect(run.stdout).toMatch(/Rename Function/);
    expect(run.code).toBe(0);
  });

  test('an unreadable file is a warning, the rest is compared', async () => {
    writeFileSync(join(root, 'after', 'src', 'secret.js'), RENAMED('secret'));
    chmodSync(join(root, 'after', 'src', 'secret.js'), 0);
    const run = await asUnprivileged(() => refdiff(root, ['compare', 'before', 'after']));
    expect(run.stderr).toMatch(/secret\.js: permission denied \(EACCES\); skipped/);
    expect(run.stdout).toMatch(/Rename Function/);
    expect(run.code).toBe(0);
  });

  test('a file with NUL bytes is skipped as binary and invalid UTF-8 is read as Latin-1, each with a warning', async () => {
    writeFileSync(join(root, 'after', 'src', 'blob.js'), Buffer.from([0x66, 0x00, 0x01, 0x02]));
    writeFileSync(join(root, 'after', 'src', 'legacy.js'), Buffer.concat([Buffer.from('// caf'), Buffer.from([0xe9]), Buffer.from('\nfunction legacy() {}\n')]));
    const run = await refdiff(root, ['compare', 'before', 'after']);
    expect(run.stderr).toMatch(/src\/blob\.js: binary file; skipped/);
    expect(run.stderr).toMatch(/src\/legacy\.js: not valid UTF-8; read as Latin-1/);
    expect(run.stdout).toMatch(/Rename Function/);
    expect(run.code).toBe(0);
  });

  test('a symlink loop given as a tree is a one-line usage error', async () => {
    symlinkSync('self', join(root, 'self'));
    const run = await refdiff(root, ['compare', 'before', 'self']);
    expect(run.stderr).toBe('refdiff: cannot read self: symbolic link loop (ELOOP)\n');
    expect(run.code).toBe(2);
  });
});

/**
 * Permissions do not stop root: as root, the work runs with the effective user `nobody` (the
 * real user stays root, so it can switch back). The temp tree is world-readable for that.
 */
async function asUnprivileged<T>(work: () => Promise<T>): Promise<T> {
  if (process.geteuid?.() !== 0) return work();
  process.setegid!(65534);
  process.seteuid!(65534);
  try {
    return await work();
  } finally {
    process.seteuid!(0);
    process.setegid!(0);
  }
}
