import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

export type RegularFileRead = { kind: 'read'; content: Buffer } | { kind: 'not a file'; stats: Stats } | { kind: 'too large' };

/**
 * Reads `path` if it is a regular file of at most `maxBytes`. It is opened without blocking and
 * checked on the open descriptor, so a FIFO cannot hang the read, and a device (/dev/zero) or a
 * file that lies about its size (/proc) cannot grow memory. The content is a buffer of its own,
 * never a slice of node's shared pool (a kept one holds no more than its bytes). Failing to open
 * or read throws node's error.
 */
export function readRegularFile(path: string, maxBytes: number): RegularFileRead {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { kind: 'not a file', stats };
    if (stats.size > maxBytes) return { kind: 'too large' };
    // One byte more than the file says it has: a file that grew is read on, up to the limit.
    let buffer = Buffer.allocUnsafeSlow(Math.min(stats.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > maxBytes) return { kind: 'too large' };
        const grown = Buffer.allocUnsafeSlow(Math.min(length * 2, maxBytes + 1));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return { kind: 'read', content: buffer.subarray(0, length) };
  } finally {
    closeSync(fd);
  }
}
