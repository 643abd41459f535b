import type { OracleEntry, Validation } from '../../bench/accuracy/oracle';
import type { ReportEntry } from '../../bench/accuracy/report-keys';
import type { Row } from '../../bench/accuracy/rows';
import { compareCommit, Tally } from '../../bench/accuracy/scoring';
import { percentile, summariseSpeed } from '../../bench/accuracy/speed';
import { formatAccuracyTable } from '../../bench/accuracy/table';

function oracle(row: Row, key: string, validation: Validation): OracleEntry {
  return { row, key, before: '', after: '', validation, description: key };
}

function ours(row: Row, ...keys: string[]): ReportEntry {
  return { row, keys, description: keys[0] };
}

describe('compareCommit', () => {
  it('sorts our reports into true, validated false and unvalidated, and lists the misses', () => {
    const result = compareCommit(
      [
        oracle('Move Class', 'k1', 'TP'),
        oracle('Move Class', 'k2', 'CTP'),
        oracle('Move Method', 'k3', 'FP'),
        oracle('Rename Method', 'k4', 'TP'),
      ],
      [ours('Move Class', 'k1'), ours('Move Method', 'k3'), ours('Move Method', 'k9')],
    );
    expect(result.truePositives.map((m) => m.key)).toEqual(['k1']);
    expect(result.falsePositives.map((m) => m.key)).toEqual(['k3']);
    expect(result.unvalidated.map((m) => m.key)).toEqual(['k9']);
    expect(result.falseNegatives.map((m) => m.key)).toEqual(['k2', 'k4']);
  });

  it('matches on a fallback key, prefers a true entry over a false one, and counts duplicates once', () => {
    const result = compareCommit(
      [oracle('Rename Method', 'new', 'FP'), oracle('Rename Method', 'old', 'TP')],
      [ours('Rename Method', 'new', 'old'), ours('Rename Method', 'old')],
    );
    expect(result.truePositives.map((m) => m.key)).toEqual(['old']);
    expect(result.falsePositives).toEqual([]);
    expect(result.falseNegatives).toEqual([]);
  });

  it('treats an entry listed both TP and FP as true', () => {
    const result = compareCommit([oracle('Move Class', 'k', 'FP'), oracle('Move Class', 'k', 'TP')], []);
    expect(result.falseNegatives.map((m) => m.key)).toEqual(['k']);
  });
});

describe('Tally', () => {
  it('computes validated precision, strict precision and recall, keeping attributes out of the total', () => {
    const tally = new Tally();
    tally.add(
      compareCommit(
        [
          oracle('Move Class', 'a', 'TP'),
          oracle('Move Class', 'b', 'TP'),
          oracle('Move Class', 'c', 'TP'),
          oracle('Move Class', 'd', 'FP'),
          oracle('Move Attribute', 'f', 'TP'),
        ],
        [ours('Move Class', 'a'), ours('Move Class', 'b'), ours('Move Class', 'd'), ours('Move Class', 'e'), ours('Move Attribute', 'f')],
      ),
    );
    const moveClass = tally.score('Move Class');
    expect(moveClass).toMatchObject({ oracle: 3, tp: 2, fp: 1, unvalidated: 1, fn: 1 });
    expect(moveClass.precision).toBeCloseTo(2 / 3);
    expect(moveClass.strictPrecision).toBeCloseTo(2 / 4);
    expect(moveClass.recall).toBeCloseTo(2 / 3);
    expect(tally.total()).toMatchObject({ oracle: 3, tp: 2 });
    expect(tally.score('Move Attribute')).toMatchObject({ oracle: 1, tp: 1, recall: 1 });
    expect(tally.score('Inline Method')).toMatchObject({ precision: null, recall: null });
    const table = formatAccuracyTable(tally);
    expect(table).toMatch(/^Move Class\s+3\s+2\s+1\s+1\s+1\s+0\.667\s+0\.667\s+0\.500$/m);
    expect(table).toMatch(/^Inline Method\s+0\s+0\s+0\s+0\s+0\s+-\s+-\s+-$/m);
  });
});

describe('speed', () => {
  it('nearest-rank percentiles and the slow count', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(percentile([], 0.5)).toBe(0);
    expect(summariseSpeed([300, 12_000, 100, 200], 10_000)).toMatchObject({ commits: 4, medianMs: 200, maxMs: 12_000, slow: 1 });
  });
});
