/**
 * Kotlin declarations the parse loses: every `.kt` file under a folder, its declarations found by
 * a plain reading of the text (`fun`, `class`, `object`, `interface`, `val`/`var` at the top level
 * or in a type's body: braces opened on a line declaring a type are a type's body, any other's
 * are code) counted against the names the Kotlin plugin's CST holds for the file. A name the text
 * declares more often than the CST holds it is lost. The text reading is rough (a brace in a
 * string or comment, a declaration split over lines): it is meant to be compared before/after a
 * change of the plugin, each loss listed with `--verbose`.
 *
 *   npx tsx bench/kotlin-lost-declarations.ts <folder> [--verbose]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { forEachNode } from '../src/core/cst';
import { loadPlugins } from '../src/languages/registry';

function kotlinFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return kotlinFiles(path);
    return name.endsWith('.kt') ? [path] : [];
  });
}

const DECLARATION = /^\s*(?:(?:@[\w.]+(?:\([^)]*\))?|[a-z]+)\s+)*(?:fun|class|object|interface|val|var)\s+(?:<[^>]*>\s*)?(?:[\w.<>, ?*]+\.)?(`[^`]+`|\w+)/;
const TYPE_LINE = /\b(?:class|object|interface)\b/;

/** The names the text declares at the top level or in a type's body, a name once per declaration. */
function declaredNames(text: string): string[] {
  const names: string[] = [];
  // Per open brace, whether it opened a type's body.
  const open: boolean[] = [];
  let inRawString = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    // A raw string's lines (`"""`) are text, not code.
    const quotes = raw.split('"""').length - 1;
    const wasInRawString = inRawString;
    if (quotes % 2 === 1) inRawString = !inRawString;
    if (wasInRawString) continue;
    const line = raw.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""').replace(/\/\/.*$/, '');
    const match = DECLARATION.exec(line);
    if (match && open.every((typeBody) => typeBody)) names.push(match[1].replace(/`/g, ''));
    const declaresType = TYPE_LINE.test(line.replace(/`[^`]*`/g, 'name'));
    for (const char of line) {
      if (char === '{') open.push(declaresType);
      else if (char === '}') open.pop();
    }
  }
  return names;
}

/** An extension function's name without its receiver (`Fragment.factory` is `factory`), backticks dropped. */
function ownName(name: string): string {
  const own = /(?:^|\.)(`[^`]+`|[^.`]+)$/.exec(name)?.[1] ?? name;
  return own.replace(/`/g, '');
}

function count(names: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

async function main(argv: string[]): Promise<void> {
  const folder = argv.find((arg) => !arg.startsWith('--'));
  if (!folder) throw new Error('usage: kotlin-lost-declarations.ts <folder> [--verbose]');
  const verbose = argv.includes('--verbose');
  const [plugin] = await loadPlugins(['kotlin']);
  let declared = 0;
  let lost = 0;
  let filesLosing = 0;
  const files = kotlinFiles(folder);
  for (const path of files) {
    const content = readFileSync(path, 'utf8');
    const names = declaredNames(content);
    const held: string[] = [];
    forEachNode(plugin.parse([{ path: relative(folder, path), content }]), (node) => {
      if (node.type !== 'File') held.push(ownName(node.simpleName));
    });
    const heldCounts = count(held);
    const missing = [...count(names)].flatMap(([name, times]) => Array<string>(Math.max(0, times - (heldCounts.get(name) ?? 0))).fill(name));
    declared += names.length;
    lost += missing.length;
    if (missing.length > 0) filesLosing++;
    if (verbose && missing.length > 0) console.log(`${relative(folder, path)}: ${missing.join(', ')}`);
  }
  console.log(`${files.length} files, ${declared} declarations read in the text, ${lost} not in the CST (${filesLosing} files)`);
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(2);
});
