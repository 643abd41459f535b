import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RMINER_COMMITS_FOLDER } from '../../bench/accuracy/commit-store';

export const PARENT = '1'.repeat(40);
export const CHILD = '2'.repeat(40);

const CALC_BEFORE = `package shop;

public class Calc {
  public int sum(int first, int second) {
    int total = first + second;
    if (total < 0) {
      throw new IllegalStateException("overflow in sum " + first + " " + second);
    }
    System.out.println("sum computed " + total);
    return total;
  }
}
`;

const UTIL = (pkg: string) => `package ${pkg};

public class Util {
  public static String pad(String text, int width) {
    StringBuilder builder = new StringBuilder(text);
    while (builder.length() < width) builder.append(' ');
    return builder.toString();
  }
}
`;

/**
 * A git repository laid out like RefactoringMiner's stored oracle commits, with one commit of
 * project `shop` (Calc.sum renamed to add, Util moved from shop to shop.text) and an oracle
 * file at `data/data.json`. Returns the repository's work tree; its git directory is `<root>/.git`.
 */
export function makeOracleCommitsRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'refdiff-bench-'));
  const put = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  const folder = RMINER_COMMITS_FOLDER;
  put(
    `${folder}/shop-${CHILD}.json`,
    JSON.stringify({
      parentCommitId: PARENT,
      currentCommitId: CHILD,
      filesBefore: ['src/shop/Calc.java', 'src/shop/Util.java', 'README.md', 'src/shop/Same.java'],
      filesCurrent: ['src/shop/Calc.java', 'src/shop/text/Util.java', 'README.md', 'src/shop/Same.java', 'src/shop/Gone.java'],
    }),
  );
  put(`${folder}/shop-${PARENT}/src/shop/Calc.java`, CALC_BEFORE);
  put(`${folder}/shop-${PARENT}/src/shop/Util.java`, UTIL('shop'));
  put(`${folder}/shop-${PARENT}/src/shop/Same.java`, 'package shop;\nclass Same {}\n');
  put(`${folder}/shop-${PARENT}/README.md`, 'old\n');
  put(`${folder}/shop-${CHILD}/src/shop/Calc.java`, CALC_BEFORE.replace('public int sum(', 'public int add('));
  put(`${folder}/shop-${CHILD}/src/shop/text/Util.java`, UTIL('shop.text'));
  put(`${folder}/shop-${CHILD}/src/shop/Same.java`, 'package shop;\nclass Same {}\n');
  put(`${folder}/shop-${CHILD}/README.md`, 'new\n');
  put(
    'data/data.json',
    JSON.stringify([
      {
        repository: 'https://github.com/acme/shop.git',
        sha1: CHILD,
        url: `https://github.com/acme/shop/commit/${CHILD}`,
        refactorings: [
          { type: 'Rename Method', description: 'Rename Method public sum(first int, second int) : int renamed to public add(first int, second int) : int in class shop.Calc', validation: 'TP' },
          { type: 'Move Class', description: 'Move Class shop.Util moved to shop.text.Util', validation: 'TP' },
          { type: 'Inline Method', description: 'Inline Method private check() : void inlined to public add(first int, second int) : int in class shop.Calc', validation: 'TP' },
          { type: 'Move Method', description: 'Move Method public pad(text String, width int) : String from class shop.Util to public pad(text String, width int) : String from class shop.text.Util', validation: 'FP' },
        ],
      },
      {
        repository: 'https://github.com/acme/absent.git',
        sha1: PARENT,
        refactorings: [],
      },
    ]),
  );
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.test', 'commit', '-q', '-m', 'oracle commits');
  return root;
}
