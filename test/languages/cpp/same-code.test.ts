import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sameCppCode } from '../../../src/languages/c-family-same-code';
import { cppLanguage } from '../../../src/languages/cpp';
import type { LanguagePlugin } from '../../../src/languages/plugin';
import { cstShape, filesEndingWith, laidOutAnew, reworded } from '../../helpers/c-family-layout';

/** `changed` is other code than `base`, read either way round. */
function expectOtherCode(base: string, changed: string): void {
  expect({ changed, same: sameCppCode(base, changed) }).toEqual({ changed, same: false });
  expect({ changed, same: sameCppCode(changed, base) }).toEqual({ changed, same: false });
}

// The C-family rules (directives, splices, header names, touching tokens) are tested with C's, in
// test/languages/c/same-code.test.ts: one lexer reads both. Here: C++ files and C++ literals.
describe('C++ files whose code did not change', () => {
  let plugin: LanguagePlugin;
  beforeAll(async () => {
    plugin = await cppLanguage.create();
  });

  // The CST is compared on the reworded text: the plugin's text masks (a macro alone on its line)
  // read blanks, not comments, between tokens. Its shape only: the plugin keeps a macro body
  // (`preproc_arg`) as one token, with the comment after it.
  test('every C++ fixture file laid out anew holds the same code; reworded, it parses to the same CST', () => {
    const files = filesEndingWith(join(__dirname, '../../fixtures/cpp'), ['.cpp', '.cc', '.hpp', '.hh', '.h']);
    expect(files.length).toBeGreaterThan(50);
    let compared = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const [relaid, rewritten] = [laidOutAnew(source), reworded(source)];
      if (relaid === source) continue;
      compared++;
      expect({ file, anew: sameCppCode(source, relaid), reworded: sameCppCode(source, rewritten) }).toEqual({ file, anew: true, reworded: true });
      const original = plugin.parse([{ path: 'a.cpp', content: source }]);
      const anew = plugin.parse([{ path: 'a.cpp', content: rewritten }]);
      try {
        expect({ file, shape: cstShape(anew) }).toEqual({ file, shape: cstShape(original) });
      } finally {
        original.release?.();
        anew.release?.();
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  test('comments and blanks around C++ literals changed: the same code', () => {
    const before = 'auto s = R"x(a " // not a comment )" )x"; // raw\nauto n = 1\'000\'000; auto t = u8R"(b)"_s;\n';
    const after = '/* header */\nauto s =\n  R"x(a " // not a comment )" )x";\nauto n = 1\'000\'000;   auto t = u8R"(b)"_s; // literal\n';
    expect(sameCppCode(before, after)).toBe(true);
  });

  test('a raw string, a digit separator or a literal suffix changed: not the same code', () => {
    const base = 'auto s = R"x(a " // one )" )x";\nauto n = 1\'000;\nauto t = "b"_s;\n';
    for (const changed of [
      base.replace('// one', '// two'),
      base.replace('a " //', 'a  " //'),
      base.replace("1'000", "1'0 00"),
      base.replace("1'000", '1000'),
      base.replace('"b"_s', '"b" _s'),
      base.replace('R"x(', 'LR"x('),
    ])
      expectOtherCode(base, changed);
  });

  test('a raw string whose delimiter is not one, or that is not closed, is unreadable', () => {
    expectOtherCode('auto s = R"(a)";\nauto t = R"( // x\n', 'auto s = R"(a)";\nauto t = R"( // y\n');
    expectOtherCode('auto s = R"a b(x)a b";\n', 'auto s = R"a b(x)a b";\n');
  });

  // `1'0 ... '` read as a character constant (C's reading) would hide the comment in it.
  test("a digit separator is part of the number: what follows its `'` is code", () => {
    expectOtherCode("auto n = 1'0; f(); // '\n", "auto n = 1'0; g(); // '\n");
  });
});
