import { blankStandaloneMacros } from '../../../src/languages/cpp/standalone-macros';

const blank = (text: string): string => text.replace(/[^\n]/g, ' ');

describe('blankStandaloneMacros', () => {
  test('blanks macros alone on a line between declarations and attribute macros opening one, keeping offsets', () => {
    const source = ['#include "base.h"', 'NS_BEGIN', 'PRAGMA_PUSH(diagnostic)  // why', 'template <typename T>', 'API_EXPORT API_INLINE void f(T t);', 'NS_END', ''].join('\n');
    const expected = ['#include "base.h"', blank('NS_BEGIN'), `${blank('PRAGMA_PUSH(diagnostic)')}  // why`, 'template <typename T>', `${blank('API_EXPORT API_INLINE ')}void f(T t);`, blank('NS_END'), ''].join('\n');
    expect(blankStandaloneMacros(source)).toBe(expected);
    expect(blankStandaloneMacros(source)).toHaveLength(source.length);
  });

  test('blanks attribute macros after specifiers, before a conversion operator and before a constructor of the class last opened', () => {
    const source = [
      'template <typename T> class buffer {',
      ' protected:',
      '  LIB_CONSTEXPR buffer(grow_fun grow, size_t sz) noexcept',
      '      : size_(sz) {}',
      '  constexpr LIB_INLINE buffer() : size_(0) {}',
      '  static LIB_CONSTEXPR void grow(buffer& buf, size_t size) {}',
      '  LIB_DEPRECATED operator view<T>() const { return view<T>(); }',
      '};',
    ].join('\n');
    const expected = [
      'template <typename T> class buffer {',
      ' protected:',
      `  ${blank('LIB_CONSTEXPR')} buffer(grow_fun grow, size_t sz) noexcept`,
      '      : size_(sz) {}',
      `  constexpr ${blank('LIB_INLINE')} buffer() : size_(0) {}`,
      `  static ${blank('LIB_CONSTEXPR')} void grow(buffer& buf, size_t size) {}`,
      `  ${blank('LIB_DEPRECATED')} operator view<T>() const { return view<T>(); }`,
      '};',
    ].join('\n');
    expect(blankStandaloneMacros(source)).toBe(expected);
  });

  test('a union is a class: its constructors too', () => {
    const source = ['template <typename Char> union arg_ref {', '  LIB_CONSTEXPR arg_ref(int idx = 0) : index(idx) {}', '  int index;', '};'].join('\n');
    expect(blankStandaloneMacros(source)).toBe(source.replace('LIB_CONSTEXPR', blank('LIB_CONSTEXPR')));
  });

  test('keeps a macro before a name that is not the class last opened: it may be the return type', () => {
    const source = ['class buffer;', 'struct sizes {', '  SIZE_T count(int n);', '  static SIZE_T total();', '  SIZE_T buffer(int n);', '};'].join('\n');
    expect(blankStandaloneMacros(source)).toBe(source);
  });

  test('reads a long line of upper-case words in linear time', () => {
    const line = `class ${'AB '.repeat(20_000)};`;
    const started = Date.now();
    expect(blankStandaloneMacros(`${line}\nLIB_CONSTEXPR AB();`)).toHaveLength(line.length + 20);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('keeps enumerators, macros inside a #define, macro-defined functions, return types and statements', () => {
    const source = [
      'enum E {',
      '  A,',
      '  LAST',
      '};',
      '#define OPEN \\',
      '  INNER_MACRO',
      'TEST(Suite, Case)',
      '{',
      '}',
      'SIZE_T count(int n);',
      'int g() {',
      '  CHECK(ok);',
      '  return',
      '      MAX_VALUE',
      '      ;',
      '}',
    ].join('\n');
    expect(blankStandaloneMacros(source)).toBe(source);
  });
});
