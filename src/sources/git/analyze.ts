import { analyzeFiles, type AnalysisOptions } from '../../engine/analyze';
import { languageOfPath } from '../../languages/registry';
import { buildReport } from '../../report/build';
import type { Report } from '../../report/types';
import { pathFilter } from '../path-filter';
import { listIndexChanges, listTreeChanges, type TreeChange } from './changes';
import type { CommitInfo } from './commits';
import { GitError } from './errors';
import { readChangedFiles, type ChangedFiles } from './files';
import { listRangeCommits, parseRange, rangeStart } from './history';
import { GitRepository } from './repository';

export type GitAnalysisOptions = AnalysisOptions & {
  /** Globs of paths to analyse (all when empty); `!glob` excludes. */
  include?: string[];
  exclude?: string[];
  /** Files over this size are skipped with a warning (default 1 MiB). */
  maxFileSizeBytes?: number;
};

export interface CommitAnalysis {
  /** Commit sha, or a label such as `index` or the empty tree's id. */
  before: string;
  after: string;
  commit?: Omit<CommitInfo, 'tree'>;
  report: Report;
  warnings: string[];
}

interface RepositoryOption {
  /** An open repository to reuse (one cat-file process for many commits); opened and closed here when absent. */
  repository?: GitRepository;
}

export interface AnalyzeCommitOptions extends RepositoryOption {
  cwd: string;
  rev: string;
  /** Which parent to compare with (1-based); the first by default. A root commit is compared with the empty tree. */
  parent?: number;
  analysis: GitAnalysisOptions;
}

/** The refactorings one commit made, compared with its first (or `parent`-th) parent. */
export function analyzeCommit(options: AnalyzeCommitOptions): Promise<CommitAnalysis> {
  return withRepository(options, async (repo) => {
    const sha = await repo.resolveCommit(options.rev);
    const commit = await repo.readCommit(sha);
    const parent = await repo.parentOf(commit, options.parent);
    const before = parent ?? (await repo.emptyTree());
    const changes = await listTreeChanges(repo.cwd, before, sha);
    const { tree: _tree, ...info } = commit;
    return { ...(await analyzeChanges(repo, changes, before, sha, options.analysis)), commit: info };
  });
}

export interface AnalyzeStagedOptions extends RepositoryOption {
  cwd: string;
  /** Compare the index with HEAD's first parent: what `git commit --amend` would record. */
  amend?: boolean;
  analysis: GitAnalysisOptions;
  /**
   * What the caller has already read from git (the hook, for a commit that amends nothing): HEAD
   * and the index's changes against it. Then only the files' contents are read here.
   */
  listed?: ListedStagedChanges;
}

/** The staged changes against HEAD, as `git diff-index --cached --raw -M HEAD` lists them. */
export interface ListedStagedChanges {
  head: string;
  changes: TreeChange[];
  /** `git rev-parse --git-path shallow`, absolute. */
  shallowFile: string;
}

/**
 * The refactorings staged in the index, compared with HEAD (the empty tree on an unborn branch).
 * GIT_INDEX_FILE is honoured, so inside a commit hook this reads the index being committed.
 */
export async function analyzeStaged(options: AnalyzeStagedOptions): Promise<CommitAnalysis> {
  return (await analyzeStagedIf(options, () => true))!;
}

/**
 * As analyzeStaged, but once the staged files are read, `admit` decides whether this caller
 * analyses them at all (the hook analyses a small change on its own thread, a large one on a
 * thread it can stop): undefined when it does not.
 */
