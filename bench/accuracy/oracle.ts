import { z } from 'zod';
import { parseDescription } from './description-parser';
import { refactoringKey } from './entity-key';
import type { Row } from './rows';

export type Validation = 'TP' | 'CTP' | 'FP';

/** One (before, after) pair of one oracle refactoring, keyed for matching. */
export interface OracleEntry {
  row: Row;
  key: string;
  before: string;
  after: string;
  validation: Validation;
  description: string;
}

export interface OracleCommit {
  repository: string;
  sha1: string;
  url: string;
  /** The repository name: `realm-java` for https://github.com/realm/realm-java.git. */
  project: string;
  /** Flagged `ignore` in the oracle: RefDiff's evaluation skipped these. */
  ignore: boolean;
  entries: OracleEntry[];
  /** Descriptions of types the benchmark does not score (Change Package). */
  unscored: number;
  /** Descriptions in no known form (should stay empty). */
  unparsed: string[];
}

const refactoringSchema = z.object({
  type: z.string(),
  description: z.string(),
  validation: z.string().nullish(),
});

const commitSchema = z.object({
  repository: z.string(),
  sha1: z.string().regex(/^[0-9a-f]{40}$/),
  url: z.string().optional(),
  ignore: z.boolean().optional(),
  refactorings: z.array(refactoringSchema),
});

const dataSchema = z.array(commitSchema);

/** Reads the oracle (RefDiff's `data/icse/data.json` format). Throws with a one-line message. */
export function parseOracle(jsonText: string): OracleCommit[] {
  let raw: unknown;
  try {
    raw = JSON.parse(jsonText);
  } catch (error) {
    throw new Error(`oracle is not JSON: ${(error as Error).message}`);
  }
  const parsed = dataSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`oracle is not in the expected format at ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data.map((commit) => {
    const oracleCommit: OracleCommit = {
      repository: commit.repository,
      sha1: commit.sha1,
      url: commit.url ?? `${commit.repository.replace(/\.git$/, '')}/commit/${commit.sha1}`,
      project: projectName(commit.repository),
      ignore: commit.ignore ?? false,
      entries: [],
      unscored: 0,
      unparsed: [],
    };
    for (const refactoring of commit.refactorings) {
      const validation = normaliseValidation(refactoring.validation);
      if (!validation) continue;
      let parsedDescription;
      try {
        parsedDescription = parseDescription(refactoring.description);
      } catch {
        oracleCommit.unparsed.push(refactoring.description);
        continue;
      }
      if (parsedDescription.kind === 'unscored') {
        oracleCommit.unscored++;
        continue;
      }
      for (const pair of parsedDescription.pairs) {
        oracleCommit.entries.push({
          row: parsedDescription.row,
          key: refactoringKey(parsedDescription.row, pair.before, pair.after),
          before: pair.before,
          after: pair.after,
          validation,
          description: refactoring.description.trim(),
        });
      }
    }
    return oracleCommit;
  });
}

/** `https://github.com/realm/realm-java.git` -> `realm-java` (the prefix of RefactoringMiner's commit folders). */
export function projectName(repository: string): string {
  const withoutSuffix = repository.replace(/\/+$/, '').replace(/\.git$/, '');
  return withoutSuffix.slice(withoutSuffix.lastIndexOf('/') + 1);
}

/** The oracle has stray spaces (`"FP "`); anything else unknown is left unvalidated. */
function normaliseValidation(value: string | null | undefined): Validation | undefined {
  const trimmed = (value ?? '').trim().toUpperCase();
  return trimmed === 'TP' || trimmed === 'CTP' || trimmed === 'FP' ? trimmed : undefined;
}
