/**
 * The header line of one record of `git cat-file --batch` output (without its newline), read one
 * way by every reader of that output: the long-lived reader (cat-file.ts) and the hook's reading
 * of the blobs piped to it (hook/piped-blobs.ts).
 */
export type BatchHeader =
  /** `<oid> <type> <size>`: the object's `size` bytes and a newline follow. */
  | { kind: 'object'; oid: string; type: ObjectType; size: number }
  /** `<name> missing`: no such object; nothing follows. */
  | { kind: 'missing'; name: string }
  /** `<name> ambiguous`: a short id naming several objects; nothing follows. */
  | { kind: 'ambiguous'; name: string };

export type ObjectType = 'blob' | 'tree' | 'commit' | 'tag';

const OBJECT_TYPES: ReadonlySet<string> = new Set<ObjectType>(['blob', 'tree', 'commit', 'tag']);

/** A full object id: SHA-1 (40 hex digits) or SHA-256 (64), lower case as git writes it. */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** A size as git writes it: decimal, no sign, no leading zero. */
const DECIMAL = /^(?:0|[1-9][0-9]*)$/;

/**
 * The header, or undefined when the line is none git writes for `--batch` (anything else, a line
 * cut short, a size no number holds exactly): after such a line the stream cannot be followed.
 * The name of a missing or ambiguous object is the line before its last space (a name such as
 * `HEAD:a b.txt` may hold spaces).
 */
export function parseBatchHeader(line: string): BatchHeader | undefined {
  const lastSpace = line.lastIndexOf(' ');
  if (lastSpace <= 0) return undefined;
  const last = line.slice(lastSpace + 1);
  if (last === 'missing' || last === 'ambiguous') return { kind: last, name: line.slice(0, lastSpace) };
  const fields = line.split(' ');
  if (fields.length !== 3) return undefined;
  const [oid, type, sizeText] = fields;
  if (!OBJECT_ID.test(oid) || !OBJECT_TYPES.has(type) || !DECIMAL.test(sizeText)) return undefined;
  const size = Number(sizeText);
  if (!Number.isSafeInteger(size)) return undefined;
  return { kind: 'object', oid, type: type as ObjectType, size };
}
