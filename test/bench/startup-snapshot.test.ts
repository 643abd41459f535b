import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(__dirname, '..', '..');
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

function startupSnapshot(...args: string[]) {
  return spawnSync(TSX, [join(REPO_ROOT, 'bench', 'startup-snapshot.ts'), ...args], { encoding: 'utf8', cwd: REPO_ROOT });
}

describe('bench/startup-snapshot.ts', () => {
  it('builds a snapshot of the hook bundle and times the three starts', () => {
    const result = startupSnapshot('--rounds', '1');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const rows = result.stdout.trim().split('\n');
    expect(rows[0]).toMatch(/^node v\d+\.\d+\.\d+; snapshot blob \d+\.\d MiB, built in \d+ ms$/);
    expect(rows.slice(3).map((row) => row.split(' | ')[0])).toEqual(['node -e 0', 'hook bundle from the code cache', 'hook bundle from a startup snapshot']);
    for (const row of rows.slice(3)) expect(Number(row.split(' | ')[1])).toBeGreaterThan(0);
  });

  it('says in one line that the bundle is missing', () => {
    const result = startupSnapshot('--dist', join(REPO_ROOT, 'no-such-dist'));
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^startup-snapshot: .*no-such-dist\/hook\.js is missing: run npm run build first\n$/);
  });
});
