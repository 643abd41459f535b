import { z } from 'zod';

/**
 * RefactoringMiner's oracles for other languages (`python-dataset/`, `kotlin-dataset/`): commits
 * with RefactoringMiner's descriptions, validated TP / CTP / FP. Only the rows refdiff reports are
 * read. RefactoringMiner names a module as a class, `pkg.module.__module__`; an entity here is
 * `<module>[.Class...]` for a type and `<type>#<name>` for a method, where `<module>` is the last
 * segment of the module's dotted name (the folder prefix it writes varies by project), and the
 * same mapping is applied to refdiff's reports in report-keys.ts, never in the product.
 */

export const ROWS = [
  'Move Class',
  'Rename Class',
  'Move And Rename Class',
  'Move Method',
  'Rename Method',
  'Move And Rename Method',
  'Extract/Extract And Move Method',
  'Inline Method',
  'Pull Up Method',
  'Push Down Method',
  'Extract Superclass',
  'Add Parameter',
  'Remove Parameter',
  'Reorder Parameter',
  'Rename Parameter',
  'Change Parameter Type',
  'Change Return Type',
  'Rename Attribute',
  'Change Attribute Type',
  'Rename Variable',
  'Extract Variable',
  'Inline Variable',
  'Change Variable Type',
  'Parameterize Variable',
] as const;
export type Row = (typeof ROWS)[number];

/** The rows of the changes inside signatures and fields, scored in a table of their own. */
export const FINE_GRAINED_ROWS: ReadonlySet<Row> = new Set([
  'Add Parameter',
  'Remove Parameter',
  'Reorder Parameter',
  'Rename Parameter',
  'Change Parameter Type',
  'Change Return Type',
  'Rename Attribute',
  'Change Attribute Type',
  'Rename Variable',
  'Extract Variable',
  'Inline Variable',
  'Change Variable Type',
  'Parameterize Variable',
]);

/** Class rows are matched as one: whether a module that changed folder and name is "moved" or "renamed" is a naming convention. */
export const CLASS_ROWS: ReadonlySet<Row> = new Set(['Move Class', 'Rename Class', 'Move And Rename Class']);

export interface OracleEntry {
  row: Row;
  key: string;
  validation: 'TP' | 'FP';
  description: string;
}

export interface OracleCommit {
  project: string;
  sha1: string;
  entries: OracleEntry[];
}

const dataSchema = z.array(
  z.object({
    repository: z.string(),
    sha1: z.string().regex(/^[0-9a-f]{40}$/),
    refactorings: z.array(z.object({ type: z.string(), description: z.string(), validation: z.string().nullish() })),
  }),
);

export function parseOracle(jsonText: string): OracleCommit[] {
  return dataSchema.parse(JSON.parse(jsonText)).map((commit) => {
    const entries: OracleEntry[] = [];
    for (const refactoring of commit.refactorings) {
      const validation = (refactoring.validation ?? '').trim().toUpperCase();
      if (validation !== 'TP' && validation !== 'CTP' && validation !== 'FP') continue;
      for (const pair of parseDescription(refactoring.description.trim())) {
        entries.push({ row: pair.row, key: entryKey(pair.row, pair.before, pair.after), validation: validation === 'FP' ? 'FP' : 'TP', description: refactoring.description.trim() });
      }
    }
    const project = commit.repository.replace(/\/+$/, '').replace(/\.git$/, '');
    return { project: project.slice(project.lastIndexOf('/') + 1), sha1: commit.sha1, entries };
  });
}

export function entryKey(row: Row, before: string, after: string): string {
  return `${CLASS_ROWS.has(row) ? 'Class' : row}|${before}|${after}`;
}

interface Pair {
  row: Row;
  before: string;
  after: string;
}

/** `(public|protected|private) name(params)` -> `name`. */
const METHOD = String.raw`(?:(?:public|protected|private|internal|open|override|abstract|static|suspend|inline)\s+)*([^\s(]+)\(.*?\)(?:\s*:\s*\S+)?`;

