import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-changed-together: two locals extracted into one statement, each
 * in a place of its own (`num_threads=num_threads, capacity=capacity`, where `num_threads=1,
 * capacity=32 * size + 1024` stood), the value changed on its way (`(num_threads + 32) * size + 1024`):
 * with the other's value written out, the one place left holds an alike value, and `capacity` is
 * extracted. Not `limit`, whose value (`limits.get(size)`) is nothing like the one it replaced.
 * (`num_threads`'s one token, `1`, is in too many statements to stand for a value here.)
 */
const cases: Array<[string, string[]]> = [
  ['java', ['Extract Variable data.Batches#batch(Data) -> data.Batches.batch(Data)#capacity']],
  ['kotlin', ['Extract Variable data.Batches#batch(Data) -> data.Batches.batch(Data)#capacity']],
  ['python', ['Extract Variable src/batches.py.Batches#batch(data) -> src/batches.py.Batches.batch(data)#capacity']],
];

describe.each(cases)('%s: locals extracted into one statement, each in its place', (language, expected) => {
  it('are read one at a time, the others written out, and a value unlike the one replaced is not', async () => {
    expect(await detectInFixture(`${language}/variables-changed-together`)).toEqual(expected);
  });
});
