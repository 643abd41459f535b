import { normalizeType } from '../../../src/languages/cpp/declarators';

describe('normalizeType', () => {
  test('normalises spacing, drops comments and the line splices of a macro body', () => {
    expect(normalizeType('std::map< int , T * >  &')).toBe('std::map<int, T*>&');
    expect(normalizeType('const /* in */ char *')).toBe('const char*');
    expect(normalizeType('operator view<char_type>() \\\n      const')).toBe('operator view<char_type>()const');
    expect(normalizeType('operator view<char_type>() const')).toBe('operator view<char_type>()const');
  });

  test('keeps a backslash that splices no line', () => {
    expect(normalizeType("f('\\\\')")).toBe("f('\\\\')");
  });
});
