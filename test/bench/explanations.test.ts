import { oracleEntriesOn } from '../../bench/accuracy/dump';
import { isNestedInReportedClassMove, isPullUpIntoExtractedSupertype } from '../../bench/accuracy/explanations';
import { parseOracle, type OracleEntry } from '../../bench/accuracy/oracle';
import type { ReportEntry } from '../../bench/accuracy/report-keys';
import type { Miss, Unvalidated } from '../../bench/accuracy/scoring';

function entries(...descriptions: string[]): OracleEntry[] {
  const [commit] = parseOracle(
    JSON.stringify([
      {
        repository: 'https://github.com/acme/shop.git',
        sha1: 'c'.repeat(40),
        refactorings: descriptions.map((description) => ({ type: 'x', description, validation: 'TP' })),
      },
    ]),
  );
  return commit.entries;
}

function unvalidated(key: string): Unvalidated {
  const row = key.split('|')[0] as Unvalidated['row'];
  return { row, key, ours: { row, keys: [key], description: key } };
}

describe('isPullUpIntoExtractedSupertype', () => {
  const oracle = entries('Extract Superclass shapes.Base from classes [shapes.Circle, shapes.Square]');

  it('recognises a Pull Up from a subclass into the supertype extracted from it', () => {
    expect(isPullUpIntoExtractedSupertype(unvalidated('Pull Up Method|shapes.Square#area()|shapes.Base#area()'), oracle)).toBe(true);
  });

  it('ignores other classes and other rows', () => {
    expect(isPullUpIntoExtractedSupertype(unvalidated('Pull Up Method|shapes.Line#area()|shapes.Base#area()'), oracle)).toBe(false);
    expect(isPullUpIntoExtractedSupertype(unvalidated('Move Method|shapes.Square#area()|shapes.Base#area()'), oracle)).toBe(false);
  });
});

describe('oracleEntriesOn', () => {
  it('finds entries on the same members and class-level entries on their classes', () => {
    const oracle = entries(
      'Move Class a.Util moved to b.Util',
      'Rename Method public f() : void renamed to public g() : void in class a.Util',
      'Rename Method public h() : void renamed to public k() : void in class a.Other',
      'Move Class a.Other moved to b.Other',
    );
    const found = oracleEntriesOn(oracle, ['a.Util#f()', 'b.Util#f()']).map((entry) => entry.description);
    expect(found).toEqual(['Move Class a.Util moved to b.Util', 'Rename Method public f() : void renamed to public g() : void in class a.Util']);
  });
});

describe('isNestedInReportedClassMove', () => {
  const miss = (key: string): Miss => {
    const [row, before, after] = key.split('|');
    return { row: row as Miss['row'], key, oracle: { row: row as Miss['row'], key, before, after, validation: 'TP', description: key } };
  };
  const ours = (key: string): ReportEntry => ({ row: key.split('|')[0] as ReportEntry['row'], keys: [key], description: key });

  it('recognises a nested class carried along by a class we report moved or renamed', () => {
    const moved = [ours('Move Class|a.cache.Cache|b.cache.Cache')];
    expect(isNestedInReportedClassMove(miss('Move Class|a.cache.Cache.Key|b.cache.Cache.Key'), moved)).toBe(true);
    const renamed = [ours('Move and Rename/Rename Class|a.Handlers|a.HandlerTest')];
    expect(isNestedInReportedClassMove(miss('Move Class|a.Handlers.Event|a.HandlerTest.Event'), renamed)).toBe(true);
  });

  it('ignores a nested class that moved to another outer class, or was renamed, or other rows', () => {
    const moved = [ours('Move Class|a.cache.Cache|b.cache.Cache')];
    expect(isNestedInReportedClassMove(miss('Move Class|a.cache.Cache.Key|b.cache.Store.Key'), moved)).toBe(false);
    expect(isNestedInReportedClassMove(miss('Move Class|a.cache.Other.Key|b.cache.Other.Key'), moved)).toBe(false);
    expect(isNestedInReportedClassMove(miss('Move and Rename/Rename Class|a.cache.Cache.Key|b.cache.Cache.Id'), moved)).toBe(false);
    expect(isNestedInReportedClassMove(miss('Move Class|a.cache.Cache.Key|b.cache.Cache.Key'), [])).toBe(false);
  });
});
