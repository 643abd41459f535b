import { appendFileSync, readFileSync, statSync, truncateSync } from 'node:fs';
import { UsageError } from '../../errors';

/** What an earlier, interrupted `refdiff log --format jsonl --output <file> --resume` run left. */
export interface ResumePoint {
  /** The commits already written (analysed, failed or timed out): never analysed again. */
  done: Set<string>;
  /** Bytes of whole records; a half-written last line (a killed run) lies beyond and is dropped. */
  keepBytes: number;
  /** A half-written last line was found (and will be dropped). */
  truncatedTail: boolean;
  /** The last record is whole but its line break was never written. */
  missingNewline: boolean;
}

/**
 * Reads the output file of an earlier run. A missing or empty file is a fresh start. Every
 * complete line must be a record of `refdiff log` (a JSON object naming its commit in `after`):
 * anything else means the file is not ours, and appending to it would mix our records into
 * someone's data, so that is refused.
 */
export function readResumePoint(file: string): ResumePoint {
  const point: ResumePoint = { done: new Set(), keepBytes: 0, truncatedTail: false, missingNewline: false };
  const text = readExisting(file);
  if (text === undefined) return point;
  const lines = text.split('\n');
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const isLast = i === lines.length - 1;
    const lineEnd = offset + Buffer.byteLength(line, 'utf8') + (isLast ? 0 : 1);
    offset = lineEnd;
    if (line.trim() === '') {
      if (!isLast) point.keepBytes = lineEnd;
      continue;
    }
    const sha = recordCommit(line);
    if (sha === undefined) {
      if (isLast) {
        point.truncatedTail = true;
        break;
      }
      throw new UsageError(`cannot resume: line ${i + 1} of ${file} is not a refdiff log record (use a new --output file)`);
    }
    point.done.add(sha);
    point.keepBytes = lineEnd;
    point.missingNewline = isLast;
  }
  return point;
}

/** Cuts a half-written last line off, so that appended records start on a line of their own. */
export function prepareForAppend(file: string, point: ResumePoint): void {
  try {
    if (point.truncatedTail) truncateSync(file, point.keepBytes);
    if (point.missingNewline) appendFileSync(file, '\n');
  } catch (error) {
    throw new UsageError(`cannot resume from ${file}: ${(error as Error).message}`);
  }
}

function readExisting(file: string): string | undefined {
  try {
    if (!statSync(file).isFile()) throw new UsageError(`cannot resume: ${file} is not a regular file`);
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot resume from ${file}: ${(error as Error).message}`);
  }
}

function recordCommit(line: string): string | undefined {
  if (!line.trimStart().startsWith('{')) return undefined;
  try {
    const after = (JSON.parse(line) as { after?: unknown }).after;
    return typeof after === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(after) ? after : undefined;
  } catch {
    return undefined;
  }
}
