import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { languagesOfPaths } from '../languages/registry';
import { loadPolicy } from '../policy';
import { changedPaths } from '../sources/git/changes';
import { PER_COMMIT_GIT } from '../hook/kept-repositories';
import type { AnalyseAheadRequest } from '../hook/analysis-protocol';
import { keptForWatch } from './kept-git-variables';
import { gitPaths, HOOK_SCRIPT_GIT_PATHS } from '../hook/git-paths';
import { ListingShell } from './listing-shell';

/**
 * The daemon analyses a change as soon as it is staged, before its commit asks: `git add`
 * writes the work tree's index, the daemon lists what is staged against HEAD as the hook
 * script does, and its analysis thread analyses it and keeps the result, unsent. The commit's
 * request then finds it done (or under way) when it asks for exactly that change with exactly
 * those options (analysis-worker.ts compares them in full); anything else is analysed as before.
 * Only work trees the daemon has served are watched, with the environment of their last
 * request (less what belongs to that one commit).
 */
export interface AheadOptions {
  /** Runs `work` after the daemon's requests so far, with the process's environment and folder set (withProcessContext). */
  inTurn(env: NodeJS.ProcessEnv, cwd: string, work: () => Promise<void>): void;
  /** Hands the analysis to the warm thread. */
  analyse(cwd: string, env: NodeJS.ProcessEnv, request: Omit<AnalyseAheadRequest, 'type' | 'context' | 'reply'>): void;
}

/**
 * How long after the index is written the daemon lists it, but for the first write after a
 * commit was answered (most often the next change's `git add`), which is listed at once: the
 * analysis then runs while the commit that follows starts (git, the hook script, its client),
 * and its request finds it done or under way. git commit writes the index again as it starts,
 * and its request follows within milliseconds: a listing then would only delay it (the listing
 * runs in turn with the requests). A request cancels the listings still waiting.
 */
export const AHEAD_DELAY_MS = 200;

/** What a commit's environment holds for that commit alone: not for a later listing. */
const ONE_COMMIT = new RegExp(`^(GIT_(${PER_COMMIT_GIT})|REFDIFF_HOOK_(GIT|STAGED))$`);

interface Watched {
  /** The environment of the work tree's last request, less what belonged to that commit alone. */
  env: NodeJS.ProcessEnv;
  watcher?: FSWatcher;
  state: 'idle' | 'queued' | 'again';
  /** No write of the index since a commit was answered: the next one is listed at once. */
  eager: boolean;
  /** Runs the listings' git commands, with `env`. */
  shell?: ListingShell;
}

export class StagedAhead {
  private readonly watched = new Map<string, Watched>();
  /** Listings waiting for their delay, by work tree. */
  private readonly waiting = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly options: AheadOptions,
    private readonly delayMs = AHEAD_DELAY_MS,
  ) {}

  /** A commit asks: the listings still waiting are not made (the commit's request analyses what it commits). */
  requested(): void {
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
  }

  /** After a request for the work tree at `cwd`: watch its index, with this environment; settled once watched (or not watchable). */
  served(cwd: string, requestEnv: NodeJS.ProcessEnv): Promise<void> {
    // Never what can carry a credential (`git -c`): the listing shell and its analysis live on for hours.
    const env = Object.fromEntries(Object.entries(requestEnv).filter(([name]) => !ONE_COMMIT.test(name) && keptForWatch(name)));
    const known = this.watched.get(cwd);
    if (known) {
      // git's commands see the new environment: a new shell for them.
      if (JSON.stringify(known.env) !== JSON.stringify(env)) {
        known.shell?.close();
        known.shell = undefined;
      }
      known.env = env;
      known.eager = true;
      return Promise.resolve();
    }
    const entry: Watched = { env, state: 'idle', eager: true };
    this.watched.set(cwd, entry);
    const watchIndex = (index: string) => {
      const name = basename(index);
      try {
        // git writes the index as index.lock, then renames it: the new index's name is the event's.
        entry.watcher = watch(dirname(index), { persistent: false }, (_event, file) => {
          if (file === name) this.written(cwd);
        });
        entry.watcher.on('error', () => this.forget(cwd));
      } catch {
        // Not watchable here: commits are analysed when they ask, as without it.
      }
    };
    // git hands a plain commit's hook the index itself (a temporary one to `commit -a` or `commit <paths>`):
    // watched at once, before the next `git add`; else git is asked where it is.
    const given = requestEnv.GIT_INDEX_FILE;
    if (given && basename(given) === 'index') return Promise.resolve(watchIndex(resolve(cwd, given)));
    return new Promise((watching) =>
      this.options.inTurn(env, cwd, async () => {
        try {
          watchIndex((await gitPaths(cwd, ['index'])).paths[0]);
        } finally {
          watching();
        }
      }),
    );
  }

  /** Stops watching everything (the daemon leaves). */
  close(): void {
    for (const cwd of [...this.watched.keys()]) this.forget(cwd);
  }

  /** Listings waiting for their delay (for tests). */
  get waitingListings(): number {
    return this.waiting.size;
  }

  /** The index was written: listed at once if it is the first write since a commit was answered, else after the delay. */
  private written(cwd: string): void {
    const entry = this.watched.get(cwd);
    if (!entry?.eager) return this.schedule(cwd);
    entry.eager = false;
    this.changed(cwd);
  }

  private schedule(cwd: string): void {
    clearTimeout(this.waiting.get(cwd));
    const timer = setTimeout(() => {
      this.waiting.delete(cwd);
      this.changed(cwd);
    }, this.delayMs);
    timer.unref();
    this.waiting.set(cwd, timer);
  }

  private forget(cwd: string): void {
    clearTimeout(this.waiting.get(cwd));
    this.waiting.delete(cwd);
    this.watched.get(cwd)?.watcher?.close();
    this.watched.get(cwd)?.shell?.close();
    this.watched.delete(cwd);
  }

  /** One listing at a time per work tree; an index written meanwhile is listed once more after it. */
  private changed(cwd: string): void {
    const entry = this.watched.get(cwd);
    if (!entry) return;
    if (entry.state !== 'idle') {
      entry.state = 'again';
      return;
    }
    entry.state = 'queued';
    const list = () =>
      this.options.inTurn(entry.env, cwd, async () => {
        try {
          await this.list(cwd, entry);
        } finally {
          const again = entry.state === 'again';
          entry.state = again ? 'queued' : 'idle';
          if (again) list();
        }
      });
    list();
  }

  /** What the hook would ask the thread for a plain commit of what is staged now (prepare-commit-msg.ts). */
  private async list(cwd: string, entry: Watched): Promise<void> {
    if (!entry.shell?.usable) entry.shell = new ListingShell(cwd, entry.env, HOOK_SCRIPT_GIT_PATHS);
    const listing = await entry.shell.list();
    if (!listing?.head || !listing.changes || listing.changes.length === 0) return;
    const policy = loadPolicy({ cwd, topLevel: cwd });
    if (!policy.commitMessage.enabled && policy.rules.length === 0) return;
    const languages = languagesOfPaths(changedPaths(listing.changes), policy.analysis.languages).sort();
    if (languages.length === 0) return;
    this.options.analyse(cwd, entry.env, { amend: false, languages, policy, listed: { head: listing.head, changes: listing.changes, shallowFile: listing.paths[2] } });
  }
}
