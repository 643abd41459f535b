import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CatFileBatch, type ObjectReader } from './cat-file';
import { parseCommitObject, type CommitInfo } from './commits';
import { GitError, ShallowHistoryError, ShallowRevisionError } from './errors';
import { assertDirectory, gitText, runGit } from './process';

/**
 * One repository opened for reading: its top-level folder, and one `git cat-file --batch`
 * process for every object read. Close it when done.
 */
export class GitRepository {
  private emptyTreeId: Promise<string> | undefined;
  private shallowCommits: Set<string> | undefined;

  private constructor(
    readonly cwd: string,
    private readonly shallowFile: string,
    readonly objects: ObjectReader,
  ) {}

  /**
   * Opens the repository containing `cwd`; throws a GitError when there is none. `shallowFile`
   * (`git rev-parse --git-path shallow`), when the caller knows it, saves a git process.
   * `reader` makes its object reader (the daemon's keeps the blobs it read).
   */
  static async open(cwd: string, knownShallowFile?: string, reader: (cwd: string) => ObjectReader = (dir) => new CatFileBatch(dir)): Promise<GitRepository> {
    assertDirectory(cwd);
    const shallowFile = knownShallowFile ?? (await gitText(cwd, ['rev-parse', '--git-path', 'shallow']));
    return new GitRepository(cwd, resolve(cwd, shallowFile), reader(cwd));
  }

  close(): Promise<void> {
    return this.objects.close();
  }

  /** The full id of the commit `rev` names; a GitError naming `rev` when there is none. */
  async resolveCommit(rev: string): Promise<string> {
    if (rev.startsWith('-') || /[\n\r\0]/.test(rev)) throw new GitError(`invalid revision '${rev}'`);
    const { stdout, code } = await runGit(this.cwd, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { okCodes: [1, 128] });
    const sha = stdout.toString('utf8').trim();
    if (code !== 0 || !sha) {
      // `HEAD~1` at depth 1 is no typo: its commit was not fetched.
      if (/[~^]/.test(rev) && this.isShallow()) throw new ShallowRevisionError(rev);
      throw new GitError(`unknown revision '${rev}'`);
    }
    return sha;
  }

  /**
   * Throws a GitError unless `cwd` is in a work tree: a bare repository (or its git directory)
   * has no index of its own, and `command` would report against an empty one.
   */
  async assertWorkTree(command: string): Promise<void> {
    if ((await gitText(this.cwd, ['rev-parse', '--is-inside-work-tree'])) === 'true') return;
    throw new GitError(`'${command}' needs a work tree; ${resolve(this.cwd)} is not in one (a bare repository?)`);
  }

  /** HEAD's commit id, or undefined on an unborn branch (a repository without commits yet). */
  async headCommit(): Promise<string | undefined> {
    const { stdout, code } = await runGit(this.cwd, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { okCodes: [1, 128] });
    return code === 0 ? stdout.toString('utf8').trim() : undefined;
  }

  async readCommit(sha: string): Promise<CommitInfo> {
    const object = await this.objects.read(sha);
    if (!object?.content) throw new GitError(`cannot read commit ${sha}`);
    if (object.type !== 'commit') throw new GitError(`${sha} is a ${object.type}, not a commit`);
    return parseCommitObject(object.oid, object.content);
  }

  /**
   * The parent a commit is compared with (1-based `parent`, first by default), or undefined for
   * a root commit. Throws when the parent is beyond a shallow clone's boundary.
   */
  async parentOf(commit: CommitInfo, parent = 1): Promise<string | undefined> {
    if (commit.parents.length === 0) return undefined;
    if (parent < 1 || parent > commit.parents.length) {
      throw new GitError(`commit ${commit.sha.slice(0, 12)} has ${commit.parents.length} parent(s); --parent ${parent} is out of range`);
    }
    const sha = commit.parents[parent - 1];
    if (this.isShallowBoundary(commit.sha) || !(await this.objects.read(sha, 0))) throw new ShallowHistoryError(commit.sha);
    return sha;
  }

  /** The id of the empty tree in this repository's hash (SHA-1 or SHA-256). */
  emptyTree(): Promise<string> {
    this.emptyTreeId ??= gitText(this.cwd, ['hash-object', '-t', 'tree', '--stdin'], { input: '' });
    return this.emptyTreeId;
  }

  private isShallow(): boolean {
    return this.boundaryCommits().size > 0;
  }

  /** Commits whose parents a shallow clone cut off (`.git/shallow`). */
  private isShallowBoundary(sha: string): boolean {
    return this.boundaryCommits().has(sha);
  }

  private boundaryCommits(): Set<string> {
    if (!this.shallowCommits) {
      let text = '';
      try {
        text = readFileSync(this.shallowFile, 'utf8');
      } catch {
        // not shallow
      }
      this.shallowCommits = new Set(text.split('\n').filter(Boolean));
    }
    return this.shallowCommits;
  }
}
