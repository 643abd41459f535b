import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { labelKey } from './keys';

/**
 * A labelled set (bench/labels/<language>.json): real commits of public repositories, each with
 * the refactorings a reader found in its diff (TP, whether refdiff reports them or not) and the
 * reports of refdiff's that are false (FP). Labels only: no fetched code.
 */
const labelSchema = z
  .object({
    /** refdiff's own type name: `Rename Method`, `Move Function`, `Extract Method`... */
    type: z.string().min(1),
    /** `<container>#<name>`, or `<container>#<signature>` (see keys.ts). */
    before: z.string(),
    after: z.string(),
    label: z.enum(['TP', 'FP']),
    note: z.string().optional(),
  })
  .strict();

const commitSchema = z
  .object({
    repository: z.string().min(1),
    commit: z.string().regex(/^[0-9a-f]{7,40}$/, 'a commit id in lower-case hex'),
    subject: z.string().optional(),
    refactorings: z.array(labelSchema),
  })
  .strict();

const labelledSetSchema = z
  .object({
    language: z.string().min(1),
    /** How the commits were chosen, in a sentence or two. */
    selection: z.string().optional(),
    repositories: z.record(z.string(), z.object({ url: z.string().optional() }).passthrough()),
    /**
     * The fine-grained types (`Rename Parameter`...) whose every instance in these commits is
     * labelled: refdiff's reports of them are scored; the other fine-grained types are left out.
     */
    fineGrained: z.array(z.string().min(1)).optional(),
    commits: z.array(commitSchema),
  })
  .strict();

export type Label = z.infer<typeof labelSchema>;
export type LabelledCommit = z.infer<typeof commitSchema>;
export type LabelledSet = z.infer<typeof labelledSetSchema>;

/** Parses and checks a labelled set; every problem becomes one line of the thrown error. */
export function parseLabelledSet(text: string, fileLabel: string): LabelledSet {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${fileLabel}: invalid JSON: ${(error as Error).message}`);
  }
  const result = labelledSetSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${fileLabel}: ${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  const set = result.data;
  const seen = new Set<string>();
  for (const [index, commit] of set.commits.entries()) {
    if (!(commit.repository in set.repositories)) throw new Error(`${fileLabel}: commits.${index}: repository ${commit.repository} is not listed in "repositories"`);
    const id = `${commit.repository}@${commit.commit}`;
    if (seen.has(id)) throw new Error(`${fileLabel}: commits.${index}: ${id} is listed twice`);
    seen.add(id);
    const labelled = new Set<string>();
    for (const [position, label] of commit.refactorings.entries()) {
      const key = labelKey(label.type, label.before, label.after);
      if (labelled.has(key)) throw new Error(`${fileLabel}: commits.${index}.refactorings.${position}: ${label.type} ${label.before} -> ${label.after} is labelled twice`);
      labelled.add(key);
    }
  }
  return set;
}

export function readLabelledSet(path: string): LabelledSet {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return parseLabelledSet(text, path);
}
