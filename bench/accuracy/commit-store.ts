import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { SourceFile } from '../../src/languages/plugin';
import { GitBatchReader } from './git-batch';

/**
 * RefactoringMiner's stored oracle commits: in a folder, `<project>-<sha>.json` names the
 * changed files, `<project>-<sha>/` holds them after the commit and `<project>-<parentSha>/`
 * before it.
 */
export interface CommitStore {
  /** The names directly inside the commits folder. */
  entries(): Set<string>;
  /** A file below the commits folder, or undefined when absent. */
  readText(relativePath: string): Promise<string | undefined>;
  close(): void;
}

export const RMINER_COMMITS_FOLDER = 'src/test/resources/oracle/commits';

/** Reads the commits folder at HEAD of a (bare) git directory, without a work tree. */
export function gitCommitStore(gitDir: string, folder = RMINER_COMMITS_FOLDER, revision = 'HEAD'): CommitStore {
  const listing = git(gitDir, ['ls-tree', '--name-only', '-z', `${revision}:${folder}`]);
  const names = new Set(listing.split('\0').filter((name) => name.length > 0));
  const reader = new GitBatchReader(gitDir);
  return {
    entries: () => names,
    readText: (relativePath) => reader.readText(`${revision}:${folder}/${relativePath}`),
    close: () => reader.close(),
  };
}

/** Reads an extracted commits folder. */
export function directoryCommitStore(root: string): CommitStore {
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new Error(`not a folder: ${root}`);
  const names = new Set(readdirSync(root));
  return {
    entries: () => names,
    readText: async (relativePath) => {
      const path = join(root, relativePath);
      return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    },
    close: () => undefined,
  };
}

/** The `--commits-git <gitdir>` / `--commits-dir <dir>` pair of the oracle benchmarks: exactly one. */
export function openCommitStore(options: { commitsGit?: string; commitsDir?: string }): CommitStore {
  if (!options.commitsGit === !options.commitsDir) throw new Error('give exactly one of --commits-git and --commits-dir');
  return options.commitsGit ? gitCommitStore(options.commitsGit) : directoryCommitStore(options.commitsDir!);
}

const commitMetadataSchema = z.object({
  parentCommitId: z.string(),
  currentCommitId: z.string(),
  filesBefore: z.array(z.string()),
  filesCurrent: z.array(z.string()),
});

export interface CommitFiles {
  before: SourceFile[];
  after: SourceFile[];
  /** Files the metadata lists but the store lacks. */
  absent: string[];
}

/** Why a commit cannot be run, or undefined when its metadata and folders are in the store. */
export function missingReason(store: CommitStore, project: string, sha: string): string | undefined {
  const name = `${project}-${sha}`;
  if (!store.entries().has(`${name}.json`)) return `no ${name}.json`;
  return undefined;
}

/**
 * The changed files of one commit, both sides, keeping paths `accept` allows. A path with the
 * same content on both sides is dropped (the analysis takes changed files only).
 */
export async function loadCommitFiles(
  store: CommitStore,
  project: string,
  sha: string,
  accept: (path: string) => boolean,
): Promise<CommitFiles> {
  const metadataText = await store.readText(`${project}-${sha}.json`);
  if (metadataText === undefined) throw new Error(`no metadata for ${project}-${sha}`);
  const metadata = commitMetadataSchema.parse(JSON.parse(metadataText));
  const beforeFolder = `${project}-${metadata.parentCommitId}`;
  const afterFolder = `${project}-${metadata.currentCommitId}`;
  const absent: string[] = [];
  const read = async (folder: string, paths: string[]): Promise<SourceFile[]> => {
    const contents = await Promise.all(paths.map((path) => store.readText(`${folder}/${path}`)));
    const files: SourceFile[] = [];
    paths.forEach((path, index) => {
      const content = contents[index];
      if (content === undefined) absent.push(`${folder}/${path}`);
      else files.push({ path, content });
    });
    return files;
  };
  const [before, after] = await Promise.all([
    read(beforeFolder, metadata.filesBefore.filter(accept)),
    read(afterFolder, metadata.filesCurrent.filter(accept)),
  ]);
  const afterByPath = new Map(after.map((file) => [file.path, file.content]));
  const unchanged = new Set(before.filter((file) => afterByPath.get(file.path) === file.content).map((file) => file.path));
  return {
    before: before.filter((file) => !unchanged.has(file.path)),
    after: after.filter((file) => !unchanged.has(file.path)),
    absent,
  };
}

/**
 * The `--data` argument: a file path, or `git:<gitdir>:<path>` for a file at HEAD of a git
 * directory (e.g. RefDiff's `refdiff-evaluation/data/icse/data.json`).
 */
export function readDataArgument(argument: string): string {
  if (argument.startsWith('git:')) {
    const rest = argument.slice('git:'.length);
    const separator = rest.lastIndexOf(':');
    if (separator <= 0 || separator === rest.length - 1) throw new Error(`--data git form is git:<gitdir>:<path>, got ${argument}`);
    return git(rest.slice(0, separator), ['show', `HEAD:${rest.slice(separator + 1)}`]);
  }
  if (!existsSync(argument)) throw new Error(`no such file: ${argument}`);
  return readFileSync(argument, 'utf8');
}

function git(gitDir: string, args: string[]): string {
  if (!existsSync(gitDir)) throw new Error(`no such git directory: ${gitDir}`);
  try {
    return execFileSync('git', ['--git-dir', gitDir, ...args], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim().split('\n')[0];
    throw new Error(`git ${args.join(' ')} failed in ${gitDir}: ${stderr || (error as Error).message}`);
  }
}
