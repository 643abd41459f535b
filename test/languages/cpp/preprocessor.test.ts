import { loadPlugins } from '../../../src/languages/registry';
import { outline } from '../javascript/parse-helpers';
import { detectInFixture } from '../../helpers/fixtures';

async function parseCpp(path: string, content: string) {
  const [plugin] = await loadPlugins(['cpp']);
  return plugin.parse([{ path, content }]);
}

// A method header chosen per compiler (fmt's printf-test.cc): each branch opens the body closed
// after #endif. Read as written, the class broke up: its constructor became a free function.
const OPERATOR_PER_COMPILER = `class rounding_formatter : public base_formatter {
 public:
  rounding_formatter(iterator out, specs& spec) : base_formatter(out, spec) {}

#if COMPILER_VERSION > 0 && COMPILER_VERSION <= 1804
  template <typename T>
  iterator operator()(T value) {
#else
  iterator operator()(double value) {
#endif
    return base_formatter::operator()(value);
  }

  int precision() const { return precision_; }
};
`;

describe('C++ preprocessor conditionals that split braces', () => {
  test('a method header chosen per compiler: the #else branch is read, the class whole', async () => {
    expect(outline(await parseCpp('printf_test.cc', OPERATOR_PER_COMPILER))).toEqual([
      'File printf_test.cc ns=""',
      'Class rounding_formatter ns=""',
      '  Method new(iterator, specs&) [rounding_formatter] sig=rounding_formatter(iterator, specs&) TYPE_MEMBER TYPE_CONSTRUCTOR',
      '  Method operator()(double) [operator()] TYPE_MEMBER',
      '  Method precision() const TYPE_MEMBER',
    ]);
  });

  // Alternative definitions, each balanced, are both read; so is a guarded header's content.
  test('balanced conditionals are left as written', async () => {
    const alternatives = `#ifndef PORT_H
#define PORT_H
#ifdef _WIN32
inline int open_port() { return win_open("{"); }
#else
inline int open_port_posix() { return posix_open('}'); }  // {
#endif
#endif  // PORT_H
`;
    expect(outline(await parseCpp('port.h', alternatives))).toEqual(['File port.h ns=""', '  Function open_port()', '  Function open_port_posix()']);
  });

  // Before, the class's namespace was lost with its braces (`#rounding_formatter`). Its
  // unchanged members and the function after it are not reported.
  test('a class whose operator is chosen per compiler, renamed', async () => {
    expect(await detectInFixture('cpp/rename-split-conditional')).toEqual(['Rename Class test#rounding_formatter -> test#zero_rounding_formatter']);
  });
});

describe('C++ include guards', () => {
  test("a header's guard name is left out of its tokens; #pragma once has none to leave out", async () => {
    const guarded = '#ifndef NUM_PRIVATE_H\n#define NUM_PRIVATE_H\n\nint compare(const Num& a, const Num& b);\n\n#endif  // NUM_PRIVATE_H\n';
    expect((await parseCpp('num_private.h', guarded)).tokens.get('num_private.h')?.texts).toEqual(['#ifndef', '#define', 'int', 'compare', '(', 'const', 'Num', '&', 'a', ',', 'const', 'Num', '&', 'b', ')', ';', '#endif']);
    const once = '#pragma once\n\nint compare(const Num& a, const Num& b);\n';
    expect((await parseCpp('num_private.h', once)).tokens.get('num_private.h')?.texts).toEqual(['#pragma', 'once', 'int', 'compare', '(', 'const', 'Num', '&', 'a', ',', 'const', 'Num', '&', 'b', ')', ';']);
  });

  // num_private.h renamed with its guard in a C++ project: before, the guard's name was a third
  // of the header's code and no rename was found. limits.h removed and colors.h added, alike
  // only in having a guard, are no rename.
  test('Rename File of a header whose guard was renamed with it', async () => {
    expect(await detectInFixture('cpp/rename-header-with-guard')).toEqual(['Rename File src#num_private.h -> src#number_internal.h']);
  });
});
