import { languageOfPath } from '../languages/registry';
import { execFile } from 'node:child_process';
import { gitEnvironment } from '../sources/git/process';

/** The commits whose files say which languages a daemon warms up: the latest ones. */
const RECENT_COMMITS = 20;

/** At most this many languages are warmed up (the CPU a start costs stays bounded). */
export const MAX_WARM_LANGUAGES = 3;

/**
 * The languages the next commits most likely touch: those of the files the latest commits
 * changed (the commit that auto-started the daemon among them), most files first. One git
 * process whose output is bounded by those commits, not by the size of the repository as
 * `git ls-files` would be. None when git cannot say (no commit yet).
 */
export async function languagesToWarm(cwd: string): Promise<string[]> {
  const listed = await recentFiles(cwd);
  const files = new Map<string, number>();
  for (const path of new Set(listed.split('\0'))) {
    const language = path && languageOfPath(path);
    if (language) files.set(language, (files.get(language) ?? 0) + 1);
  }
  return [...files.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_WARM_LANGUAGES)
    .map(([language]) => language);
}

/**
 * The latest commits' files, NUL-separated (names as they are, not quoted). A background process
 * with no terminal: no gpg run on signed commits (`log.showSignature`), and no object fetched
 * over the network in a partial clone (GIT_NO_LAZY_FETCH, git 2.44 and later; ignored before).
 */
function recentFiles(cwd: string): Promise<string> {
  const args = ['log', `-${RECENT_COMMITS}`, '--no-show-signature', '-z', '--name-only', '--format=', '--no-renames', 'HEAD'];
  return new Promise((settle) => {
    execFile('git', args, { cwd, env: { ...gitEnvironment(), GIT_NO_LAZY_FETCH: '1' }, encoding: 'utf8', maxBuffer: 16 << 20 }, (error, stdout) => settle(error ? '' : stdout));
  });
}
