import { detectInFixture, detectInReversedFixture } from '../helpers/fixtures';

/**
 * The extract rule's lowered threshold for a body that explains most of what its caller lost
 * (moved-code.ts), read on real JavaScript: it must need more than one replaced call.
 */
describe('extraction explained by the code its caller lost', () => {
  test('a new wrapper that replaced one call is not extracted; a small true extraction still is', async () => {
    // loadConfig's fs.readFileSync(file) became readFile(file), a new guard around that call;
    // loadSettings' read-and-parse statements went into readJson(), with new checks around them.
    expect(await detectInFixture('javascript/extract-wrapper-of-replaced-call')).toEqual([
      'Extract Function src/settings.js#loadSettings(file, defaults) -> src/settings.js#readJson(file)',
    ]);
    // Read backwards, the true one is an inlining, and still found.
    expect(await detectInReversedFixture('javascript/extract-wrapper-of-replaced-call')).toEqual([
      'Inline Function src/settings.js#readJson(file) -> src/settings.js#loadSettings(file, defaults)',
    ]);
  });
});
