import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFile } from '../../src/languages/plugin';

/**
 * The folders bench/export-oracle-files.ts writes: `<inputs>/<project>-<sha>/before/<path>` and
 * `after/<path>`, the Java files bench/accuracy.ts gives refdiff for that commit.
 */
export interface FloorCommit {
  name: string;
  before: SourceFile[];
  after: SourceFile[];
}

/** The commit folders, by name (as RefDiff 2.0's harness runs them). */
export function commitNames(inputs: string): string[] {
  if (!isFolder(inputs)) throw new Error(`not a folder: ${inputs}`);
  // A linked commit folder counts too (a subset of an export, made of links to it).
  const names = readdirSync(inputs)
    .filter((name) => isFolder(join(inputs, name)))
    .sort();
  if (names.length === 0) throw new Error(`no commit folders in ${inputs} (write them with bench/export-oracle-files.ts)`);
  return names;
}

export function readCommit(inputs: string, name: string): FloorCommit {
  return { name, before: readSide(join(inputs, name), 'before'), after: readSide(join(inputs, name), 'after') };
}

function readSide(commitFolder: string, side: 'before' | 'after'): SourceFile[] {
  const folder = join(commitFolder, side);
  if (!isFolder(folder)) throw new Error(`not a folder: ${folder} (each commit folder has before/ and after/)`);
  return javaPathsBelow(folder).map((path) => ({ path, content: readText(join(folder, path)) }));
}

/** Relative paths of the `.java` files below `folder`, sorted. */
function javaPathsBelow(folder: string, prefix = ''): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) return javaPathsBelow(folder, path);
      return entry.name.endsWith('.java') ? [path] : [];
    })
    .sort();
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
