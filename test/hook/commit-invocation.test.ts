import { detectAmend, gitSubcommand, isAmend } from '../../src/hook/commit-invocation';

describe('gitSubcommand', () => {
  test('skips git options before the subcommand', () => {
    expect(gitSubcommand(['git', '-c', 'core.commentChar=;', '-C', 'repo', '--no-pager', 'commit', '--amend'])).toEqual({ name: 'commit', args: ['--amend'] });
    expect(gitSubcommand(['/usr/lib/git-core/git', 'cherry-pick', 'x'])?.name).toBe('cherry-pick');
    expect(gitSubcommand(['git-commit', '-m', 'x'])).toEqual({ name: 'commit', args: ['-m', 'x'] });
  });

  test('other programs are not git', () => {
    expect(gitSubcommand(['sh', '.git/hooks/prepare-commit-msg'])).toBeUndefined();
    expect(gitSubcommand(['node', 'cli.js', 'commit'])).toBeUndefined();
  });
});

describe('isAmend', () => {
  test('--amend, its unique prefixes, and --no-amend after it', () => {
    expect(isAmend(['--amend'])).toBe(true);
    expect(isAmend(['-q', '--am', '--no-edit'])).toBe(true);
    expect(isAmend(['--amend', '--no-amend'])).toBe(false);
    expect(isAmend(['-a', '-m', 'x'])).toBe(false);
  });

  test('option values and paths are not options', () => {
    expect(isAmend(['-m', '--amend'])).toBe(false);
    expect(isAmend(['--message', '--amend'])).toBe(false);
    expect(isAmend(['-am', '--amend'])).toBe(false);
    expect(isAmend(['-C', 'HEAD'])).toBe(false);
    expect(isAmend(['--', '--amend'])).toBe(false);
    expect(isAmend(['--message=x', '--amend'])).toBe(true);
  });
});

describe('detectAmend', () => {
  test('no git commit among the ancestors of this test process', () => {
    expect(detectAmend()).toBeUndefined();
  });
});
