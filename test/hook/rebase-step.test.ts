import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentRebaseStep } from '../../src/hook/rebase-step';

const dir = mkdtempSync(join(tmpdir(), 'refdiff-rebase-step-'));
execFileSync('git', ['init', '-q', dir], { env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function done(text: string): void {
  mkdirSync(join(dir, '.git', 'rebase-merge'), { recursive: true });
  writeFileSync(join(dir, '.git', 'rebase-merge', 'done'), text);
}

test('outside a rebase there is no step', async () => {
  expect(await currentRebaseStep(dir)).toBeUndefined();
});

test('the last command done is the step; fixup and squash amend, abbreviations included', async () => {
  done('pick 1a2b3c Tidy\nfixup 4d5e6f fixup! Tidy\n');
  expect(await currentRebaseStep(dir)).toEqual({ command: 'fixup', amends: true });
  done('pick 1a2b3c Tidy\ns 4d5e6f More\n');
  expect(await currentRebaseStep(dir)).toEqual({ command: 'squash', amends: true });
  done('fixup -C 4d5e6f amend! Tidy\n');
  expect(await currentRebaseStep(dir)).toEqual({ command: 'fixup', amends: true });
  done('fixup 4d5e6f fixup! Tidy\npick 7a8b9c Notes\n');
  expect(await currentRebaseStep(dir)).toEqual({ command: 'pick', amends: false });
});
