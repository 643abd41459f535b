import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import refdiff.core.diff.CstComparator;
import refdiff.core.diff.CstDiff;
import refdiff.core.diff.Relationship;
import refdiff.core.io.SourceFile;
import refdiff.core.io.SourceFolder;
import refdiff.parsers.java.JavaPlugin;

/**
 * Times RefDiff 2.0 (its JavaPlugin and CstComparator) per commit on the folders
 * bench/export-oracle-files.ts writes (<commit>/before, <commit>/after), in one JVM, all commits
 * twice: pass 1 cold, pass 2 warm. The timing runs from the file sets to the CstDiff, as RefDiff's
 * own RunPerformanceComparison did. Usage: bench/refdiff2-speed.sh (bench/README.md).
 */
public final class Refdiff2Speed {

	private static final class Commit {
		final String name;
		final SourceFolder before;
		final SourceFolder after;

		Commit(String name, SourceFolder before, SourceFolder after) {
			this.name = name;
			this.before = before;
			this.after = after;
		}
	}

	private static final class Pass {
		final List<Long> nanos = new ArrayList<>();
		/** The analysing thread's CPU time per commit (JDT parses on it): load on the machine moves it less than wall time. */
		final List<Long> threadCpuNanos = new ArrayList<>();
		long relationships = 0;
		long refactorings = 0;
		int crashed = 0;
		String slowest = "";
		long slowestNanos = -1;
	}

	public static void main(String[] args) {
		boolean verbose = false;
		boolean listRelationships = false;
		String inputs = null;
		for (String arg : args) {
			if (arg.equals("--verbose")) verbose = true;
			else if (arg.equals("--relationships")) listRelationships = true;
			else if (arg.startsWith("--") || inputs != null) fail("usage: Refdiff2Speed [--verbose] [--relationships] <inputs dir>");
			else inputs = arg;
		}
		if (inputs == null) fail("usage: Refdiff2Speed [--verbose] [--relationships] <inputs dir>");
		List<Commit> commits = loadCommits(Paths.get(inputs));
		if (commits.isEmpty()) fail("no <commit>/before and <commit>/after folders in " + inputs);

		CstComparator comparator = new CstComparator(new JavaPlugin());
		for (int pass = 1; pass <= 2; pass++) {
			Pass result = runPass(comparator, commits, pass, verbose, listRelationships && pass == 2);
			report(pass, result);
		}
	}

	private static Pass runPass(CstComparator comparator, List<Commit> commits, int pass, boolean verbose, boolean listRelationships) {
		Pass result = new Pass();
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		for (Commit commit : commits) {
			// JDT parses files by path: read them once untimed, so that the timed read hits the page cache.
			readAll(commit.before);
			readAll(commit.after);
			long threadCpuStarted = threads.getCurrentThreadCpuTime();
			long started = System.nanoTime();
			CstDiff diff;
			try {
				diff = comparator.compare(commit.before, commit.after);
			} catch (RuntimeException | StackOverflowError e) {
				result.crashed++;
				System.err.println("pass " + pass + " " + commit.name + " crashed: " + firstLine(e));
				continue;
			}
			long nanos = System.nanoTime() - started;
			long threadCpuNanos = threads.getCurrentThreadCpuTime() - threadCpuStarted;
			result.nanos.add(nanos);
			result.threadCpuNanos.add(threadCpuNanos);
			int relationships = diff.getRelationships().size();
			int refactorings = diff.getRefactoringRelationships().size();
			result.relationships += relationships;
			result.refactorings += refactorings;
			if (nanos > result.slowestNanos) {
				result.slowestNanos = nanos;
				result.slowest = commit.name;
			}
			if (verbose) {
				System.out.printf("pass %d\t%s\t%.1f ms\t%d relationships\t%d refactorings\t%d/%d files\t%.1f ms thread CPU%n", pass, commit.name,
					nanos / 1e6, relationships, refactorings, commit.before.getSourceFiles().size(), commit.after.getSourceFiles().size(), threadCpuNanos / 1e6);
			}
			if (listRelationships) {
				for (Relationship relationship : diff.getRefactoringRelationships()) {
					System.out.printf("refactoring\t%s\t%s\t%s\t%s\t%s\t%s%n", commit.name, relationship.getType(),
						relationship.getNodeBefore().getType(), JavaPlugin.getKey(relationship.getNodeBefore()),
						relationship.getNodeAfter().getType(), JavaPlugin.getKey(relationship.getNodeAfter()));
				}
			}
		}
		return result;
	}

	private static void report(int pass, Pass result) {
		List<Long> sorted = new ArrayList<>(result.nanos);
		Collections.sort(sorted);
		long total = sorted.stream().mapToLong(Long::longValue).sum();
		System.out.printf("Pass %d (%s): %d commits, %d crashed; median %.0f ms, p90 %.0f ms, max %.0f ms (%s), total %.1f s; "
			+ "%d relationships, %d of them refactorings%n", pass, pass == 1 ? "cold" : "warm", sorted.size(), result.crashed,
			percentile(sorted, 0.5) / 1e6, percentile(sorted, 0.9) / 1e6, result.slowestNanos / 1e6, result.slowest, total / 1e9,
			result.relationships, result.refactorings);
		List<Long> cpu = new ArrayList<>(result.threadCpuNanos);
		Collections.sort(cpu);
		System.out.printf("Pass %d, the analysing thread's CPU time: median %.0f ms, p90 %.0f ms, max %.0f ms%n", pass,
			percentile(cpu, 0.5) / 1e6, percentile(cpu, 0.9) / 1e6, cpu.isEmpty() ? 0 : cpu.get(cpu.size() - 1) / 1e6);
	}

	/** Nearest-rank percentile, as bench/accuracy/speed.ts computes it. */
	private static long percentile(List<Long> sorted, double fraction) {
		if (sorted.isEmpty()) return 0;
		int rank = (int) Math.ceil(fraction * sorted.size());
		return sorted.get(Math.min(sorted.size(), Math.max(1, rank)) - 1);
	}

	private static List<Commit> loadCommits(Path inputs) {
		if (!Files.isDirectory(inputs)) fail("not a folder: " + inputs);
		try (Stream<Path> children = Files.list(inputs)) {
			List<Path> folders = children.filter(path -> Files.isDirectory(path.resolve("before")) && Files.isDirectory(path.resolve("after")))
				.sorted().collect(Collectors.toList());
			List<Commit> commits = new ArrayList<>();
			for (Path folder : folders) {
				commits.add(new Commit(folder.getFileName().toString(), SourceFolder.from(folder.resolve("before"), ".java"),
					SourceFolder.from(folder.resolve("after"), ".java")));
			}
			return commits;
		} catch (IOException e) {
			fail("cannot list " + inputs + ": " + e.getMessage());
			return null;
		}
	}

	private static void readAll(SourceFolder files) {
		for (SourceFile file : files.getSourceFiles()) {
			try {
				files.readContent(file);
			} catch (IOException e) {
				fail("cannot read " + files.describeLocation(file) + ": " + e.getMessage());
			}
		}
	}

	private static String firstLine(Throwable error) {
		Throwable cause = error.getCause() != null ? error.getCause() : error;
		String message = String.valueOf(cause.getMessage());
		return cause.getClass().getSimpleName() + ": " + message.split("\n")[0];
	}

	private static void fail(String message) {
		System.err.println("refdiff2-speed: " + message);
		System.exit(2);
	}
}
