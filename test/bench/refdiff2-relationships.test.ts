import { toReportEntry, typeRenamesOf } from '../../bench/accuracy/report-keys';
import { elementOf, parseHarnessOutput, toRefactoring } from '../../bench/refdiff2/relationships';

const OUTPUT = [
  'RefDiff 2.0 at 889b0bf; openjdk version "17.0.15"',
  'pass 1\tshop-2222\t10.0 ms\t3 relationships\t2 refactorings\t1/1 files',
  'Pass 1 (cold): 1 commits, 0 crashed; median 10 ms',
  'pass 2\tshop-2222\t5.0 ms\t3 relationships\t2 refactorings\t1/1 files',
  'refactoring\tshop-2222\tRENAME\tMethodDeclaration\tshop.Calc.sum(int,int)\tMethodDeclaration\tshop.Calc.add(int,int)',
  'refactoring\tshop-2222\tEXTRACT_SUPER\tClassDeclaration\tshop.Circle\tInterfaceDeclaration\tshop.Shape',
  'refactoring\tshop-2222\tINTERNAL_MOVE\tMethodDeclaration\tshop.A.f()\tMethodDeclaration\tshop.A.B.f()',
  'Pass 2 (warm): 1 commits, 0 crashed; median 5 ms',
].join('\n');

describe("RefDiff 2.0's relationships, scored with bench/accuracy's keys", () => {
  it('reads the pass 2 commits and the refactoring lines of the harness output', () => {
    const output = parseHarnessOutput(OUTPUT);
    expect(output.commits).toEqual(['shop-2222']);
    expect(output.relationships.map((relationship) => relationship.type)).toEqual(['RENAME', 'EXTRACT_SUPER', 'INTERNAL_MOVE']);
  });

  it("keys them as the oracle keys its entries, and drops types no operation of ours has", () => {
    const refactorings = parseHarnessOutput(OUTPUT).relationships.map(toRefactoring);
    expect(refactorings[2]).toBeUndefined();
    const found = refactorings.flatMap((refactoring) => refactoring ?? []);
    const entries = found.map((refactoring) => toReportEntry(refactoring, typeRenamesOf(found)));
    expect(entries.map((entry) => [entry?.row, entry?.keys[0]])).toEqual([
      ['Rename Method', 'Rename Method|shop.Calc#sum(int,int)|shop.Calc#add(int,int)'],
      ['Extract Interface', 'Extract Interface|shop.Circle|shop.Shape'],
    ]);
  });

  it('splits keys into container and name, constructors and the default package included', () => {
    expect(elementOf('a.b.Outer.Inner')).toMatchObject({ container: 'a.b.Outer', name: 'Inner', signature: '' });
    expect(elementOf('a.Box.Box(Map.Entry,int[])')).toMatchObject({ container: 'a.Box', name: 'Box', signature: 'Box(Map.Entry,int[])' });
    expect(elementOf('Main')).toMatchObject({ container: '', name: 'Main' });
  });
});
