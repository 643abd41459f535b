import { analyzeFiles } from '../../src/engine/analyze';

/** A watcher class as it was in Java, and as it reads once rewritten in Kotlin. */
const WATCHER_JAVA = `package leak.watcher;

import java.util.ArrayList;
import java.util.List;

public class FragmentRefWatcher {
  private final List<String> watched = new ArrayList<>();
  private final Reporter reporter;

  public FragmentRefWatcher(Reporter reporter) {
    this.reporter = reporter;
  }

  public void watchFragment(String fragmentName, long retainedMillis) {
    if (retainedMillis > 5000) {
      watched.add(fragmentName);
      reporter.report("retained " + fragmentName + " for " + retainedMillis + " ms");
    }
  }

  public int retainedCount() {
    int count = 0;
    for (String name : watched) {
      if (!name.isEmpty()) count++;
    }
    return count;
  }
}
`;

const watcherKotlin = (className: string) => `package leak.watcher

class ${className}(private val reporter: Reporter) {
  private val watched = mutableListOf<String>()

  fun watchFragment(fragmentName: String, retainedMillis: Long) {
    if (retainedMillis > 5000) {
      watched.add(fragmentName)
      reporter.report("retained " + fragmentName + " for " + retainedMillis + " ms")
    }
  }

  fun retainedCount(): Int {
    var count = 0
    for (name in watched) {
      if (!name.isEmpty()) count++
    }
    return count
  }
}
`;

const UNRELATED_KOTLIN = `package leak.watcher

object Clock {
  fun nowMillis(): Long = System.currentTimeMillis()

  fun elapsedSince(start: Long): Long {
    val now = nowMillis()
    return if (now > start) now - start else 0L
  }
}
`;

const descriptions = (refactorings: { language: string; description: string }[]) => refactorings.map((r) => `${r.language}: ${r.description}`);

describe('a Java class rewritten in Kotlin', () => {
  // `long` -> `Long`, `int` -> `Int` and `Reporter` kept are the same types; the types written in
  // Java that Kotlin infers are type changes, as RefactoringMiner reports them.
  test('renamed on the way, is a Rename Class reported in Kotlin, with its types become inferred', async () => {
    const result = await analyzeFiles(
      [{ path: 'src/leak/watcher/FragmentRefWatcher.java', content: WATCHER_JAVA }],
      [{ path: 'src/leak/watcher/FragmentDestroyWatcher.kt', content: watcherKotlin('FragmentDestroyWatcher') }],
    );
    expect(descriptions(result.refactorings)).toEqual([
      'kotlin: Rename Class FragmentRefWatcher to FragmentDestroyWatcher in package leak.watcher',
      'kotlin: Change Field Type List<String> to Inferred in field leak.watcher.FragmentDestroyWatcher.watched',
      'kotlin: Change Variable Type int to Inferred of count in method leak.watcher.FragmentDestroyWatcher.retainedCount()',
      'kotlin: Change Variable Type String to Inferred of name in method leak.watcher.FragmentDestroyWatcher.retainedCount()',
    ]);
  });

  test('a Java class deleted while an unrelated Kotlin object is added is no refactoring', async () => {
    const result = await analyzeFiles(
      [{ path: 'src/leak/watcher/FragmentRefWatcher.java', content: WATCHER_JAVA }],
      [{ path: 'src/leak/watcher/Clock.kt', content: UNRELATED_KOTLIN }],
    );
    expect(descriptions(result.refactorings)).toEqual([]);
  });

  test('within one language a changed type is still reported', async () => {
    const result = await analyzeFiles(
      [{ path: 'src/leak/watcher/FragmentDestroyWatcher.kt', content: watcherKotlin('FragmentDestroyWatcher') }],
      [{ path: 'src/leak/watcher/FragmentDestroyWatcher.kt', content: watcherKotlin('FragmentDestroyWatcher').replace('fun retainedCount(): Int', 'fun retainedCount(): Long').replace('var count = 0', 'var count = 0L') }],
    );
    expect(descriptions(result.refactorings)).toEqual(['kotlin: Change Return Type Int to Long in method leak.watcher.FragmentDestroyWatcher.retainedCount()']);
  });
});