const FORMS: Array<[RegExp, (m: RegExpExecArray) => Pair[]]> = [
  [/^Rename Class (\S+) renamed to (\S+)$/, (m) => [{ row: 'Rename Class', before: typeEntity(m[1]), after: typeEntity(m[2]) }]],
  [/^Move Class (\S+) moved to (\S+)$/, (m) => [{ row: 'Move Class', before: typeEntity(m[1]), after: typeEntity(m[2]) }]],
  [/^Move And Rename Class (\S+) moved and renamed to (\S+)$/, (m) => [{ row: 'Move And Rename Class', before: typeEntity(m[1]), after: typeEntity(m[2]) }]],
  [
    new RegExp(String.raw`^Rename Method ${METHOD} renamed to ${METHOD} in class (\S+)$`),
    (m) => [{ row: 'Rename Method', before: method(m[3], m[1]), after: method(m[3], m[2]) }],
  ],
  [
    new RegExp(String.raw`^Extract And Move Method ${METHOD} extracted from ${METHOD} in class (\S+) & moved to class (\S+)$`),
    (m) => [{ row: 'Extract/Extract And Move Method', before: method(m[3], m[2]), after: method(m[4], m[1]) }],
  ],
  [
    new RegExp(String.raw`^Extract Method ${METHOD} extracted from ${METHOD} in class (\S+)$`),
    (m) => [{ row: 'Extract/Extract And Move Method', before: method(m[3], m[2]), after: method(m[3], m[1]) }],
  ],
  [
    new RegExp(String.raw`^Inline Method ${METHOD} inlined to ${METHOD} in class (\S+)$`),
    (m) => [{ row: 'Inline Method', before: method(m[3], m[1]), after: method(m[3], m[2]) }],
  ],
  ...(['Move Method', 'Move And Rename Method', 'Pull Up Method', 'Push Down Method'] as const).map(
    (row): [RegExp, (m: RegExpExecArray) => Pair[]] => [
      new RegExp(String.raw`^${row} ${METHOD} from class (\S+) to ${METHOD} from class (\S+)$`),
      (m) => [{ row, before: method(m[2], m[1]), after: method(m[4], m[3]) }],
    ],
  ),
  // Inside signatures: "Add Parameter view : View in method public f(view View) from class a.B"
  // ("Add Parameter Annotation @LayoutRes in parameter ..." is another type, no row here).
  ...(['Add Parameter', 'Remove Parameter'] as const).map((row): [RegExp, (m: RegExpExecArray) => Pair[]] => [
    new RegExp(String.raw`^${row} (?!Annotation @)(.+?) in (?:method|primary constructor) ${METHOD} from class (\S+)$`),
    (m) => [{ row, before: method(m[3], m[2]), after: variableName(m[1]) }],
  ]),
  // Inside bodies: "Extract Variable total : int in method public f() : void from class a.B".
  ...(['Extract Variable', 'Inline Variable'] as const).map((row): [RegExp, (m: RegExpExecArray) => Pair[]] => [
    new RegExp(String.raw`^${row} (.+?) in (?:method|primary constructor) ${METHOD} from class (\S+)$`),
    (m) => [{ row, before: method(m[3], m[2]), after: variableName(m[1]) }],
  ]),
  ...(['Rename Parameter', 'Change Parameter Type', 'Rename Variable', 'Change Variable Type', 'Parameterize Variable'] as const).map((row): [RegExp, (m: RegExpExecArray) => Pair[]] => [
    new RegExp(String.raw`^${row} (.+?) to (.+?) in (?:method|primary constructor) ${METHOD} from class (\S+)$`),
    (m) => [{ row, before: `${method(m[4], m[3])}.${variableName(m[1])}`, after: `${method(m[4], m[3])}.${variableName(m[2])}` }],
  ]),
  ...(['Reorder Parameter', 'Change Return Type'] as const).map((row): [RegExp, (m: RegExpExecArray) => Pair[]] => [
    new RegExp(String.raw`^${row} (.+?) to (.+?) in (?:method|primary constructor) ${METHOD} from class (\S+)$`),
    (m) => [{ row, before: method(m[4], m[3]), after: method(m[4], m[3]) }],
  ]),
  ...(['Rename Attribute', 'Change Attribute Type'] as const).map((row): [RegExp, (m: RegExpExecArray) => Pair[]] => [
    new RegExp(String.raw`^${row} (.+?) to (.+?) in class (\S+)$`),
    (m) => [{ row, before: `${typeEntity(m[3])}.${variableName(m[1])}`, after: `${typeEntity(m[3])}.${variableName(m[2])}` }],
  ]),
  [
    /^Extract Superclass (\S+) from classes? \[?([^\]]+?)\]?$/,
    (m) => m[2].split(',').map((sub) => ({ row: 'Extract Superclass' as const, before: typeEntity(sub.trim()), after: typeEntity(m[1]) })),
  ],
];

function parseDescription(description: string): Pair[] {
  for (const [pattern, build] of FORMS) {
    const match = pattern.exec(description);
    if (match) return build(match);
  }
  return [];
}

/**
 * `a.b.mod.Outer.Inner` or `a.b.mod.__module__` -> `mod.Outer.Inner` / `mod`: the module by its
 * last segment. A function nested in a module function is named after the marker
 * (`a.mod.__module__.outer` -> `mod.outer`), as refdiff's container `a/mod.py.outer` is.
 * Kotlin's top-level functions live in `a.b.FileName.module`: the file, `b.FileName`.
 */
export function typeEntity(qualified: string): string {
  const parts = qualified.replace(/\.module$/, '').split('.');
  const moduleAt = parts.indexOf('__module__');
  if (moduleAt > 0) return [parts[moduleAt - 1], ...parts.slice(moduleAt + 1)].join('.');
  // Without the marker, the module is the segment before the first capitalised one (a class).
  const firstClass = parts.findIndex((part) => /^_*[A-Z]/.test(part));
  if (firstClass <= 0) return parts[parts.length - 1];
  return parts.slice(firstClass - 1).join('.');
}

/** `view : View` -> `view`: a parameter or an attribute by its name (types are spelled differently on each side). */
function variableName(text: string): string {
  return text.replace(/\s*:.*$/, '').trim();
}

function method(type: string, name: string): string {
  return `${typeEntity(type)}#${name}`;
}
