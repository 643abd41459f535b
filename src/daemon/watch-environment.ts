import { lstatSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { removeQuietly } from '../hook/atomic-write';
import { PER_COMMIT_GIT } from '../hook/kept-repositories';
import { ownershipProblem } from './state';

/**
 * The git variables of the commit that auto-started the daemon, less those of that one commit
 * (its index, editor, identity): what its next commit's environment holds too (`GIT_CONFIG_GLOBAL`,
 * `GIT_SSL_CAINFO`, `git -c` ...). The daemon's own environment has none of git's, yet a change
 * analysed ahead is used only by a commit that reads objects with the same ones (aheadKey): its
 * watch from the start takes these, as a watch after a request takes the request's. Handed over
 * in a file of the state folder (0600), read and removed as the daemon starts: not in its
 * environment, which every process it starts would inherit for hours.
 */
const KEPT = new RegExp(`^GIT_(?!(${PER_COMMIT_GIT})$)`);

/** Writes the file for a daemon about to start; its path, or undefined when there is nothing to hand over. */
export function writeWatchEnvironment(directory: string, env: NodeJS.ProcessEnv): string | undefined {
  const kept = Object.fromEntries(Object.entries(env).filter(([name]) => KEPT.test(name)));
  if (Object.keys(kept).length === 0) return undefined;
  const path = join(directory, `daemon.watch-env.${process.pid}`);
  removeQuietly(path);
  writeFileSync(path, JSON.stringify(kept), { mode: 0o600, flag: 'wx' });
  return path;
}

/** Reads and removes the file (only one of this user's, closed to others, in `directory`); nothing on any problem. */
export function takeWatchEnvironment(path: string, directory: string): NodeJS.ProcessEnv {
  try {
    if (dirname(path) !== directory || ownershipProblem(lstatSync(path), process.getuid?.()) !== undefined) return {};
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => KEPT.test(entry[0]) && typeof entry[1] === 'string'));
  } catch {
    return {};
  } finally {
    if (dirname(path) === directory) removeQuietly(path);
  }
}
