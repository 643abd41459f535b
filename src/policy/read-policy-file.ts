import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { PolicyError } from './errors';

/** The largest policy file refdiff reads: a real one is a few KiB. */
export const MAX_POLICY_BYTES = 1024 * 1024;

/**
 * Reads a policy file that must be a regular file of at most MAX_POLICY_BYTES. The file is
 * opened without blocking and checked on the open descriptor, so a FIFO cannot hang the read
 * and a device (/dev/zero) or a file that lies about its size (/proc) cannot grow memory.
 */
export function readPolicyFile(path: string, shown: string): string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw new PolicyError(`${shown}: cannot read policy file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new PolicyError(`${shown}: not a regular file (${fileKind(stats)}); a policy is a YAML file`);
    const buffer = Buffer.alloc(MAX_POLICY_BYTES + 1);
    let length = 0;
    while (length < buffer.length) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    if (length > MAX_POLICY_BYTES) throw new PolicyError(`${shown}: policy file over ${MAX_POLICY_BYTES / 1024 / 1024} MiB; refdiff reads at most that`);
    return buffer.toString('utf8', 0, length);
  } catch (error) {
    if (error instanceof PolicyError) throw error;
    throw new PolicyError(`${shown}: cannot read policy file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  } finally {
    closeSync(fd);
  }
}

function fileKind(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'not a file';
}
