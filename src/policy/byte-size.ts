/** Units for sizes in a policy: SI (1 KB = 1000 bytes) and binary (1 KiB = 1024 bytes). */
const UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

export const BYTE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'KiB', 'MiB', 'GiB'];

/** `"1MiB"`, `"512 KB"`, `"100"` -> bytes; undefined when the text is not a size. */
export function parseByteSize(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([A-Za-z]*)\s*$/.exec(text);
  if (!match) return undefined;
  const factor = match[2] === '' ? 1 : UNITS[match[2].toLowerCase()];
  if (factor === undefined) return undefined;
  return Math.round(Number(match[1]) * factor);
}
