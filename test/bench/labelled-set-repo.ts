import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const GIT_ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'a', GIT_AUTHOR_EMAIL: 'a@b', GIT_COMMITTER_NAME: 'a', GIT_COMMITTER_EMAIL: 'a@b' };

/** A Go function with a body distinct enough to be matched across a rename. */
function goFunction(name: string, word: string, parameter = 'items'): string {
  return `func ${name}(${parameter} []string) string {
\tresult := ""
\tfor index, item := range ${parameter} {
\t\tif index > 0 && len(item) > ${word.length} {
\t\t\tresult += "${word}-" + item
\t\t}
\t}
\treturn result + "${word}"
}
`;
}

function shop(names: [string, string, string?][]): string {
  return `package shop\n\n${names.map(([name, word, parameter]) => goFunction(name, word, parameter)).join('\n')}`;
}

export interface LabelledSetRepo {
  root: string;
  gitDir: string;
  /** Renames Sum to Add, Pad to Fill and Trim to Strip in shop/shop.go; touches notes.txt. */
  renames: string;
  /** Changes only notes.txt. */
  noCode: string;
  /** Renames the parameter `items` of Fill to `lines`. */
  parameterRename: string;
}

/** A temp git repository with a Go package `shop` and three commits on top of its first one. */
export function makeLabelledSetRepo(): LabelledSetRepo {
  const root = mkdtempSync(join(tmpdir(), 'refdiff-labelled-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env: GIT_ENV, encoding: 'utf8' }).trim();
  const put = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  const commit = (message: string) => {
    git('add', '.');
    git('commit', '-qm', message);
    return git('rev-parse', 'HEAD');
  };
  git('init', '-q');
  put('shop/shop.go', shop([['Sum', 'total'], ['Pad', 'padding'], ['Trim', 'trimmed']]));
  put('notes.txt', 'one\n');
  commit('first');
  put('shop/shop.go', shop([['Add', 'total'], ['Fill', 'padding'], ['Strip', 'trimmed']]));
  put('notes.txt', 'two\n');
  const renames = commit('rename three functions');
  put('notes.txt', 'three\n');
  const noCode = commit('notes only');
  put('shop/shop.go', shop([['Add', 'total'], ['Fill', 'padding', 'lines'], ['Strip', 'trimmed']]));
  const parameterRename = commit('rename a parameter');
  return { root, gitDir: join(root, '.git'), renames, noCode, parameterRename };
}
