import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { labelKey } from './keys';

/**
 * A labelled set of the fine-grained types (bench/labels/java-fine.json): commits RefactoringMiner
 * stores under src/test/resources/oracle/commits/, each with every refactoring of `types` a reader
 * found in its diff. Labels only: the code is read from RefactoringMiner's git directory.
 */
const labelSchema = z
  .object({
    /** refdiff's type name: `Rename Parameter`, `Change Return Type`, `Extract Variable`... */
    type: z.string().min(1),
    /** The enclosing method after the commit, `pkg.Class#name(Type1, Type2)`; for a field, its class `pkg.Class`. */
    container: z.string().min(1),
    /** The element's name before and after; '' for a side that is the method itself (Add, Remove, Reorder, return type, Extract, Inline). */
    before: z.string(),
    after: z.string(),
    label: z.enum(['TP', 'FP']),
    /** What changed, for the reader (types, parameter order); not compared. */
    detail: z.string().optional(),
    /** Where the label comes from: `diff` (read by hand), or another source that was then checked against the diff. */
    source: z.string().optional(),
    note: z.string().optional(),
  })
  .strict();

const commitSchema = z
  .object({
    /** RefactoringMiner's folder name: `<project>-<sha>`. */
    project: z.string().min(1),
    commit: z.string().regex(/^[0-9a-f]{40}$/, 'a full commit id in lower-case hex'),
    url: z.string().optional(),
    refactorings: z.array(labelSchema),
  })
  .strict();

const setSchema = z
  .object({
    language: z.literal('java'),
    selection: z.string(),
    /** How the labels were made and checked. */
    source: z.string(),
    /** The types the set labels. */
    types: z.array(z.string().min(1)).min(1),
    /** Every instance of `types` is labelled in every commit, so any other report of them is false. */
    complete: z.boolean(),
    commits: z.array(commitSchema),
  })
  .strict();

export type FineLabel = z.infer<typeof labelSchema>;
export type FineCommit = z.infer<typeof commitSchema>;
export type FineSet = z.infer<typeof setSchema>;

/** Parses and checks a set; the first problem becomes the one line of the thrown error. */
export function parseFineSet(text: string, fileLabel: string): FineSet {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${fileLabel}: invalid JSON: ${(error as Error).message}`);
  }
  const result = setSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${fileLabel}: ${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  const set = result.data;
  const types = new Set(set.types);
  const seen = new Set<string>();
  for (const [index, commit] of set.commits.entries()) {
    const id = `${commit.project}-${commit.commit}`;
    if (seen.has(id)) throw new Error(`${fileLabel}: commits.${index}: ${id} is listed twice`);
    seen.add(id);
    const keys = new Set<string>();
    for (const [position, label] of commit.refactorings.entries()) {
      const where = `${fileLabel}: commits.${index}.refactorings.${position}`;
      if (!types.has(label.type)) throw new Error(`${where}: type ${label.type} is not in "types"`);
      const key = labelKey(label);
      if (keys.has(key)) throw new Error(`${where}: ${key} is labelled twice`);
      keys.add(key);
    }
  }
  return set;
}

export function readFineSet(path: string): FineSet {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return parseFineSet(text, path);
}
