import { parseDescription } from '../../bench/accuracy/description-parser';
import { refactoringKey } from '../../bench/accuracy/entity-key';
import { entitiesOf, keysFor, rowOf, toReportEntry, typeRenamesOf } from '../../bench/accuracy/report-keys';
import type { CodeElement, Operation, Refactoring } from '../../src/report/types';

function element(container: string, name: string, signature = name): CodeElement {
  return { file: 'X.java', container, name, signature, startLine: 1, endLine: 2 };
}

function refactoring(operation: Operation, kind: string, before: CodeElement, after: CodeElement): Refactoring {
  return { type: `${operation} ${kind}`, operation, kind, language: 'java', before, after, description: `${operation} ${kind}` };
}

/** The oracle's key for a description, to check both sides meet. */
function oracleKeys(description: string): string[] {
  const parsed = parseDescription(description);
  if (parsed.kind !== 'scored') throw new Error('unscored');
  return parsed.pairs.map((pair) => refactoringKey(parsed.row, pair.before, pair.after));
}

describe('rowOf', () => {
  it.each<[Operation, string, string | undefined]>([
    ['MOVE', 'Class', 'Move Class'],
    ['MOVE', 'Interface', 'Move Class'],
    ['PULL_UP', 'Class', 'Move Class'],
    ['RENAME', 'Enum', 'Move and Rename/Rename Class'],
    ['MOVE_RENAME', 'Class', 'Move and Rename/Rename Class'],
    ['EXTRACT_SUPER', 'Interface', 'Extract Interface'],
    ['EXTRACT_SUPER', 'Class', 'Extract Superclass'],
    ['MOVE', 'Method', 'Move Method'],
    ['MOVE_RENAME', 'Method', undefined],
    ['RENAME', 'Method', 'Rename Method'],
    ['PULL_UP', 'Method', 'Pull Up Method'],
    ['PUSH_DOWN', 'Method', 'Push Down Method'],
    ['EXTRACT', 'Method', 'Extract/Extract and Move Method'],
    ['EXTRACT_MOVE', 'Method', 'Extract/Extract and Move Method'],
    ['INLINE', 'Method', 'Inline Method'],
    ['CHANGE_SIGNATURE', 'Method', undefined],
    ['CONVERT_TYPE', 'Class', undefined],
    ['MOVE', 'Field', 'Move Attribute'],
    ['PULL_UP', 'Field', 'Pull Up Attribute'],
    ['PUSH_DOWN', 'Field', 'Push Down Attribute'],
    ['MOVE', 'Function', undefined],
  ])('%s %s -> %s', (operation, kind, row) => {
    expect(rowOf(refactoring(operation, kind, element('a', 'x'), element('b', 'x')))).toBe(row);
  });
});

