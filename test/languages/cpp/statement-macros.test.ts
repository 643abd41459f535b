import { blankStatementMacros } from '../../../src/languages/cpp/statement-macros';

const blank = (text: string): string => text.replace(/[^\n]/g, ' ');

describe('blankStatementMacros', () => {
  test('blanks a macro between `if` and `(` and one opening a block, keeping offsets', () => {
    const source = [
      'void f() {',
      '  if LIB_CONSTEXPR20 (sizeof(T) != 1) return;',
      '  // Unwinding must not throw.',
      '  LIB_TRY { flush(); }',
      '  LIB_CATCH(...) {}',
      '  LIB_TRY {',
      '    flush();',
      '  }',
      '}',
    ].join('\n');
    const expected = [
      'void f() {',
      `  if ${blank('LIB_CONSTEXPR20')} (sizeof(T) != 1) return;`,
      '  // Unwinding must not throw.',
      `  ${blank('LIB_TRY')} { flush(); }`,
      '  LIB_CATCH(...) {}',
      `  ${blank('LIB_TRY')} {`,
      '    flush();',
      '  }',
      '}',
    ].join('\n');
    expect(blankStatementMacros(source)).toBe(expected);
    expect(blankStatementMacros(source)).toHaveLength(source.length);
  });

  test('keeps braced initialisers, macro-defined functions, calls and a macro continuing an expression', () => {
    const source = [
      'const Point origins[] = {',
      '  POINT{0, 0},',
      '};',
      'void g() {',
      '  auto p = POINT{1, 2};',
      '  POINT{3, 4};',
      '  if (FLAG_ON) return;',
      '  if constexpr (SIZE > 1) return;',
      '  int x = 1 +',
      '      OFFSET {',
      '  };',
      '}',
      'TEST(Suite, Case) {',
      '}',
    ].join('\n');
    expect(blankStatementMacros(source)).toBe(source);
  });
});
