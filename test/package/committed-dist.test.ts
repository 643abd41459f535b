import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

// The build makes dist/cli.js executable (and npm does when it links the bin): committed as
// 100644, every build or `npx refdiff` in a checkout would leave a mode change behind.
test('dist/cli.js is committed executable (100755)', () => {
  const entry = execFileSync('git', ['ls-files', '--stage', '--', 'dist/cli.js'], { cwd: ROOT, encoding: 'utf8' });
  expect(entry.split(' ')[0]).toBe('100755');
});
