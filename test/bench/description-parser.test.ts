import { parseDescription } from '../../bench/accuracy/description-parser';

function scored(description: string) {
  const parsed = parseDescription(description);
  if (parsed.kind !== 'scored') throw new Error(`expected a scored description: ${description}`);
  return parsed;
}

describe('parseDescription', () => {
  it('reads Move Class, nested classes included', () => {
    expect(scored('Move Class com.shop.cart.Item moved to com.shop.model.Item')).toEqual({
      kind: 'scored',
      row: 'Move Class',
      pairs: [{ before: 'com.shop.cart.Item', after: 'com.shop.model.Item' }],
    });
    expect(scored('Move Class com.shop.Cart.Line moved to com.shop.Order.Line').pairs).toEqual([
      { before: 'com.shop.Cart.Line', after: 'com.shop.Order.Line' },
    ]);
  });

  it('reads Rename Class and Move And Rename Class into one row', () => {
    expect(scored('Rename Class com.shop.Basket renamed to com.shop.Cart')).toMatchObject({
      row: 'Move and Rename/Rename Class',
      pairs: [{ before: 'com.shop.Basket', after: 'com.shop.Cart' }],
    });
    expect(scored('Move And Rename Class com.shop.old.Basket moved to com.shop.Cart')).toMatchObject({
      row: 'Move and Rename/Rename Class',
      pairs: [{ before: 'com.shop.old.Basket', after: 'com.shop.Cart' }],
    });
  });

  it('reads Extract Method: source method before, new method after, both in the named class', () => {
    expect(
      scored('Extract Method private total(items List<Item>, tax double) : double extracted from public checkout(cart Cart) : void in class com.shop.Till'),
    ).toEqual({
      kind: 'scored',
      row: 'Extract/Extract and Move Method',
      pairs: [{ before: 'com.shop.Till#checkout(Cart)', after: 'com.shop.Till#total(List,double)' }],
    });
  });

  it('keys Extract And Move Method by the class the code came from', () => {
    expect(
      scored(
        'Extract And Move Method public format(value Money) : String extracted from public print(receipt Receipt) : void in class com.shop.Printer & moved to class com.shop.Money',
      ).pairs,
    ).toEqual([{ before: 'com.shop.Printer#print(Receipt)', after: 'com.shop.Printer#format(Money)' }]);
  });

  it('reads Rename Method and Inline Method', () => {
    expect(scored('Rename Method public sum(a int, b int) : int renamed to public add(a int, b int) : int in class my.calc.Calculator')).toMatchObject({
      row: 'Rename Method',
      pairs: [{ before: 'my.calc.Calculator#sum(int,int)', after: 'my.calc.Calculator#add(int,int)' }],
    });
    expect(scored('Inline Method private check() : void inlined to public run(args String[]) : void in class my.App')).toMatchObject({
      row: 'Inline Method',
      pairs: [{ before: 'my.App#check()', after: 'my.App#run(String[])' }],
    });
  });

  it('reads Move, Pull Up and Push Down Method in both the two-signature and the short form', () => {
    expect(
      scored('Move Method public area(s Shape) : double from class geo.Util to public area(s Shape) : double from class geo.Shape'),
    ).toMatchObject({ row: 'Move Method', pairs: [{ before: 'geo.Util#area(Shape)', after: 'geo.Shape#area(Shape)' }] });
    expect(scored('Move Method public width(text CharSequence) : int from class ui.Width to class ui.Console')).toMatchObject({
      row: 'Move Method',
      pairs: [{ before: 'ui.Width#width(CharSequence)', after: 'ui.Console#width(CharSequence)' }],
    });
    expect(scored('Pull Up Method protected close() : void from class io.FileSink to protected close() : void from class io.Sink')).toMatchObject({
      row: 'Pull Up Method',
      pairs: [{ before: 'io.FileSink#close()', after: 'io.Sink#close()' }],
    });
    expect(scored('Push Down Method package flush() : void from class io.Sink to package flush() : void from class io.FileSink')).toMatchObject({
      row: 'Push Down Method',
      pairs: [{ before: 'io.Sink#flush()', after: 'io.FileSink#flush()' }],
    });
  });

  it('reads constructors (no return type) and qualified parameter types', () => {
    expect(scored('Push Down Method public Sink(path Path, mode Sink.Mode) from class io.Sink to public FileSink(path Path, mode Sink.Mode) from class io.FileSink').pairs).toEqual([
      { before: 'io.Sink#Sink(Path,Mode)', after: 'io.FileSink#FileSink(Path,Mode)' },
    ]);
  });

  it('reads the attribute moves', () => {
    expect(scored('Move Attribute private LIMIT : int from class a.Config to class a.Limits')).toEqual({
      kind: 'scored',
      row: 'Move Attribute',
      pairs: [{ before: 'a.Config#LIMIT', after: 'a.Limits#LIMIT' }],
    });
    expect(scored('Pull Up Attribute protected cache : Map<String,Long> from class a.Db to class a.Store').pairs).toEqual([
      { before: 'a.Db#cache', after: 'a.Store#cache' },
    ]);
    expect(scored('Push Down Attribute private log : Logger from class a.Store to class a.Db')).toMatchObject({ row: 'Push Down Attribute' });
  });

  it('gives one pair per subclass for Extract Superclass / Interface', () => {
    expect(scored('Extract Superclass shapes.Base from classes [shapes.Circle, shapes.Square]')).toEqual({
      kind: 'scored',
      row: 'Extract Superclass',
      pairs: [
        { before: 'shapes.Circle', after: 'shapes.Base' },
        { before: 'shapes.Square', after: 'shapes.Base' },
      ],
    });
    expect(scored('Extract Interface shapes.Drawable from class shapes.Circle')).toMatchObject({
      row: 'Extract Interface',
      pairs: [{ before: 'shapes.Circle', after: 'shapes.Drawable' }],
    });
    expect(scored('Extract Interface shapes.Drawable from classes [shapes.Circle]').pairs).toHaveLength(1);
  });

  it('tolerates surrounding spaces', () => {
    expect(scored('  Move Class a.B moved to c.B ').pairs).toEqual([{ before: 'a.B', after: 'c.B' }]);
  });

  it('leaves Rename Package unscored and rejects unknown text', () => {
    expect(parseDescription('Rename Package org.shop.cart to org.shop.basket')).toEqual({ kind: 'unscored', type: 'Rename Package' });
    expect(() => parseDescription('Split Class a.B into a.C')).toThrow(/unknown refactoring description/);
  });
});