describe('our keys meet the oracle keys', () => {
  it('Move Class with a nested class', () => {
    const ours = refactoring('MOVE', 'Class', element('com.shop.Cart', 'Line'), element('com.shop.Order', 'Line'));
    expect(toReportEntry(ours)!.keys).toEqual(oracleKeys('Move Class com.shop.Cart.Line moved to com.shop.Order.Line'));
  });

  it('Rename Class', () => {
    const ours = refactoring('RENAME', 'Class', element('com.shop', 'Basket'), element('com.shop', 'Cart'));
    expect(toReportEntry(ours)!.keys).toEqual(oracleKeys('Rename Class com.shop.Basket renamed to com.shop.Cart'));
  });

  it('Rename Method with generics, arrays and varargs', () => {
    const ours = refactoring(
      'RENAME',
      'Method',
      element('my.Calc', 'sum', 'sum(java.util.List<Integer>, int[], String...)'),
      element('my.Calc', 'add', 'add(List<Integer>, int[], String...)'),
    );
    const expected = oracleKeys(
      'Rename Method public sum(xs List<Integer>, ys int[], tags String[]) : int renamed to public add(xs List<Integer>, ys int[], tags String[]) : int in class my.Calc',
    );
    expect(toReportEntry(ours)!.keys[0]).toBe(expected[0]);
  });

  it('Rename Method in a class renamed in the same commit: the class after first, before as fallback', () => {
    const ours = refactoring('RENAME', 'Method', element('a.Old', 'f', 'f()'), element('a.New', 'g', 'g()'));
    expect(keysFor('Rename Method', ours)).toEqual(['Rename Method|a.New#f()|a.New#g()', 'Rename Method|a.Old#f()|a.Old#g()']);
  });

  it('Extract And Move Method is keyed by the source class', () => {
    const ours = refactoring('EXTRACT_MOVE', 'Method', element('com.shop.Printer', 'print', 'print(Receipt)'), element('com.shop.Money', 'format', 'format(Money)'));
    const expected = oracleKeys(
      'Extract And Move Method public format(value Money) : String extracted from public print(receipt Receipt) : void in class com.shop.Printer & moved to class com.shop.Money',
    );
    expect(toReportEntry(ours)!.keys[0]).toBe(expected[0]);
  });

  it('Inline Method is keyed by the class of the receiving method', () => {
    const ours = refactoring('INLINE', 'Method', element('my.App', 'check', 'check()'), element('my.App', 'run', 'run(String[])'));
    expect(toReportEntry(ours)!.keys).toEqual(oracleKeys('Inline Method private check() : void inlined to public run(args String[]) : void in class my.App'));
  });

  it('Move and Pull Up Method keep each class', () => {
    const move = refactoring('MOVE', 'Method', element('geo.Util', 'area', 'area(Shape)'), element('geo.Shape', 'area', 'area(Shape)'));
    expect(toReportEntry(move)!.keys).toEqual(
      oracleKeys('Move Method public area(s Shape) : double from class geo.Util to public area(s Shape) : double from class geo.Shape'),
    );
    const pullUp = refactoring('PULL_UP', 'Method', element('io.FileSink', 'close', 'close()'), element('io.Sink', 'close', 'close()'));
    expect(toReportEntry(pullUp)!.keys).toEqual(oracleKeys('Pull Up Method protected close() : void from class io.FileSink to protected close() : void from class io.Sink'));
  });

  it('constructors written as `new(...)` take the class name', () => {
    const ours = refactoring('PUSH_DOWN', 'Method', element('io.Sink', 'new', 'new(Path)'), element('io.FileSink', 'FileSink', 'FileSink(Path)'));
    expect(toReportEntry(ours)!.keys).toEqual(oracleKeys('Push Down Method public Sink(path Path) from class io.Sink to public FileSink(path Path) from class io.FileSink'));
  });

  it('Extract Superclass: one entry per subclass', () => {
    const circle = refactoring('EXTRACT_SUPER', 'Class', element('shapes', 'Circle'), element('shapes', 'Base'));
    const square = refactoring('EXTRACT_SUPER', 'Class', element('shapes', 'Square'), element('shapes', 'Base'));
    expect([...toReportEntry(circle)!.keys, ...toReportEntry(square)!.keys]).toEqual(
      oracleKeys('Extract Superclass shapes.Base from classes [shapes.Circle, shapes.Square]'),
    );
  });

  it('Move Attribute', () => {
    const ours = refactoring('MOVE', 'Field', element('a.Config', 'LIMIT'), element('a.Limits', 'LIMIT'));
    expect(toReportEntry(ours)!.keys).toEqual(oracleKeys('Move Attribute private LIMIT : int from class a.Config to class a.Limits'));
  });
});

describe('entitiesOf', () => {
  it('keys methods in both classes so a miss can find what we said instead', () => {
    const ours = refactoring('MOVE_RENAME', 'Method', element('a.A', 'f', 'f(int)'), element('a.B', 'g', 'g(int)'));
    expect(entitiesOf(ours).sort()).toEqual(['a.A#f(int)', 'a.A#g(int)', 'a.B#f(int)', 'a.B#g(int)']);
  });
});

describe('Extract Superclass/Interface of a class renamed in the same commit', () => {
  test('is also keyed by the class name after the commit, as the oracle names it', () => {
    const rename = refactoring('RENAME', 'Class', element('a.b', 'Loader'), element('a.b', 'DefaultLoader'));
    const extract = refactoring('EXTRACT_SUPER', 'Interface', element('a.b', 'Loader'), element('a.c', 'ClassLoaderApi'));
    const entry = toReportEntry(extract, typeRenamesOf([rename, extract]))!;
    expect(entry.keys).toContain(oracleKeys('Extract Interface a.c.ClassLoaderApi from class a.b.DefaultLoader')[0]);
    expect(toReportEntry(extract)!.keys).not.toContain(oracleKeys('Extract Interface a.c.ClassLoaderApi from class a.b.DefaultLoader')[0]);
  });
});
