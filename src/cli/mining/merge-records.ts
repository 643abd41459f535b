import type { StreamRecord } from '../../report/render-jsonl';
import { SCHEMA_VERSION } from '../../report/types';

/** One JSONL file of `refdiff log` (or of an earlier merge), with the repository it mined. */
export interface MergeInput {
  /** `owner/name`; undefined: each record's own `repository`, else the file's name. */
  repository?: string;
  file: string;
  text: string;
}

export interface SkippedLine {
  file: string;
  line: number;
  reason: string;
}

export interface MergedDataset {
  /** One record per repository and commit, each with its `repository`, in the order first seen. */
  records: StreamRecord[];
  /** Records of a commit already seen (overlapping shards, a resumed run, a rerun). */
  duplicates: number;
  /** Duplicates whose refactorings differ though made by the same version: one line each. */
  conflicts: string[];
  skipped: SkippedLine[];
}

/**
 * Joins mined records into one dataset. A commit of a repository is kept once: from the newest
 * refdiff version that mined it (a rerun with a fixed engine replaces the old result), else the
 * first seen. Lines that are no record of this schema are skipped and counted, never fatal: a
 * job killed mid-write leaves half a line, and one bad shard must not sink the whole dataset.
 */
export function mergeRecords(inputs: readonly MergeInput[]): MergedDataset {
  const kept = new Map<string, StreamRecord>();
  const result: MergedDataset = { records: [], duplicates: 0, conflicts: [], skipped: [] };
  for (const input of inputs) {
    const lines = input.text.split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      const where = { file: input.file, line: index + 1 };
      const parsed = parseRecord(line, index === lines.length - 1);
      if ('reason' in parsed) return void result.skipped.push({ ...where, reason: parsed.reason });
      const record = parsed.record;
      const repository = input.repository ?? record.repository ?? repositoryFromFile(input.file);
      const key = `${repository}\0${record.after}`;
      const earlier = kept.get(key);
      const current = { ...record, repository };
      if (!earlier) return void kept.set(key, current);
      result.duplicates++;
      const order = compareVersions(record.tool?.version, earlier.tool?.version);
      if (order > 0) kept.set(key, current);
      else if (order === 0 && resultOf(record) !== resultOf(earlier)) {
        result.conflicts.push(`${repository} ${record.after.slice(0, 12)}: two different results of refdiff ${record.tool?.version ?? '?'} (${input.file}:${where.line}); the first is kept`);
      }
    });
  }
  result.records = [...kept.values()];
  return result;
}

function parseRecord(line: string, isLastLine: boolean): { record: StreamRecord } | { reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { reason: isLastLine ? 'cut off (the job was interrupted while writing it)' : 'not JSON' };
  }
  const record = value as Partial<StreamRecord> | null;
  if (record === null || typeof record !== 'object' || typeof record.after !== 'string' || !Array.isArray(record.refactorings)) {
    return { reason: 'not a refdiff log record' };
  }
  if (record.schemaVersion !== SCHEMA_VERSION) {
    return { reason: `report schema version ${String(record.schemaVersion)}; this refdiff reads version ${SCHEMA_VERSION}` };
  }
  return { record: record as StreamRecord };
}

/** `out/spf13__cobra.jsonl` -> `spf13__cobra`: a name of last resort. */
function repositoryFromFile(file: string): string {
  return (file.split(/[\\/]/).pop() ?? file).replace(/\.jsonl?$/i, '');
}

/** What a rerun must reproduce: the refactorings found, or the failure. */
function resultOf(record: StreamRecord): string {
  return JSON.stringify([record.error ?? null, record.refactorings.map((r) => [r.type, r.before, r.after])]);
}

/** Numeric semver order of `major.minor.patch`; pre-release tags sort below their release. */
export function compareVersions(a: string | undefined, b: string | undefined): number {
  const parse = (version: string | undefined) => {
    const match = /^(\d+)\.(\d+)\.(\d+)(-.*)?$/.exec(version ?? '');
    return match ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4] ? 0 : 1] : [-1, -1, -1, -1];
  };
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 4; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
}