export function analyzeStagedIf(options: AnalyzeStagedOptions, admit: (files: ChangedFiles) => boolean): Promise<CommitAnalysis | undefined> {
  const { listed } = options;
  if (listed && !options.amend) {
    return withRepository({ ...options, shallowFile: listed.shallowFile }, (repo) => analyzeChanges(repo, listed.changes, listed.head, 'index', options.analysis, admit));
  }
  // Against HEAD, the index is listed while the repository is opened and HEAD resolved (a
  // commit waits for each git process in turn); an unborn branch fails it, and the empty tree
  // is asked below.
  const againstHead = options.amend ? undefined : listIndexChanges(options.repository?.cwd ?? options.cwd, 'HEAD').catch(() => undefined);
  return withRepository(options, async (repo) => {
    const head = await repo.headCommit();
    let base: string | undefined = head;
    if (options.amend) {
      if (!head) throw new GitError('nothing to amend: the current branch has no commits yet');
      base = await repo.parentOf(await repo.readCommit(head));
    }
    const before = base ?? (await repo.emptyTree());
    const listed = head && !options.amend ? await againstHead : undefined;
    const changes = listed ?? (await listIndexChanges(repo.cwd, before));
    return analyzeChanges(repo, changes, before, 'index', options.analysis, admit);
  });
}

export interface AnalyzeRangeOptions extends RepositoryOption {
  cwd: string;
  /** `base..head`, or `base...head` to start from their merge base. */
  range: string;
  /** One diff of the whole range instead of one analysis per commit. */
  combined?: boolean;
  /** Analyse merge commits too (against their first parent); skipped by default. */
  includeMerges?: boolean;
  analysis: GitAnalysisOptions;
}

/** Per commit of `base..head`, oldest first; or, `combined`, one analysis of base against head. */
export function analyzeRange(options: AnalyzeRangeOptions): Promise<CommitAnalysis[]> {
  return withRepository(options, async (repo) => {
    const range = parseRange(options.range);
    if (options.combined) {
      const head = await repo.resolveCommit(range.head);
      const start = await rangeStart(repo, range, head);
      const changes = await listTreeChanges(repo.cwd, start, head);
      return [await analyzeChanges(repo, changes, start, head, options.analysis)];
    }
    const results: CommitAnalysis[] = [];
    for (const sha of await listRangeCommits(repo, range, options.includeMerges ?? false)) {
      results.push(await analyzeCommit({ cwd: repo.cwd, rev: sha, analysis: options.analysis, repository: repo }));
    }
    return results;
  });
}

/** Reads the changed files the analysis can use and runs the engine on them. */
async function analyzeChanges(
  repo: GitRepository,
  changes: readonly TreeChange[],
  before: string,
  after: string,
  analysis: GitAnalysisOptions,
): Promise<CommitAnalysis>;
async function analyzeChanges(
  repo: GitRepository,
  changes: readonly TreeChange[],
  before: string,
  after: string,
  analysis: GitAnalysisOptions,
  admit: (files: ChangedFiles) => boolean,
): Promise<CommitAnalysis | undefined>;
async function analyzeChanges(
  repo: GitRepository,
  changes: readonly TreeChange[],
  before: string,
  after: string,
  analysis: GitAnalysisOptions,
  admit?: (files: ChangedFiles) => boolean,
): Promise<CommitAnalysis | undefined> {
  const started = performance.now();
  const selected = pathFilter(analysis.include, analysis.exclude);
  const files = await readChangedFiles(repo, changes, {
    accept: (path) => selected(path) && languageOfPath(path, analysis.languages) !== undefined,
    maxFileSizeBytes: analysis.maxFileSizeBytes,
  });
  const read = performance.now() - started;
  if (admit && !admit(files)) return undefined;
  const result = await analyzeFiles(files.before, files.after, analysis);
  const report = buildReport(result, before, after);
  // For a commit, the time includes reading it from git, not just the engine.
  report.stats.elapsedMs = Math.round(performance.now() - started);
  report.stats.phasesMs = { read: Math.round(read), ...report.stats.phasesMs };
  return { before, after, report, warnings: [...files.warnings, ...result.warnings] };
}

async function withRepository<T>(options: RepositoryOption & { cwd: string; shallowFile?: string }, work: (repo: GitRepository) => Promise<T>): Promise<T> {
  if (options.repository) return work(options.repository);
  const repo = await GitRepository.open(options.cwd, options.shallowFile);
  try {
    return await work(repo);
  } finally {
    await repo.close();
  }
}
