import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION } from '../version';

/**
 * Which refdiff a daemon is: the package version and the build id that scripts/build.mjs writes
 * beside the bundles (dist/build-id) and into the hook script. The hook's client compares the
 * two and ignores a daemon of another build; from sources (development) the build is `dev`.
 */
export function daemonVersion(): string {
  return `${VERSION}+${buildId()}`;
}

function buildId(): string {
  if (__filename.endsWith('.ts')) return 'dev';
  try {
    return readFileSync(join(__dirname, 'build-id'), 'utf8').trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The files a running daemon's code came from: replaced on disk (an upgrade), the daemon is stale. */
const BUNDLES = ['cli.js', 'main.js', 'hook.js', 'hook-worker.js', 'build-id'];

/** Size and modification time of the bundles, to compare with later; empty from sources. */
export function bundleFingerprint(): string {
  if (__filename.endsWith('.ts')) return '';
  return BUNDLES.map((name) => {
    try {
      const stats = statSync(join(__dirname, name));
      return `${name}:${stats.size}:${stats.mtimeMs}`;
    } catch {
      return `${name}:missing`;
    }
  }).join(' ');
}
