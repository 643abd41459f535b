import { keptForWatch } from '../daemon/kept-git-variables';
import { BlobKeepingCatFile } from '../daemon/kept-blobs';
import { GitRepository } from '../sources/git/repository';

/**
 * git's variables that only a commit's own steps read (its index, editor, identity, reflog words,
 * and, where trace2 is on, the session of the git that ran the hook, new on every commit); the
 * daemon's listing ahead leaves them out too (ahead.ts).
 */
export const PER_COMMIT_GIT = 'INDEX_FILE|EDITOR|PREFIX|REFLOG_ACTION|(AUTHOR|COMMITTER)_(NAME|EMAIL|DATE)|TRACE2_PARENT_(SID|NAME)';

/** What a request's environment changes about reading objects by id: everything git reads but the per-commit variables. */
const NOT_ABOUT_OBJECTS = new RegExp(`^GIT_(${PER_COMMIT_GIT}|EXEC_PATH)$`);

/** A daemon serves one repository: a few work trees. Past this many, the one used longest ago is closed. */
const MAX_KEPT = 8;

/**
 * The daemon's analysis thread keeps each repository it read (one `git cat-file --batch`) from
 * one commit to the next, so a commit waits for one git process less. Objects are read by id,
 * which no commit changes; a repository is kept per work tree and per environment git reads
 * objects with (GIT_DIR, GIT_OBJECT_DIRECTORY, replace refs...), and one whose git process is
 * gone is opened again.
 */
export class KeptRepositories {
  private readonly kept = new Map<string, GitRepository>();

  async take(cwd: string, env: NodeJS.ProcessEnv, shallowFile?: string): Promise<GitRepository> {
    const key = keyOf(cwd, env);
    const found = this.kept.get(key);
    this.kept.delete(key);
    // Re-inserted: the map's order is the order of use.
    if (found?.objects.usable) {
      this.kept.set(key, found);
      return found;
    }
    void found?.close();
    // Its blobs kept too: the next commit's before side is mostly this one's after side.
    const opened = await GitRepository.open(cwd, shallowFile, (dir) => new BlobKeepingCatFile(dir));
    this.kept.set(key, opened);
    for (const [oldest, repository] of this.kept) {
      if (this.kept.size <= MAX_KEPT) break;
      this.kept.delete(oldest);
      void repository.close();
    }
    return opened;
  }

  /**
   * After a request: a reader opened under a git variable that may carry a credential or run a
   * command (`git -c`'s GIT_CONFIG_PARAMETERS, askpass, ssh...) is closed now, not kept for the
   * next commit, so that its `git cat-file` does not hold that environment for hours.
   */
  finished(cwd: string, env: NodeJS.ProcessEnv): void {
    if (!mayOutliveItsRequest(env)) this.drop(cwd, env);
  }

  /** After a failed request: its repository is not trusted again. */
  drop(cwd: string, env: NodeJS.ProcessEnv): void {
    const key = keyOf(cwd, env);
    void this.kept.get(key)?.close();
    this.kept.delete(key);
  }

  get size(): number {
    return this.kept.size;
  }
}

/** Whether a reader opened under `env` may serve later commits: every git variable it reads objects with is on the daemon's allow-list. */
export function mayOutliveItsRequest(env: NodeJS.ProcessEnv): boolean {
  return objectEnvironment(env).every(([name]) => keptForWatch(name));
}

function keyOf(cwd: string, env: NodeJS.ProcessEnv): string {
  return JSON.stringify([cwd, objectEnvironment(env)]);
}

/** The variables of `env` that change what git reads objects from, sorted: equal for two requests that read the same objects. */
export function objectEnvironment(env: NodeJS.ProcessEnv): [string, string | undefined][] {
  return Object.entries(env)
    .filter(([name]) => name.startsWith('GIT_') && !NOT_ABOUT_OBJECTS.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
