/** What to do with a blob's bytes before a language plugin sees them. */
export type DecodedBlob = { text: string; warning?: string } | { skipped: string };

const LFS_POINTER = Buffer.from('version https://git-lfs.github.com/spec/');
/** Git's own test for binary content: a NUL byte in the first 8000 bytes. */
const BINARY_PROBE_BYTES = 8000;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes a source file: binary files and Git LFS pointers are skipped (with the reason); text
 * that is not valid UTF-8 is read as Latin-1 (every byte stays one character, so tokens and
 * line numbers survive) with a warning.
 */
export function decodeBlob(path: string, bytes: Buffer): DecodedBlob {
  if (bytes.length < 1024 && bytes.subarray(0, LFS_POINTER.length).equals(LFS_POINTER)) {
    return { skipped: `${path}: Git LFS pointer, content not in the repository; skipped` };
  }
  if (bytes.subarray(0, BINARY_PROBE_BYTES).includes(0)) return { skipped: `${path}: binary file; skipped` };
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    return { text: bytes.toString('latin1'), warning: `${path}: not valid UTF-8; read as Latin-1` };
  }
}

/** `1.5 MiB`, `300 KiB`, `12 B`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1 << 20) return `${(bytes / (1 << 20)).toFixed(1).replace(/\.0$/, '')} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KiB`;
  return `${bytes} B`;
}
