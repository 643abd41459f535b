import { TestRepo } from '../sources/git/git-fixture';
import { refdiff } from './cli-harness';

/** A file name with the escape sequences a hostile commit could carry: OSC title + BEL, CR, C1 CSI. */
const HOSTILE = 'lib/\u001b]0;pwned\u0007\r\u009b31m.js';
const SHOWN = 'lib/\\x1b]0;pwned\\x07\\x0d\\x9b31m.js';

const JS = (name: string, tail = '') => `function ${name}(items, separator) {
  const parts = [];
  for (const item of items) {
    parts.push(String(item).trim());
  }
  return parts.filter(Boolean).join(separator || ', ');
}
${tail}`;

/** Raw C0 (but newline) and C1 control characters: what must never reach a terminal. */
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe('control characters in file names never reach the terminal raw', () => {
  let repo: TestRepo;
  beforeAll(() => {
    repo = new TestRepo();
    repo.write(HOSTILE, JS('joinItems')).commit('Initial');
    repo.write(HOSTILE, JS('joinAll', 'function broken( {\n')).write('.refdiffrc.yml', 'rules:\n  - name: no-renames\n    match: { operation: RENAME }\n').commit('Rename');
  });
  afterAll(() => repo.cleanup());

  test('text report and warning lines escape them', async () => {
    const run = await refdiff(repo.dir, ['commit', '--format', 'text']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${SHOWN}:1: Rename Function joinItems(items, separator) to joinAll(items, separator)`);
    expect(run.stderr).toContain(`refdiff: warning: after: ${SHOWN}:8: syntax error`);
    expect(run.stdout).not.toMatch(RAW_CONTROL);
    expect(run.stderr).not.toMatch(RAW_CONTROL);
  });

  test('violation messages escape them', async () => {
    const run = await refdiff(repo.dir, ['check']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`(${SHOWN}:1)`);
    expect(run.stdout).not.toMatch(RAW_CONTROL);
    expect(run.stderr).not.toMatch(RAW_CONTROL);
  });
});
