import type { Stats } from 'node:fs';
import { readRegularFile, type RegularFileRead } from '../sources/regular-file';
import { PolicyError } from './errors';

/** The largest policy file refdiff reads: a real one is a few KiB. */
export const MAX_POLICY_BYTES = 1024 * 1024;

/**
 * Reads a policy file that must be a regular file of at most MAX_POLICY_BYTES (read as
 * readRegularFile reads: a FIFO cannot hang it, a device cannot grow memory).
 */
export function readPolicyFile(path: string, shown: string): string {
  let read: RegularFileRead;
  try {
    read = readRegularFile(path, MAX_POLICY_BYTES);
  } catch (error) {
    throw new PolicyError(`${shown}: cannot read policy file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  if (read.kind === 'not a file') throw new PolicyError(`${shown}: not a regular file (${fileKind(read.stats)}); a policy is a YAML file`);
  if (read.kind === 'too large') throw new PolicyError(`${shown}: policy file over ${MAX_POLICY_BYTES / 1024 / 1024} MiB; refdiff reads at most that`);
  return read.content.toString('utf8');
}

function fileKind(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'not a file';
}
