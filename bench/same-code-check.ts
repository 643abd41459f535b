/**
 * Checks a language's `sameCode` against its grammar on real history: every file a commit
 * modified, read before and after; wherever `sameCode` says the two texts hold the same code,
 * tree-sitter must parse both to the same tree once comments are left out (node types, and the
 * text of every leaf). A pair it calls the same that parses otherwise is a violation: the engine
 * would have left a changed file out. Also counts how many pairs it called the same, and its time.
 *
 *   npx tsx bench/same-code-check.ts --repo <git dir> --language <name> [--commits 500] [--rev HEAD]
 *
 * Exit code 1 when a violation is found (each is listed), 2 on bad input.
 */
import { execFileSync } from 'node:child_process';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import type { Node as SyntaxNode, Tree } from 'web-tree-sitter';
import { LANGUAGE_DESCRIPTORS, loadPlugins } from '../src/languages/registry';
import { loadGrammar, Parser } from '../src/languages/tree-sitter';
import { CatFileBatch } from '../src/sources/git/cat-file';

/** Each language's grammars by file name ending, as its plugin reads them. */
const GRAMMARS: Record<string, ReadonlyArray<{ ending: RegExp; packageName: string; wasm: string }>> = {
  java: [{ ending: /\.java$/, packageName: 'tree-sitter-java', wasm: 'tree-sitter-java.wasm' }],
  c: [{ ending: /\.[ch]$/, packageName: 'tree-sitter-c', wasm: 'tree-sitter-c.wasm' }],
  cpp: [{ ending: /\.(cc|cpp|cxx|c\+\+|hh|hpp|hxx|h\+\+|h|ipp|inl)$/, packageName: 'tree-sitter-cpp', wasm: 'tree-sitter-cpp.wasm' }],
  csharp: [{ ending: /\.cs$/, packageName: 'tree-sitter-c-sharp', wasm: 'tree-sitter-c_sharp.wasm' }],
  go: [{ ending: /\.go$/, packageName: 'tree-sitter-go', wasm: 'tree-sitter-go.wasm' }],
  python: [{ ending: /\.pyi?$/, packageName: 'tree-sitter-python', wasm: 'tree-sitter-python.wasm' }],
  kotlin: [{ ending: /\.kts?$/, packageName: '@tree-sitter-grammars/tree-sitter-kotlin', wasm: 'tree-sitter-kotlin.wasm' }],
  javascript: [
    { ending: /\.(js|mjs|cjs)$/, packageName: 'tree-sitter-javascript', wasm: 'tree-sitter-javascript.wasm' },
    { ending: /\.jsx$/, packageName: 'tree-sitter-typescript', wasm: 'tree-sitter-tsx.wasm' },
  ],
  typescript: [
    { ending: /\.(ts|mts|cts)$/, packageName: 'tree-sitter-typescript', wasm: 'tree-sitter-typescript.wasm' },
    { ending: /\.tsx$/, packageName: 'tree-sitter-typescript', wasm: 'tree-sitter-tsx.wasm' },
  ],
};

interface Tally {
  pairs: number;
  same: number;
  verified: number;
  /** Called the same, but one side does not parse without errors: not checked. */
  unparsed: number;
  violations: string[];
  sameCodeMs: number;
}

