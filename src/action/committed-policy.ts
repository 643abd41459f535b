import { parsePolicy, PolicyError, type LoadedPolicy } from '../policy';
import { runGit } from '../sources/git/process';

/**
 * The policy as a commit holds it, read from git's objects and never from the disk: a pull
 * request decides what its checkout holds (a link to /proc/self/environ, to /dev/zero, to a
 * FIFO), while a blob is only ever the bytes it committed.
 */

/** Larger policy blobs are refused unread: a policy is a page of YAML. */
export const MAX_POLICY_BYTES = 256 * 1024;

const SYMLINK_MODE = '120000';
const FILE_MODES = new Set(['100644', '100755']);

/** A policy file as a commit's tree lists it. */
export interface PolicyEntry {
  /** From the repository root, with `/`. */
  path: string;
  /** git's mode: 100644 or 100755 a file, 120000 a symbolic link, 160000 a submodule, 040000 a folder. */
  mode: string;
  oid: string;
  /** Bytes of the blob; undefined when it is no blob. */
  size: number | undefined;
}

/** The entries at `paths` in `commit`'s tree, in the order of `paths`; absent ones are left out. Reads no contents. */
export async function policyEntries(cwd: string, commit: string, paths: readonly string[]): Promise<PolicyEntry[]> {
  const { stdout } = await runGit(cwd, ['--literal-pathspecs', 'ls-tree', '-z', '-l', '--full-tree', commit, '--', ...paths]);
  const entries = stdout
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line): PolicyEntry => {
      // "<mode> <type> <oid> <size>\t<path>", the size padded, `-` for non-blobs.
      const tab = line.indexOf('\t');
      const [mode, , oid, size] = line.slice(0, tab).split(/ +/);
      return { path: line.slice(tab + 1), mode, oid, size: size === '-' ? undefined : Number(size) };
    });
  return paths.flatMap((path) => entries.filter((entry) => entry.path === path));
}

export interface CommittedPolicyOptions {
  /** Names the file in problems with its position (`.refdiffrc.yml at 1a2b3c4`); the path by default. */
  label?: (path: string) => string;
  /** The first candidate must exist (an explicit `config`); otherwise none means the defaults. */
  required?: boolean;
}

/**
 * The policy of `commit`: the one of `candidates` (paths from the repository root) it holds,
 * the defaults when it holds none. Two at once, a link, anything but a file, or a file over
 * MAX_POLICY_BYTES is a PolicyError, and its contents are never read.
 */
export async function committedPolicy(cwd: string, commit: string, candidates: readonly string[], options: CommittedPolicyOptions = {}): Promise<LoadedPolicy> {
  const at = `at ${commit.slice(0, 7)}`;
  const entries = await policyEntries(cwd, commit, candidates);
  if (entries.length === 0) {
    if (options.required) throw new PolicyError(`${candidates[0]}: policy file not found ${at}`);
    return { ...parsePolicy(''), source: undefined };
  }
  if (entries.length > 1) throw new PolicyError(`${entries.map((entry) => entry.path).join(' and ')} both exist ${at}; keep one`);
  const [entry] = entries;
  if (entry.mode === SYMLINK_MODE) {
    throw new PolicyError(`${entry.path} ${at}: a symbolic link; refdiff reads the policy only from a regular file committed to the repository, never through a link`);
  }
  if (!FILE_MODES.has(entry.mode) || entry.size === undefined) throw new PolicyError(`${entry.path} ${at}: not a regular file`);
  if (entry.size > MAX_POLICY_BYTES) {
    throw new PolicyError(`${entry.path} ${at}: ${entry.size} bytes; a policy file may have at most ${MAX_POLICY_BYTES} bytes`);
  }
  const { stdout } = await runGit(cwd, ['cat-file', 'blob', entry.oid]);
  const label = options.label?.(entry.path) ?? entry.path;
  return { ...parsePolicy(stdout.toString('utf8'), label), source: label };
}

/** `edits .refdiffrc.yml`, `renames .refdiffrc.yml to .refdiffrc.yaml`, ...: what a change did to its policy files, or undefined. */
export function describePolicyChange(before: readonly PolicyEntry[], after: readonly PolicyEntry[]): string | undefined {
  const removed = before.filter((old) => !after.some((entry) => entry.path === old.path));
  const added = after.filter((entry) => !before.some((old) => old.path === entry.path));
  const edited = after.filter((entry) => before.some((old) => old.path === entry.path && (old.oid !== entry.oid || old.mode !== entry.mode)));
  if (removed.length === 1 && added.length === 1 && edited.length === 0) return `renames ${removed[0].path} to ${added[0].path}`;
  const parts = [...edited.map((entry) => `edits ${entry.path}`), ...added.map((entry) => `adds ${entry.path}`), ...removed.map((entry) => `removes ${entry.path}`)];
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
