import { TestRepo } from '../sources/git/git-fixture';

/** A class whose 1,000 methods all get renamed: seconds of CPU to match. */
const heavyJava = (prefix: string) =>
  `package app;\npublic class Big {\n${Array.from(
    { length: 1000 },
    (_, i) => `  public int ${prefix}${i}(int v) { int s = v; for (int k = 0; k < v; k++) { s += k * ${i}; } return ${prefix}${(i + 1) % 1000}(s); }`,
  ).join('\n')}\n}\n`;

/**
 * A repository whose last two commits are a heavy one (every method of a big class renamed,
 * far over a CPU limit of a fraction of a second) and a light one (a small class added).
 */
export function heavyThenLightHistory(): { repo: TestRepo; heavy: string; light: string } {
  const repo = new TestRepo();
  repo.write('src/app/Big.java', heavyJava('m'));
  repo.commit('Initial');
  repo.write('src/app/Big.java', heavyJava('n'));
  const heavy = repo.commit('Rename every method');
  repo.write('src/app/Small.java', 'package app;\npublic class Small {\n  public int next(int a) { return a + 1; }\n}\n');
  const light = repo.commit('Add a small class');
  return { repo, heavy, light };
}
