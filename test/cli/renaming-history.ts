import type { TestRepo } from '../sources/git/git-fixture';

/** A Java class with a method that each commit renames, plus a sibling so the class is not trivial. */
export const SERVICE_JAVA = (method: string) => `package app;

public class Service {
  public int ${method}(int[] values) {
    int best = Integer.MIN_VALUE;
    for (int value : values) {
      if (value > best) {
        best = value;
      }
    }
    return best;
  }

  public void log(String text) {
    System.out.println(text);
  }
}
`;

/** One commit per name, each renaming the method (`Call it <name>`): every commit after the first holds one Rename Method. */
export function renamingHistory(repo: TestRepo, names: readonly string[]): string[] {
  return names.map((name) => {
    repo.write('src/app/Service.java', SERVICE_JAVA(name));
    return repo.commit(`Call it ${name}`);
  });
}
