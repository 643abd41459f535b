import { detectInFixture } from '../../helpers/fixtures';

/**
 * test/fixtures/python/variables-redeclared: where each assignment declares anew, each
 * declaration is a variable of its own. A declaration paired with itself renamed, whose variable
 * was never read, is renamed whatever else bears either name: the second `header` -> `_` in
 * `skip_header`, where the first, read, is kept; `first` and `last` both -> `_` in `pair`, `last`'s
 * statement also unwrapped from a `\`; `_` -> `opt_class`, read only after, in `make`. Not one
 * whose variable was read (`total`, whose `self.log(total)` became `self.log(rows)`).
 * A declaration folded into the next of its name, which read it, is inlined (`kwargs = h["kwargs"]`
 * and `kwargs = kwargs.copy()` became `kwargs = h["kwargs"].copy()`, in `options`), though the mapper
 * pairs it with the result; read the other way, extracted (`c_outcome = [...]` out of what is now
 * `c_outcome = wrap(c_outcome)`, in `combine`, the local also renamed from `c_event`). Not when the
 * next declaration reads otherwise than the result (`conf = self.default(conf)`, in `refresh`).
 * A parameter added and given, when not passed, the value that stood where it is now used is
 * extracted too (`alpha = np.ones(len(d))` for `draw(np.ones(len(d)))`, in `sample`); not one given
 * a value that was nowhere (`cap = self.default_cap()` where `10` was, in `limit`), nor one given
 * another name's value, an alias (`keys = items` for `self.sort(items)`, in `order`).
 * A declaration the mapper leaves unpaired, of the same shape but for names respelt
 * (`events_index = self._events_index` -> `outcomes_index = self._outcomes_index`, in `remove`), is
 * renamed when its uses, mapped beside a parameter renamed, agree; not when a use is rewritten
 * beyond the mapper's reach (`self.log(cache)` -> `self.trace(self.compute(store, key, 1))`, in `lookup`).
 * A variable renamed while another keeps its name (`outputs, state = self.rnn(...)` in both
 * branches -> `cell_outputs, state = ...`, read by `self.log(...)`, a later `outputs = ...` kept,
 * in `encode`) is one rename, judged by the reads each declaration reaches; not when a read it
 * reaches now reads something else (`self.log(total)` -> `self.log(rows)`, in `subtotal`).
 * A statement changed in one name only, where a local now stands whose value wraps the local that
 * stood there, extracts it (`inputs=inputs` -> `inputs=embedded_inputs`, in `embed`) or, read the
 * other way, inlines it (`self.expand(h_drop, 1)` -> `self.expand(h, 1)`, in `teach`); not where a
 * constant stood (`self.send(DEFAULT_ADDRESS, user)` -> `target = self.pick(DEFAULT_ADDRESS)`, in `notify`).
 * A declaration renamed with one word of four changed beside the name, a member renamed too
 * (`es2 = tuple(other.eventspace())` -> `ss2 = tuple(other.sample_space())`, in `widen`), is still
 * the local renamed; not with two (`first = tuple(...)` -> `last = list(...)`, in `narrow`).
 */
describe('python: variables redeclared', () => {
  it('are renamed when never read, inlined into or extracted from the next of their name, and only those', async () => {
    expect(await detectInFixture('python/variables-redeclared')).toEqual([
      'Add Parameter shop/reader.py.Reader#limit(rows) -> shop/reader.py.Reader.limit(rows, cap)#cap',
      'Add Parameter shop/reader.py.Reader#order(items) -> shop/reader.py.Reader.order(items, keys)#keys',
      'Add Parameter shop/reader.py.Reader#sample(n) -> shop/reader.py.Reader.sample(n, alpha)#alpha',
      'Extract Variable shop/reader.py.Reader#combine(rows, wrap) -> shop/reader.py.Reader.combine(rows, wrap)#c_outcome',
      'Extract Variable shop/reader.py.Reader#embed(inputs) -> shop/reader.py.Reader.embed(inputs)#embedded_inputs',
      'Extract Variable shop/reader.py.Reader#sample(n) -> shop/reader.py.Reader.sample(n, alpha)#alpha',
      'Inline Variable shop/reader.py.Reader.options(hparams)#kwargs -> shop/reader.py.Reader#options(hparams)',
      'Inline Variable shop/reader.py.Reader.teach(h, outputs)#h_drop -> shop/reader.py.Reader#teach(h, outputs)',
      'Rename Parameter shop/reader.py.Reader.remove(event)#event -> shop/reader.py.Reader.remove(outcome)#outcome',
      'Rename Variable shop/reader.py.Reader.combine(rows, wrap)#c_event -> shop/reader.py.Reader.combine(rows, wrap)#c_outcome',
      'Rename Variable shop/reader.py.Reader.encode(inputs, flag)#outputs -> shop/reader.py.Reader.encode(inputs, flag)#cell_outputs',
      'Rename Variable shop/reader.py.Reader.make(spec)#_ -> shop/reader.py.Reader.make(spec)#opt_class',
      'Rename Variable shop/reader.py.Reader.pair(line, sep)#first -> shop/reader.py.Reader.pair(line, sep)#_',
      'Rename Variable shop/reader.py.Reader.pair(line, sep)#last -> shop/reader.py.Reader.pair(line, sep)#_',
      'Rename Variable shop/reader.py.Reader.remove(event)#events_index -> shop/reader.py.Reader.remove(outcome)#outcomes_index',
      'Rename Variable shop/reader.py.Reader.skip_header(stream)#header -> shop/reader.py.Reader.skip_header(stream)#_',
      'Rename Variable shop/reader.py.Reader.widen(other)#es2 -> shop/reader.py.Reader.widen(other)#ss2',
    ]);
  });
});
