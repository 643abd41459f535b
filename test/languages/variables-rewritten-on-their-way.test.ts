import { detectInFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-rewritten-on-their-way: a local inlined into a statement that
 * changed in other places too, its value written differently at each of its uses
 * (`state_size = self.cell.state_size`, now `self._cell.state_size` where `state_size` was read,
 * beside `logits=self._vocab_size` that became `logits=self._rnn_output_size()`, in `output_size`).
 * So is a local whose value wraps the name now standing where it was read, the statement
 * otherwise changed by an argument added (`cell_class = getattr(rnn, cell_type)`,
 * `get_instance(cell_class, ...)` -> `get_instance(cell_type, ..., self.modules)`, in `build_cell`),
 * but not where the statement changed more (`run(is_train, rows, DEFAULT_TIMEOUT)` -> `run(mode, rows,
 * DEFAULT_TIMEOUT, self.limit, self.retries)`, in `pick`).
 * A message respelt on its way into a local is extracted (`'Events and eventspace are not
 * compatible.'` -> `msg = 'Outcomes and sample_space are not compatible.'`, in `check`), not one
 * rewritten (`'No rows given to the report.'` -> `msg = 'Nothing to verify here'`, in `verify`).
 * Not a local whose use now holds an unrelated value (`label = self.header.title`, now
 * `self.footer_text()`, in `describe`), nor, in Python, a name still read where the value would
 * stand (`d2 = other.copy()` and `d2.set_base(b)` that became `d2 = other.set_base(b, copy=True)`, in `merge`).
 */
const cases: Array<[string, string[]]> = [
  [
    'python',
    [
      'Extract Variable shop/decoder.py.Decoder#check(outcomes) -> shop/decoder.py.Decoder.check(outcomes)#msg',
      'Inline Variable shop/decoder.py.Decoder.build_cell(hparams, cell_type)#cell_class -> shop/decoder.py.Decoder#build_cell(hparams, cell_type)',
      'Inline Variable shop/decoder.py.Decoder.output_size()#state_size -> shop/decoder.py.Decoder#output_size()',
    ],
  ],
  [
    'java',
    [
      'Extract Variable shop.Decoder#check(List<String>) -> shop.Decoder.check(List<String>)#msg',
      'Inline Variable shop.Decoder.buildCell(Map<String, Object>, String)#cellClass -> shop.Decoder#buildCell(Map<String, Object>, String)',
      'Inline Variable shop.Decoder.outputSize()#stateSize -> shop.Decoder#outputSize()',
    ],
  ],
];

describe.each(cases)('%s: variables whose values were rewritten on their way', (language, expected) => {
  it('are inlined where each use now holds an alike value, and only there', async () => {
    expect(await detectInFixture(`${language}/variables-rewritten-on-their-way`)).toEqual(expected);
  });
});
