import { parseTrailers } from '../../src/policy/trailers';

describe('trailers after an empty subject', () => {
  test('a message starting with a blank line has an empty subject, so its next paragraph can be trailers', () => {
    expect(parseTrailers('\nRefactoring-Approved: agreed with the API team\n')).toEqual([
      { key: 'Refactoring-Approved', value: 'agreed with the API team' },
    ]);
  });

  test('the subject itself is never a trailer', () => {
    expect(parseTrailers('Refactoring-Approved: not a trailer\n')).toEqual([]);
  });
});
