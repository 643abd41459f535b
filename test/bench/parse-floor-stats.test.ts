import { againstRefdiff2, bestSplit, spreadOf } from '../../bench/parse-floor/floor-stats';
import { parseFloorOptions } from '../../bench/parse-floor/options';
import { parseRefdiff2Verbose } from '../../bench/parse-floor/refdiff2-times';
import { shareOut } from '../../bench/parse-floor/two-threads';

// Lines as bench/refdiff2-speed.sh --verbose prints them (bench/refdiff2/Refdiff2Speed.java), the
// crash line as it prints it on stderr when both streams are saved together.
const VERBOSE_RUN = [
  'RefDiff 2.0 at 889b0bf; openjdk version "17.0.15" 2025-04-15; JAVA_OPTS=none',
  'pass 1\tActiviti-53036cece662f9c796d2a187b0077059c3d9088a\t412.9 ms\t109 relationships\t8 refactorings\t8/9 files\t301.5 ms thread CPU',
  'pass 2\tActiviti-53036cece662f9c796d2a187b0077059c3d9088a\t111.8 ms\t109 relationships\t8 refactorings\t8/9 files\t97.0 ms thread CPU',
  'pass 2\tActiviti-a70ca1d9ad2ea07b19c5e1f9540c809d7a12d3fb\t198.6 ms\t127 relationships\t1 refactorings\t1/1 files\t150.2 ms thread CPU',
  'pass 2 hive-c53c6f45988db869d56abe3b1d831ff775f4fa73 crashed: java.lang.StackOverflowError',
  'Pass 2 (warm): 2 commits, 1 crashed; median 112 ms, p90 199 ms, max 199 ms (Activiti-a70ca1d9ad2ea07b19c5e1f9540c809d7a12d3fb), total 0.3 s; 236 relationships, 9 of them refactorings',
  'Pass 2, the analysing thread\'s CPU time: median 97 ms, p90 150 ms, max 150 ms',
].join('\n');

describe('parseRefdiff2Verbose', () => {
  it('reads the warm pass: wall and thread CPU per commit, crashed commits apart', () => {
    const { times, crashed } = parseRefdiff2Verbose(VERBOSE_RUN);
    expect([...times]).toEqual([
      ['Activiti-53036cece662f9c796d2a187b0077059c3d9088a', { ms: 111.8, threadCpuMs: 97 }],
      ['Activiti-a70ca1d9ad2ea07b19c5e1f9540c809d7a12d3fb', { ms: 198.6, threadCpuMs: 150.2 }],
    ]);
    expect([...crashed]).toEqual(['hive-c53c6f45988db869d56abe3b1d831ff775f4fa73']);
  });

  it('reads runs printed before the thread CPU column existed', () => {
    const { times } = parseRefdiff2Verbose('pass 2\tActiviti-ca7d0c3b33a0863bed04c77932b9ef6b1317f34e\t21.7 ms\t10 relationships\t1 refactorings\t1/1 files\n');
    expect(times.get('Activiti-ca7d0c3b33a0863bed04c77932b9ef6b1317f34e')).toEqual({ ms: 21.7 });
  });

  it('refuses a run without --verbose lines, and a time it cannot read', () => {
    expect(() => parseRefdiff2Verbose('Pass 2 (warm): 534 commits, 0 crashed; median 127 ms\n')).toThrow(/--verbose/);
    expect(() => parseRefdiff2Verbose('pass 2\tx-1\tfast\t1 relationships\n')).toThrow('not a RefDiff 2.0 time: pass 2\tx-1\tfast\t1 relationships');
  });
});

describe('floor statistics', () => {
  it('gives median and p90 by nearest rank, and the max', () => {
    expect(spreadOf([5, 1, 4, 2, 3, 10, 9, 8, 7, 6])).toEqual({ median: 5, p90: 9, max: 10 });
    expect(spreadOf([])).toEqual({ median: 0, p90: 0, max: 0 });
  });

  it('sets the floor against RefDiff 2.0 on the commits timed on both sides only', () => {
    const floor = new Map([
      ['a', 10],
      ['b', 30],
      ['c', 5],
      ['crashed-in-refdiff2', 1000],
    ]);
    const refdiff2 = new Map([
      ['a', 100],
      ['b', 100],
      ['c', 10],
      ['not-in-floor', 1],
    ]);
    const against = againstRefdiff2(floor, refdiff2);
    // Medians 10 / 100; p90s 30 / 100; per commit 0.1, 0.3, 0.5; b and c are over 0.25x.
    expect(against).toEqual({ commits: 3, medianRatio: 0.1, p90Ratio: 0.3, medianOfRatios: 0.3, over: 2 });
    expect(againstRefdiff2(floor, new Map([['other', 5]]))).toBeUndefined();
  });

  it('splits a commit over threads longest first onto the least loaded one', () => {
    expect(bestSplit([5, 4, 3, 3, 1], 2)).toBe(8);
    expect(bestSplit([20, 1, 1], 2)).toBe(20);
    expect(bestSplit([2, 2], 1)).toBe(4);
    expect(bestSplit([], 2)).toBe(0);
  });
});

describe('parseFloorOptions', () => {
  it('takes the inputs folder and options, two runs by default', () => {
    expect(parseFloorOptions(['in'])).toEqual({ inputs: 'in', runs: 2, twoThreads: false });
    expect(parseFloorOptions(['--native', 'n', 'in', '--runs', '3', '--refdiff2', 'r.txt', '--two-threads', '--json', 'out.json'])).toEqual({
      inputs: 'in',
      native: 'n',
      runs: 3,
      refdiff2: 'r.txt',
      twoThreads: true,
      json: 'out.json',
    });
  });

  it('says what is wrong in one line', () => {
    expect(() => parseFloorOptions([])).toThrow(/^usage: bench\/parse-floor.ts <inputs dir>/);
    expect(() => parseFloorOptions(['in', '--runs', '0'])).toThrow('--runs expects a positive integer, not 0');
    expect(() => parseFloorOptions(['in', '--runs', '1.5'])).toThrow('--runs expects a positive integer, not 1.5');
    expect(() => parseFloorOptions(['in', '--native'])).toThrow(/^--native needs a value/);
    expect(() => parseFloorOptions(['in', '--native', '--runs', '2'])).toThrow(/^--native needs a value/);
    expect(() => parseFloorOptions(['in', '--threads', '2'])).toThrow(/^unknown option --threads/);
    expect(() => parseFloorOptions(['in', 'other'])).toThrow(/^one inputs folder only \(also given other\)/);
  });
});

describe('shareOut', () => {
  it('keeps both sides of a path on one thread, the largest paths first to the less loaded', () => {
    const file = (path: string, size: number) => ({ path, content: 'x'.repeat(size) });
    const commit = { name: 'p-1', before: [file('Big.java', 50), file('Mid.java', 20), file('Gone.java', 5)], after: [file('Big.java', 60), file('Mid.java', 25), file('New.java', 40)] };
    const [first, second] = shareOut(commit, 2);
    // Big 110 to the first; New 40 and Mid 45 to the second (85), Gone 5 then to the second too.
    expect(first.before.map((f) => f.path)).toEqual(['Big.java']);
    expect(first.after.map((f) => f.path)).toEqual(['Big.java']);
    expect(second.before.map((f) => f.path)).toEqual(['Mid.java', 'Gone.java']);
    expect(second.after.map((f) => f.path)).toEqual(['Mid.java', 'New.java']);
  });
});
