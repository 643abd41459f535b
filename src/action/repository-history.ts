import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gitText, runGit } from '../sources/git/process';

/**
 * The questions the action asks of the checked-out repository's history, and the fetches that
 * complete a shallow or partial checkout (actions/checkout fetches one commit by default).
 */
export class RepositoryHistory {
  /** `git fetch` runs made to complete the history, for the summary. */
  readonly fetches: string[] = [];

  constructor(
    readonly cwd: string,
    private readonly remote = 'origin',
  ) {}

  async isRepository(): Promise<boolean> {
    const { stdout, code } = await runGit(this.cwd, ['rev-parse', '--is-inside-work-tree'], { okCodes: [128] });
    return code === 0 && stdout.toString('utf8').trim() === 'true';
  }

  async isShallow(): Promise<boolean> {
    return (await gitText(this.cwd, ['rev-parse', '--is-shallow-repository'])) === 'true';
  }

  /** Commits whose parents a shallow clone cut off. */
  async shallowBoundary(): Promise<Set<string>> {
    const file = resolve(this.cwd, await gitText(this.cwd, ['rev-parse', '--git-path', 'shallow']));
    try {
      return new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
    } catch {
      return new Set();
    }
  }

  /** The full id of the commit `rev` names, or undefined. */
  async resolveCommit(rev: string): Promise<string | undefined> {
    const { stdout, code } = await runGit(this.cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], {
      okCodes: [1, 128],
    });
    return code === 0 ? stdout.toString('utf8').trim() : undefined;
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    const { code } = await runGit(this.cwd, ['merge-base', '--is-ancestor', ancestor, descendant], { okCodes: [1] });
    return code === 0;
  }

  async mergeBase(a: string, b: string): Promise<string | undefined> {
    const { stdout, code } = await runGit(this.cwd, ['merge-base', a, b], { okCodes: [1] });
    return code === 0 ? stdout.toString('utf8').trim() : undefined;
  }

  /** Commits reachable from `head` and from none of `exclude`, oldest first; merges left out. */
  async commitsBetween(head: string, exclude: readonly string[], options: { merges?: boolean } = {}): Promise<string[]> {
    const args = ['rev-list', '--reverse', '--topo-order'];
    if (!options.merges) args.push('--no-merges');
    args.push(head, ...exclude.map((sha) => `^${sha}`), '--');
    const text = await gitText(this.cwd, args);
    return text.split('\n').filter(Boolean);
  }

  /**
   * Whether the history between `a` and `b` is all here: walking from either side to their
   * common history meets no commit whose parents a shallow clone cut off. Only then are
   * rev-list, merge-base and each commit's parent trustworthy.
   */
  async isComplete(a: string, b?: string): Promise<boolean> {
    const boundary = await this.shallowBoundary();
    if (boundary.size === 0) return true;
    if (b === undefined) return !boundary.has(a);
    const sides = await Promise.all([this.commitsBetween(a, [b], { merges: true }), this.commitsBetween(b, [a], { merges: true })]);
    return !sides.flat().some((sha) => boundary.has(sha));
  }

  /** Fetches commits by id from the remote (GitHub serves any reachable commit); false on failure. */
  async fetchCommits(shas: readonly string[]): Promise<boolean> {
    return this.fetch(['--no-tags', this.remote, ...shas]);
  }

  /** Fetches a branch into `refs/remotes/<remote>/<branch>`; the ref's name, or undefined on failure. */
  async fetchBranch(branch: string): Promise<string | undefined> {
    const ref = `refs/remotes/${this.remote}/${branch}`;
    if (await this.resolveCommit(ref)) return ref;
    return (await this.fetch(['--no-tags', this.remote, `+refs/heads/${branch}:${ref}`])) ? ref : undefined;
  }

  /** Deepens a shallow clone by `commits`, or removes its boundary altogether. */
  async deepen(commits: number | 'unshallow'): Promise<boolean> {
    const depth = commits === 'unshallow' ? '--unshallow' : `--deepen=${commits}`;
    return this.fetch(['--no-tags', depth, this.remote]);
  }

  private async fetch(args: readonly string[]): Promise<boolean> {
    const { code } = await runGit(this.cwd, ['-c', 'protocol.version=2', 'fetch', '--quiet', ...args], { okCodes: [1, 128] });
    if (code === 0) this.fetches.push(`git fetch ${args.join(' ')}`);
    return code === 0;
  }
}
