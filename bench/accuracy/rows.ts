/**
 * The rows of the accuracy table. The first ten are Table 4 of the RefDiff 2.0 paper (the ones
 * its Java evaluation scored); the attribute rows are measured too but stay out of the total,
 * as in the paper.
 */
export const TABLE4_ROWS = [
  'Move Class',
  'Move Method',
  'Move and Rename/Rename Class',
  'Rename Method',
  'Extract Interface',
  'Extract Superclass',
  'Pull Up Method',
  'Push Down Method',
  'Extract/Extract and Move Method',
  'Inline Method',
] as const;

export const ATTRIBUTE_ROWS = ['Move Attribute', 'Pull Up Attribute', 'Push Down Attribute'] as const;

export type Row = (typeof TABLE4_ROWS)[number] | (typeof ATTRIBUTE_ROWS)[number];

export const ALL_ROWS: readonly Row[] = [...TABLE4_ROWS, ...ATTRIBUTE_ROWS];

export function isTable4Row(row: Row): boolean {
  return (TABLE4_ROWS as readonly string[]).includes(row);
}

/** A file-name-safe form of a row name: `Extract/Extract and Move Method` -> `extract-extract-and-move-method`. */
export function rowSlug(row: Row): string {
  return row
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
