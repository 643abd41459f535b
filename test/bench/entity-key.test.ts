import { methodKey, simpleTypeName, splitTopLevel, stripGenerics, typeKey } from '../../bench/accuracy/entity-key';

describe('simpleTypeName', () => {
  it.each([
    ['int', 'int'],
    ['String', 'String'],
    ['java.lang.String', 'String'],
    ['Map<String, List<Long>>', 'Map'],
    ['java.util.Map<String,Object>', 'Map'],
    ['Outer.Inner', 'Inner'],
    ['byte[]', 'byte[]'],
    ['java.lang.Object[][]', 'Object[][]'],
    ['String...', 'String[]'],
    ['List<String>...', 'List[]'],
    ['final @Nullable String', 'String'],
    ['@Named("x") Foo', 'Foo'],
    ['Class<? extends T>', 'Class'],
  ])('%s -> %s', (input, expected) => {
    expect(simpleTypeName(input)).toBe(expected);
  });
});

describe('keys', () => {
  it('method keys use simple parameter types and no spaces', () => {
    expect(methodKey('a.b.Outer.Inner', 'run', ['java.util.List<String>', 'int...'])).toBe('a.b.Outer.Inner#run(List,int[])');
    expect(methodKey('a.B', 'none', [])).toBe('a.B#none()');
  });

  it('type keys drop generics and whitespace', () => {
    expect(typeKey('a.b.Box<T>')).toBe('a.b.Box');
    expect(typeKey(' a.b.Outer.Inner ')).toBe('a.b.Outer.Inner');
  });

  it('stripGenerics removes nested sections', () => {
    expect(stripGenerics('f(Map<K, List<V>> m, T t)')).toBe('f(Map m, T t)');
  });

  it('splitTopLevel keeps commas inside generics', () => {
    expect(splitTopLevel('Map<String, Long>, int, List<Pair<A,B>>')).toEqual(['Map<String, Long>', 'int', 'List<Pair<A,B>>']);
    expect(splitTopLevel('')).toEqual([]);
    expect(splitTopLevel('A, B', ',')).toEqual(['A', 'B']);
  });
});