async function main(argv: string[]): Promise<void> {
  const options = new Command('same-code-check')
    .requiredOption('--repo <git dir>', 'a git repository (bare or not)')
    .requiredOption('--language <name>', 'the language whose sameCode is checked')
    .option('--commits <n>', 'the newest n commits (merges left out)', positiveInteger, 500)
    .option('--rev <revision>', 'where the history starts', 'HEAD')
    .exitOverride()
    .parse(argv)
    .opts<{ repo: string; language: string; commits: number; rev: string }>();
  const descriptor = LANGUAGE_DESCRIPTORS.find((language) => language.name === options.language);
  const grammars = GRAMMARS[options.language];
  if (!descriptor || !grammars) throw new InvalidArgumentError(`unknown language ${options.language}`);
  const [plugin] = await loadPlugins([descriptor.name]);
  if (!plugin.sameCode) throw new InvalidArgumentError(`${descriptor.name} has no sameCode`);
  const parsers = await Promise.all(
    grammars.map(async ({ ending, packageName, wasm }) => {
      const parser = new Parser();
      parser.setLanguage(await loadGrammar(packageName, wasm));
      return { ending, parser };
    }),
  );
  const git = (...args: string[]) => execFileSync('git', args, { cwd: options.repo, encoding: 'utf8', maxBuffer: 1 << 30 });
  const commits = git('log', '--no-merges', '--format=%H', '-n', String(options.commits), options.rev).split('\n').filter(Boolean);
  const reader = new CatFileBatch(options.repo);
  const tally: Tally = { pairs: 0, same: 0, verified: 0, unparsed: 0, violations: [], sameCodeMs: 0 };
  try {
    for (const sha of commits) {
      // Root commits have no parent to compare with.
      const diff = git('diff-tree', '-r', '--no-renames', '--diff-filter=M', '--root', sha);
      for (const line of diff.split('\n')) {
        const match = /^:\d+ \d+ ([0-9a-f]+) ([0-9a-f]+) M\t(.+)$/.exec(line);
        const grammar = match && parsers.find(({ ending }) => ending.test(match[3]));
        if (!match || !grammar) continue;
        const [before, after] = await Promise.all([reader.read(match[1]), reader.read(match[2])]);
        if (!before?.content || !after?.content) continue;
        const [textBefore, textAfter] = [before.content.toString('utf8'), after.content.toString('utf8')];
        tally.pairs++;
        const started = performance.now();
        const same = plugin.sameCode(textBefore, textAfter, match[3]);
        tally.sameCodeMs += performance.now() - started;
        if (!same) continue;
        tally.same++;
        const [treeBefore, treeAfter] = [grammar.parser.parse(textBefore), grammar.parser.parse(textAfter)];
        try {
          if (!treeBefore || !treeAfter || treeBefore.rootNode.hasError || treeAfter.rootNode.hasError) tally.unparsed++;
          else if (shapeWithoutComments(treeBefore) === shapeWithoutComments(treeAfter)) tally.verified++;
          else tally.violations.push(`${sha.slice(0, 10)} ${match[3]}`);
        } finally {
          treeBefore?.delete();
          treeAfter?.delete();
        }
      }
    }
  } finally {
    reader.close();
  }
  console.log(`${commits.length} commit(s), ${tally.pairs} modified ${descriptor.name} file(s): ${tally.same} the same code by sameCode (${tally.sameCodeMs.toFixed(0)} ms in sameCode)`);
  console.log(`checked by the grammar: ${tally.verified} parse alike without comments, ${tally.unparsed} with syntax errors (not checked), ${tally.violations.length} violation(s)`);
  for (const violation of tally.violations) console.log(`violation: ${violation}`);
  if (tally.violations.length > 0) process.exitCode = 1;
}

/** The tree as text: each node's type, each leaf's text too, comments (any node type naming one) left out. */
function shapeWithoutComments(tree: Tree): string {
  const parts: string[] = [];
  const visit = (node: SyntaxNode) => {
    if (node.type.includes('comment')) return;
    if (node.childCount === 0) {
      // A leaf that runs to its line's end (a directive's text) holds a CRLF line's `\r`: layout, not code.
      parts.push(`${node.type}:${JSON.stringify(node.text.replace(/\r$/, ''))}`);
      return;
    }
    parts.push(`(${node.type}`);
    for (const child of node.children) if (child) visit(child);
    parts.push(')');
  };
  visit(tree.rootNode);
  return parts.join(' ');
}

function positiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError('expected a positive integer');
  return number;
}

main(process.argv).catch((error: unknown) => {
  if (error instanceof CommanderError) {
    process.exitCode = error.exitCode === 0 ? 0 : 2;
    return;
  }
  console.error(`same-code-check: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
});
