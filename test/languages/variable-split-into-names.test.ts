import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variable-split-into-names: a declaration of one local paired with one
 * of several new names holding the same value (`results = run_rnn(...)` became
 * `outputs, state = run_rnn(...)`, a destructuring in JavaScript and Kotlin) renames the local to
 * the first of them, its uses agreeing (`encode`). Not when the old name is kept among them
 * (`decode`: `padding, outputs = ...`), nor when the value changed too (`attend`: `project(...)`).
 */
const cases: Array<[string, string]> = [
  ['python', 'Rename Variable nets/rnn.py.encode(cell, inputs)#results -> nets/rnn.py.encode(cell, inputs)#outputs'],
  ['javascript', 'Rename Variable src/rnn.js.encode(cell, inputs)#results -> src/rnn.js.encode(cell, inputs)#outputs'],
  ['kotlin', 'Rename Variable nets.Rnn.encode(Cell, Tensor)#results -> nets.Rnn.encode(Cell, Tensor)#outputs'],
];

describe.each(cases)('%s: one local split into several names', (language, expected) => {
  it('is renamed to the first new name when the value stayed, and only then', async () => {
    expect(await detectInFixture(`${language}/variable-split-into-names`)).toEqual([expected]);
  });
});
