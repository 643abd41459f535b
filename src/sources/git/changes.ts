import { runGit } from './process';

/** The object of one side of a changed path. */
export interface TreeEntry {
  path: string;
  mode: string;
  oid: string;
}

/**
 * One changed path between two trees, as `git diff-tree --raw -z` lists it. `status` is git's
 * letter: A added, D deleted, M modified, R renamed, C copied, T type changed.
 */
export interface TreeChange {
  status: string;
  /** Rename/copy similarity, 0-100. */
  score?: number;
  before?: TreeEntry;
  after?: TreeEntry;
}

/** Every path a change names: both sides of a rename. */
export function changedPaths(changes: readonly TreeChange[]): string[] {
  return changes.flatMap((change) => [change.before?.path, change.after?.path].filter((path): path is string => path !== undefined));
}

/** The diff options shared by tree-to-tree and index-to-tree listings. */
const DIFF_OPTIONS = ['-r', '-z', '--raw', '--no-abbrev', '-M', '--no-ext-diff', '--no-textconv', '--no-relative'];

/** Files changed between two trees (or commits), with renames detected. */
export async function listTreeChanges(cwd: string, beforeTree: string, afterTree: string): Promise<TreeChange[]> {
  const { stdout } = await runGit(cwd, ['diff-tree', ...DIFF_OPTIONS, beforeTree, afterTree, '--']);
  return parseRawDiff(stdout);
}

/** Files staged in the index relative to a tree (what `git commit` would record). */
export async function listIndexChanges(cwd: string, baseTree: string): Promise<TreeChange[]> {
  const { stdout } = await runGit(cwd, indexChangesArguments(baseTree));
  return parseRawDiff(stdout);
}

/** git's arguments for listIndexChanges (also run by the daemon's listing shell). */
export function indexChangesArguments(baseTree: string): string[] {
  return ['diff-index', '--cached', ...DIFF_OPTIONS, baseTree, '--'];
}

const ZERO_OID = /^0+$/;

/**
 * Parses `--raw -z` output: `:<mode> <mode> <oid> <oid> <status>\0<path>\0` and, for renames
 * and copies, a second path. Paths are bytes; git's -z form keeps spaces, newlines and
 * non-ASCII unquoted.
 */
export function parseRawDiff(output: Buffer): TreeChange[] {
  return parseRawFields(output.toString('utf8').split('\0'));
}

/**
 * Parses `--raw` output without -z, as a shell script keeps it: one line per change, the
 * paths after tabs, quoted by git when unusual (`"caf\303\251.java"`, `"a\tb.java"`).
 */
export function parseRawDiffLines(text: string): TreeChange[] {
  return parseRawFields(
    text
      .split('\n')
      .filter((line) => line.startsWith(':'))
      .flatMap((line) => line.split('\t').map((field, i) => (i === 0 ? field : unquoteGitPath(field)))),
  );
}

const ESCAPED: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };

/** A path as git writes it outside -z: a quoted one has C escapes, its bytes in octal. */
export function unquoteGitPath(field: string): string {
  if (field.length < 2 || !field.startsWith('"') || !field.endsWith('"')) return field;
  const body = field.slice(1, -1);
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') {
      // core.quotePath=false leaves non-ASCII unquoted: whole characters, astral ones included.
      const character = String.fromCodePoint(body.codePointAt(i)!);
      bytes.push(...Buffer.from(character, 'utf8'));
      i += character.length - 1;
    } else if (/^[0-7]{3}$/.test(body.slice(i + 1, i + 4))) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      i++;
      bytes.push(ESCAPED[body[i]] ?? body.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseRawFields(fields: readonly string[]): TreeChange[] {
  const changes: TreeChange[] = [];
  let i = 0;
  while (i < fields.length && fields[i].startsWith(':')) {
    const [oldMode, newMode, oldOid, newOid, statusField] = fields[i].slice(1).split(' ');
    const status = statusField[0];
    const score = statusField.length > 1 ? Number(statusField.slice(1)) : undefined;
    const firstPath = fields[i + 1];
    const twoPaths = status === 'R' || status === 'C';
    const secondPath = twoPaths ? fields[i + 2] : firstPath;
    i += twoPaths ? 3 : 2;
    const change: TreeChange = { status };
    if (score !== undefined) change.score = score;
    if (status !== 'A' && !ZERO_OID.test(oldMode)) change.before = { path: firstPath, mode: oldMode, oid: oldOid };
    // A copy leaves its source untouched: only the new path changed.
    if (status === 'C') delete change.before;
    if (status !== 'D' && !ZERO_OID.test(newMode)) change.after = { path: secondPath, mode: newMode, oid: newOid };
    changes.push(change);
  }
  return changes;
}
