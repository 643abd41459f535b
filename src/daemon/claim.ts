import { linkSync, lstatSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeQuietly } from '../hook/atomic-write';
import { processRuns, startIdentity } from '../hook/process-stat';

/**
 * The right to serve a repository, taken before a daemon listens: of two `daemon serve` started
 * at once (an auto-start and `refdiff daemon start`), one serves and the other leaves.
 *
 * A claim is a file `daemon.claim.<n>` in the state folder holding its owner's pid and start
 * identity, created whole (written aside, then hard-linked to its name, which fails when the name
 * is taken). A claimant takes the number after the highest claim, and only when that claim's
 * owner is gone: two claimants that find the same highest claim race for the same name, and
 * the file system lets one win. A claim is never removed while its owner lives, except by that
 * owner, so a dead daemon's claim is never reclaimed by deleting a name someone else may be
 * taking at that moment: it is passed over by the next number. Having taken its claim, a daemon
 * still leaves if another live claim is there (one taken from an older listing): at most one
 * serves, and rarely, when two such claims see each other, neither does (the next start serves).
 */

const CLAIM = /^daemon\.claim\.(\d+)$/;

export type ClaimOutcome = { claim: DaemonClaim } | { heldBy: number | undefined };

export interface DaemonClaim {
  /** Gives the claim up: the daemon is leaving. */
  release(): void;
}

interface Owner {
  pid: number;
  /** When the process started, as the system counts it; '-' where it cannot say. */
  started: string;
}

/**
 * A claim whose owner cannot be read this soon after it was made counts as live: on a file
 * system without hard links it is created by name and written after (createByName).
 */
const BEING_WRITTEN_MS = 5000;

/** Hard-links a file to a new name (linkSync); a parameter so that a file system without links can be tried. */
export type Link = (existing: string, name: string) => void;

export function claimDaemon(directory: string, link: Link = linkSync): ClaimOutcome {
  const self: Owner = { pid: process.pid, started: startIdentity(process.pid) };
  // Each round either takes a claim or finds a live owner; a round is lost only to a claimant
  // that took the same number first (then its claim is found live) or to a claim removed meanwhile.
  for (let round = 0; round < 16; round++) {
    const numbers = claimNumbers(directory);
    const top = numbers[0];
    if (top !== undefined) {
      const holder = ownerOf(directory, top);
      if (holder === 'gone') continue;
      if (holder === 'being written') return { heldBy: undefined };
      if (holder !== 'damaged' && lives(holder)) return { heldBy: holder.pid };
    }
    const mine = (top ?? 0) + 1;
    if (!create(directory, mine, self, link)) continue;
    const path = join(directory, `daemon.claim.${mine}`);
    const other = otherLiveOwner(directory, mine);
    if (other) {
      removeQuietly(path);
      return { heldBy: other === 'being written' ? undefined : other.pid };
    }
    removeDeadClaims(directory, mine);
    return { claim: { release: () => releaseOwn(path, self) } };
  }
  return { heldBy: undefined };
}

/** The pid of the live owner of the highest claim, if any: whom a start that left quietly gave way to. */
export function claimHolder(directory: string): number | undefined {
  const top = claimNumbers(directory)[0];
  const owner = top === undefined ? 'gone' : ownerOf(directory, top);
  return typeof owner === 'object' && lives(owner) ? owner.pid : undefined;
}

/** The claim numbers in the folder, highest first. */
function claimNumbers(directory: string): number[] {
  const numbers: number[] = [];
  for (const name of readdirSync(directory)) {
    const found = CLAIM.exec(name);
    if (found) numbers.push(Number(found[1]));
  }
  return numbers.sort((a, b) => b - a);
}

function ownerOf(directory: string, number: number): Owner | 'gone' | 'damaged' | 'being written' {
  const path = join(directory, `daemon.claim.${number}`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    // Only a claim that is not there is gone; one that cannot be read (a folder, no permission) is damaged.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : 'damaged';
  }
  const [pid, started] = text.trim().split(' ');
  if (/^\d+$/.test(pid ?? '') && started && text.endsWith('\n')) return { pid: Number(pid), started };
  try {
    return Date.now() - lstatSync(path).mtimeMs < BEING_WRITTEN_MS ? 'being written' : 'damaged';
  } catch {
    return 'gone';
  }
}

/** Whether the claim's owner still runs: its pid is there, not a zombie, and started when the claim says (not a pid used again). */
function lives(owner: Owner): boolean {
  return processRuns(owner.pid, owner.started);
}

/** Written aside, then linked to its name: never seen half-written, and never over another's claim. */
function create(directory: string, number: number, self: Owner, link: Link): boolean {
  const name = join(directory, `daemon.claim.${number}`);
  const aside = join(directory, `daemon.claim-new.${process.pid}`);
  removeQuietly(aside);
  writeFileSync(aside, ownerLine(self), { mode: 0o600, flag: 'wx' });
  try {
    link(aside, name);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== undefined && NO_HARD_LINKS.has(code)) return createByName(name, self);
    throw error;
  } finally {
    removeQuietly(aside);
  }
}

/** What link() fails with on a file system that has no hard links (vfat, exFAT, some network and FUSE mounts). */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/**
 * Without hard links: the name created exclusively and written in one write. Another claimant
 * may read it between the two: a claim short or empty and young counts as live (ownerOf).
 */
function createByName(name: string, self: Owner): boolean {
  try {
    writeFileSync(name, ownerLine(self), { mode: 0o600, flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function ownerLine(owner: Owner): string {
  return `${owner.pid} ${owner.started}\n`;
}

function otherLiveOwner(directory: string, mine: number): Owner | 'being written' | undefined {
  for (const number of claimNumbers(directory)) {
    if (number === mine) continue;
    const owner = ownerOf(directory, number);
    if (owner === 'being written') return owner;
    if (owner !== 'gone' && owner !== 'damaged' && lives(owner)) return owner;
  }
  return undefined;
}

/** The claims of daemons that are gone, now that this one holds a later claim: nobody's any more. */
function removeDeadClaims(directory: string, mine: number): void {
  for (const number of claimNumbers(directory)) {
    if (number === mine) continue;
    const owner = ownerOf(directory, number);
    if (owner === 'damaged' || (owner !== 'gone' && owner !== 'being written' && !lives(owner))) removeQuietly(join(directory, `daemon.claim.${number}`));
  }
}

function releaseOwn(path: string, self: Owner): void {
  try {
    if (readFileSync(path, 'utf8') === ownerLine(self)) unlinkSync(path);
  } catch {
    // gone already
  }
}
