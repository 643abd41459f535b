import { analyzeFiles } from '../../src/engine/analyze';
import { parseTypeSelector } from '../../src/policy/type-selectors';
import { callableWithChangedCalls } from '../../src/report/fine-grained';
import type { Refactoring } from '../../src/report/types';

/** The refactorings between two versions of one file, parsed for real. */
async function refactoringsOf(before: string, after: string, path = 'src/math.js', language = 'javascript'): Promise<Refactoring[]> {
  const result = await analyzeFiles([{ path, content: before }], [{ path, content: after }], { languages: [language] });
  return result.refactorings;
}

const lines = (found: Refactoring[]) => found.map((r) => r.description).sort();

const body = (a: string, b: string) => `{\n  const smaller = ${a} < ${b} ? ${a} : ${b};\n  return smaller;\n}`;

describe('parameters renamed and nothing else', () => {
  it('are reported as Rename Parameter, one per parameter, not as Change Signature', async () => {
    const found = await refactoringsOf(
      `function min(a, b) ${body('a', 'b')}\nmodule.exports = { min };\n`,
      `function min(left, b) ${body('left', 'b')}\nmodule.exports = { min };\n`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      type: 'Rename Parameter',
      operation: 'RENAME',
      kind: 'Parameter',
      language: 'javascript',
      before: { file: 'src/math.js', container: 'src/math.js.min(a, b)', name: 'a', signature: 'a', startLine: 1 },
      after: { file: 'src/math.js', container: 'src/math.js.min(left, b)', name: 'left', signature: 'left', startLine: 1 },
      description: 'Rename Parameter a to left in function src/math.js.min(left, b)',
    });
    expect(found[0].similarity).toBeGreaterThan(0);
  });

  it('give one report per renamed parameter, rest parameters included', async () => {
    const found = await refactoringsOf(`function pick(a, b, ...rest) ${body('a', 'b')}\n`, `function pick(x, y, ...others) ${body('x', 'y')}\n`);
    expect(found.map((r) => `${r.type} ${r.before.name} -> ${r.after.name}`).sort()).toEqual([
      'Rename Parameter ...rest -> ...others',
      'Rename Parameter a -> x',
      'Rename Parameter b -> y',
    ]);
  });
});

describe('parameters added, removed and reordered', () => {
  it('are one Add or Remove Parameter each, with the callable on the side the parameter is not', async () => {
    const added = await refactoringsOf(`function min(a, b) ${body('a', 'b')}\n`, `function min(a, b, c) ${body('a', 'b')}\n`);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      type: 'Add Parameter',
      operation: 'ADD',
      kind: 'Parameter',
      before: { container: 'src/math.js', name: 'min', signature: 'min(a, b)' },
      after: { container: 'src/math.js.min(a, b, c)', name: 'c', signature: 'c' },
      description: 'Add Parameter c in function src/math.js.min(a, b, c)',
    });
    const removed = await refactoringsOf(`function min(a, b, c) ${body('a', 'b')}\n`, `function min(a, b) ${body('a', 'b')}\n`);
    expect(removed.map((r) => [r.type, r.before.name, r.after.name])).toEqual([['Remove Parameter', 'c', 'min']]);
  });

  it('a swap of two parameters is one Reorder Parameter, not two renames', async () => {
    const found = await refactoringsOf(`function min(a, b) ${body('a', 'b')}\n`, `function min(b, a) ${body('a', 'b')}\n`);
    expect(lines(found)).toEqual(['Reorder Parameter [a, b] to [b, a] in function src/math.js.min(b, a)']);
    expect(found[0]).toMatchObject({ operation: 'REORDER', kind: 'Parameter', before: { signature: 'min(a, b)' }, after: { signature: 'min(b, a)' } });
  });

  it('a parameter removed and another renamed are told apart by the body', async () => {
    const found = await refactoringsOf('function f(x, y, z) { return x + y * z; }\n', 'function f(x, w) { return x + w; }\n');
    expect(lines(found)).toEqual(['Remove Parameter z in function src/math.js.f(x, w)', 'Rename Parameter y to w in function src/math.js.f(x, w)']);
  });

  it('every change of a renamed function is reported with the rename', async () => {
    const found = await refactoringsOf(`function min(a, b) ${body('a', 'b')}\n`, `function smallest(a, b, c) ${body('a', 'b')}\n`);
    expect(found.map((r) => r.type).sort()).toEqual(['Add Parameter', 'Rename Function']);
  });

  it('leave what they do not explain a Change Signature: a parameter made rest, or destructured differently', async () => {
    const cases: [string, string][] = [
      ['min(a, b)', 'min(a, ...b)'],
      ['min({ a }, b)', 'min({ c }, b)'],
    ];
    for (const [before, after] of cases) {
      const found = await refactoringsOf(`function ${before} ${body('a', 'b')}\n`, `function ${after} ${body('a', 'b')}\n`);
      expect(found.map((r) => r.type)).toEqual(['Change Signature Function']);
    }
  });
});

describe('types in signatures (TypeScript)', () => {
  const ts = (before: string, after: string) => refactoringsOf(before, after, 'src/math.ts', 'typescript');

  it('a changed parameter type and return type are Change Parameter Type and Change Return Type', async () => {
    const found = await ts(
      'export function scale(value: number, factor: number): number {\n  return value * factor;\n}\n',
      'export function scale(value: bigint, factor: number): bigint {\n  return value * factor;\n}\n',
    );
    expect(lines(found)).toEqual([
      'Change Parameter Type number to bigint of value in function src/math.ts.scale(value: bigint, factor: number)',
      'Change Return Type number to bigint in function src/math.ts.scale(value: bigint, factor: number)',
    ]);
    const parameter = found.find((r) => r.operation === 'CHANGE_TYPE')!;
    expect(parameter).toMatchObject({ kind: 'Parameter', before: { name: 'value', declaredType: 'number' }, after: { name: 'value', declaredType: 'bigint' } });
  });

  it('a parameter renamed and retyped is both, when the body shows the new name replacing the old', async () => {
    const found = await ts(
      'export function find(id: number, all: Item[]) {\n  return all.filter((x) => x.id === id);\n}\n',
      'export function find(key: string, all: Item[]) {\n  return all.filter((x) => x.key === key);\n}\n',
    );
    expect(found.map((r) => r.type).sort()).toEqual(['Change Parameter Type', 'Rename Parameter']);
  });

  it('a parameter renamed and retyped without that evidence was removed and another added: callers pass something else', async () => {
    const found = await ts(
      'export function log(id: number, text: string) {\n  console.log(text, text.length);\n}\n',
      'export function log(key: string, text: string) {\n  console.log(key, text.length);\n}\n',
    );
    expect(lines(found)).toEqual(['Add Parameter key in function src/math.ts.log(key: string, text: string)', 'Remove Parameter id in function src/math.ts.log(key: string, text: string)']);
  });

  it('the one parameter changed in its place, read by neither body, is renamed and retyped: nothing tells another value', async () => {
    const found = await ts(
      'export function log(id: number, text: string) {\n  console.log(text, text.length);\n}\n',
      'export function log(key: string, text: string) {\n  console.log(text, text.length);\n}\n',
    );
    expect(lines(found)).toEqual(['Change Parameter Type number to string of key in function src/math.ts.log(key: string, text: string)', 'Rename Parameter id to key in function src/math.ts.log(key: string, text: string)']);
  });

  it('an annotation added where there was none changes no type', async () => {
    const found = await ts('export function twice(n) {\n  return n * 2;\n}\n', 'export function twice(n: number): number {\n  return n * 2;\n}\n');
    expect(found.filter((r) => r.operation === 'CHANGE_TYPE' || r.operation === 'CHANGE_RETURN_TYPE')).toEqual([]);
  });
});

describe('the fine-grained types in a policy', () => {
  it('are words the policy vocabulary knows', () => {
    for (const word of ['Add Parameter', 'Remove Parameter', 'Reorder Parameter', 'Change Parameter Type', 'Change Return Type', 'Change Field Type', 'CHANGE_RETURN_TYPE', 'change_type', 'ADD']) {
      expect(parseTypeSelector(word)).toHaveProperty('selector');
    }
  });
});

describe('a parameter renamed and retyped is told from another value passed in its place (Java)', () => {
  const java = (before: string, after: string) => refactoringsOf(`package shop;\n\nclass Watcher {\n${before}\n}\n`, `package shop;\n\nclass Watcher {\n${after}\n}\n`, 'src/shop/Watcher.java', 'java');
  const summary = (found: Refactoring[]) => found.map((r) => `${r.type} ${r.before.name} -> ${r.after.name}`).sort();

  it('the new name standing where the old one stood is a rename with a type change', async () => {
    const found = await java(
      '  boolean check(int id, String stem) {\n    Pattern pattern = patterns.get(id);\n    return pattern.acceptsStem(stem);\n  }',
      '  boolean check(int id, char[] word) {\n    Pattern pattern = patterns.get(id);\n    return pattern.acceptsStem(word);\n  }',
    );
    expect(summary(found)).toEqual(['Change Parameter Type stem -> word', 'Rename Parameter stem -> word']);
  });

  it('with parameters added too, the retyped one keeps its place among those that stayed', async () => {
    const found = await java(
      '  boolean check(int id, String stem) {\n    Pattern pattern = patterns.get(id);\n    return pattern.acceptsStem(stem);\n  }',
      '  boolean check(int id, char[] word, int offset, int length) {\n    Pattern pattern = patterns.get(id);\n    return pattern.acceptsStem(word, offset, length);\n  }',
    );
    expect(summary(found)).toEqual(['Add Parameter check -> length', 'Add Parameter check -> offset', 'Change Parameter Type stem -> word', 'Rename Parameter stem -> word']);
  });

  it('a new value used elsewhere while the old one\'s place goes to a local is a removal and an addition', async () => {
    const found = await java(
      '  void track(String status, String uid) {\n    results.computeIfAbsent(status, k -> new ArrayList<>()).add(uid);\n  }',
      '  void track(String method, Context context) {\n    String name = context.getRequiredTestMethod().getName();\n    results.computeIfAbsent(method, k -> new ArrayList<>()).add(name);\n  }',
    );
    expect(summary(found)).toEqual(['Add Parameter track -> context', 'Remove Parameter uid -> track', 'Rename Parameter status -> method']);
  });

  it('a retyped parameter whose members the old body read and the new body does not is another value: the body\'s reading is what callers pass now', async () => {
    const drawn = await java(
      '  Config load(CommandLine line, Properties props) {\n    String path = line.getOptionValue("c");\n    return Loader.load(path, props);\n  }',
      '  Config load(String format, Properties props) {\n    String path = format;\n    return Loader.load(path, props);\n  }',
    );
    expect(summary(drawn)).toEqual(['Add Parameter load -> format', 'Remove Parameter line -> load']);
    // The same members read through the new name: the old value renamed and retyped.
    const kept = await java(
      '  String label(Path source, int width) {\n    return pad(source.getFileName(), width);\n  }',
      '  String label(File file, int width) {\n    return pad(file.getFileName(), width);\n  }',
    );
    expect(summary(kept)).toEqual(['Change Parameter Type source -> file', 'Rename Parameter source -> file']);
  });

  it('a new first parameter is not the old second one renamed, when parameters were removed too', async () => {
    const found = await java(
      '  void register(Registry registry, Class<?> annotation, Validator validator) {\n    find(annotation).forEach(m -> { validator.accept(m); registry.add(m); });\n  }',
      '  void register(List<Method> methods, Registry target) {\n    methods.forEach(m -> target.add(m));\n  }',
    );
    expect(summary(found)).toEqual([
      'Add Parameter register -> methods',
      'Remove Parameter annotation -> register',
      'Remove Parameter validator -> register',
      'Rename Parameter registry -> target',
    ]);
  });
});

describe('a callable that kept its name while its parameters and body changed much (Python)', () => {
  const py = (before: string, after: string) => refactoringsOf(before, after, 'pkg/model.py', 'python');
  const model = (init: string, extra: string) =>
    `class Model(object):\n${init}\n\n    def default_hparams(self):\n        return {"name": "model", "layers": 2, "units": 128}\n${extra}`;

  it('is the same callable: its parameters are added, not a new method beside a removed one', async () => {
    const found = await py(
      model('    def __init__(self, hparams):\n        self._hparams = HParams(hparams, self.default_hparams())', ''),
      model(
        '    def __init__(self, vocab, embedder, encoder, hparams):\n        ModuleBase.__init__(self, hparams)\n        self._vocab = vocab\n        self._embedder = embedder\n        self._encoder = encoder',
        '\n    def encode(self, features):\n        return self._encoder(self._embedder(features))\n',
      ),
    );
    expect(lines(found)).toEqual([
      'Add Parameter embedder in method pkg/model.py.Model.__init__(vocab, embedder, encoder, hparams)',
      'Add Parameter encoder in method pkg/model.py.Model.__init__(vocab, embedder, encoder, hparams)',
      'Add Parameter vocab in method pkg/model.py.Model.__init__(vocab, embedder, encoder, hparams)',
    ]);
  });

  it('a removed callable and an added one of another name are not paired on their place alone', async () => {
    const found = await py(
      model('    def __init__(self, hparams):\n        self._hparams = hparams', '\n    def load(self, path):\n        return read_file(path)\n\n    def close(self):\n        self._handle.release()\n'),
      model('    def __init__(self, hparams):\n        self._hparams = hparams', '\n    def save(self, path, data):\n        write_file(path, data)\n\n    def flush(self):\n        sys.stdout.flush()\n'),
    );
    expect(found).toEqual([]);
  });
});

describe('a parameter renamed in its place where the language writes no types (Python)', () => {
  const py = (before: string, after: string) => refactoringsOf(before, after, 'pkg/run.py', 'python');

  it('is a rename where the new name stands for the old one, or neither body uses it', async () => {
    const replaced = await py('def get_args(node):\n    return node.args + node.kwargs\n', 'def get_args(stream):\n    return stream.args + stream.kwargs\n');
    expect(lines(replaced)).toEqual(['Rename Parameter node to stream in function pkg/run.py.get_args(stream)']);
    const unused = await py('def build(inputs, scope):\n    return layer(inputs)\n', 'def build(inputs, variable_scope):\n    return layer(inputs)\n');
    expect(lines(unused)).toEqual(['Rename Parameter scope to variable_scope in function pkg/run.py.build(inputs, variable_scope)']);
  });

  it('is a removal and an addition where the old value is now read from the new one: callers pass something else', async () => {
    const found = await py(
      'def get_args(node):\n    nodes = topo_sort([node])\n    return [n.args for n in nodes]\n',
      'def get_args(stream):\n    nodes = topo_sort([stream.node])\n    return [n.args for n in nodes]\n',
    );
    expect(lines(found)).toEqual(['Add Parameter stream in function pkg/run.py.get_args(stream)', 'Remove Parameter node in function pkg/run.py.get_args(stream)']);
  });
});

describe('a parameter renamed while its readers left with extracted code (Python)', () => {
  const py = (after: string) =>
    refactoringsOf(
      'def mask(seq, rank):\n    if rank < 2:\n        raise ValueError("rank below two")\n    out = expand(seq, rank)\n    out = scale(out, 0.5)\n    out = clip(out, 0, 1)\n    return out\n',
      after,
      'pkg/masks.py',
      'python',
    );
  const helper = (reads: string) => `def _mask_tensor(seq, tensor_rank):\n${reads}    out = scale(out, 0.5)\n    out = clip(out, 0, 1)\n    return out\n`;

  it('is a rename where the extracted code reads the new name where the old body read the old one', async () => {
    const found = await py(`def mask(seq, tensor_rank):\n    return _mask_tensor(seq, tensor_rank)\n\n\n${helper('    if tensor_rank < 2:\n        raise ValueError("rank below two")\n    out = expand(seq, tensor_rank)\n')}`);
    expect(lines(found).filter((line) => line.includes('Parameter'))).toEqual(['Rename Parameter rank to tensor_rank in function pkg/masks.py.mask(seq, tensor_rank)']);
  });

  it('is a removal and an addition where the extracted code reads the new name in statements of its own', async () => {
    const found = await py(`def mask(seq, tensor_rank):\n    return _mask_tensor(seq, tensor_rank)\n\n\n${helper('    out = expand(seq, 2)\n    out = reshape(out, tensor_rank.shape)\n')}`);
    expect(lines(found).filter((line) => line.includes('Parameter'))).toEqual(['Add Parameter tensor_rank in function pkg/masks.py.mask(seq, tensor_rank)', 'Remove Parameter rank in function pkg/masks.py.mask(seq, tensor_rank)']);
  });
});

describe('a parameter that took or gave its name to a local is no rename', () => {
  const java = (before: string, after: string) => refactoringsOf(`package io;\n\nclass Grid {\n${before}\n}\n`, `package io;\n\nclass Grid {\n${after}\n}\n`, 'src/io/Grid.java', 'java');

  it('a local of the old body made the new parameter: the old parameter removed, the local parameterized (Python, Java)', async () => {
    const py = await refactoringsOf(
      'def clamped(pmf, subdivisions):\n    locs = linspace(0, 1, subdivisions + 1)\n    return search(locs, pmf)\n',
      'def clamped(pmf, locs):\n    return search(locs, pmf)\n',
      'pkg/grid.py',
      'python',
    );
    expect(lines(py)).toEqual(['Parameterize Variable locs to locs in function pkg/grid.py.clamped(pmf, locs)', 'Remove Parameter subdivisions in function pkg/grid.py.clamped(pmf, locs)']);
    const found = await java(
      '  int[] clamped(double[] pmf, int subdivisions) {\n    double[] locs = linspace(0, 1, subdivisions + 1);\n    return search(locs, pmf);\n  }',
      '  int[] clamped(double[] pmf, double[] locs) {\n    return search(locs, pmf);\n  }',
    );
    expect(lines(found)).toEqual(['Parameterize Variable locs to locs in method io.Grid.clamped(double[], double[])', 'Remove Parameter subdivisions in method io.Grid.clamped(double[], double[])']);
  });

  it('but a local that went on under a new name (a chain of renames) leaves the parameter renamed', async () => {
    const found = await java(
      '  void fire(Entry parent, File[] files) {\n    Entry[] current = new Entry[files.length];\n    for (int c = 0; c < files.length; c++) {\n      current[c] = create(parent, files[c]);\n    }\n    parent.setChildren(current);\n  }',
      '  void fire(Entry parent, File[] current) {\n    Entry[] actual = new Entry[current.length];\n    for (int c = 0; c < current.length; c++) {\n      actual[c] = create(parent, current[c]);\n    }\n    parent.setChildren(actual);\n  }',
    );
    expect(lines(found)).toEqual(['Rename Parameter files to current in method io.Grid.fire(Entry, File[])', 'Rename Variable current to actual in method io.Grid.fire(Entry, File[])']);
  });

  it('the old name now a local holding the new parameter as is: removed and added (Python)', async () => {
    const found = await refactoringsOf(
      'def reorder(pmf, eventspace):\n    order = [e for e in eventspace if e in pmf]\n    return order\n',
      'def reorder(pmf, alphabet):\n    eventspace = alphabet\n    order = [e for e in eventspace if e in pmf]\n    return order\n',
      'pkg/order.py',
      'python',
    );
    expect(lines(found)).toEqual(['Add Parameter alphabet in function pkg/order.py.reorder(pmf, alphabet)', 'Remove Parameter eventspace in function pkg/order.py.reorder(pmf, alphabet)']);
  });

  it('but a local of the old name holding a value made from the new parameter leaves it renamed (Java)', async () => {
    const found = await java(
      '  String get(String key, Object[] args) {\n    if (messages.isDefinedAt(key)) {\n      return messages.at(key, args);\n    }\n    return null;\n  }',
      '  String get(String messageKey, Object[] args) {\n    String key = pageKey(messageKey);\n    if (messages.isDefinedAt(key)) {\n      return messages.at(key, args);\n    }\n    return null;\n  }',
    );
    expect(lines(found)).toEqual(['Rename Parameter key to messageKey in method io.Grid.get(String, Object[])']);
  });
});

describe('a name spelt as the old or new parameter but naming something else is no use of it', () => {
  const embedder = (parameters: string, call: string) =>
    `class Embedder:\n    def build(self, ${parameters}):\n        x = self.layer(self.params, ${parameters.split(',')[0].replace('=None', '')})\n        return ${call}\n`;

  it('an argument\'s name for the callee\'s parameter (`apply(inputs=x)`, Python) is not the parameter', async () => {
    const found = await refactoringsOf(embedder('inputs, mode=None', 'self.apply(inputs=x, mode=mode)'), embedder('ids=None, soft_ids=None, mode=None', 'self.apply(inputs=x, mode=mode)'), 'pkg/embed.py', 'python');
    expect(lines(found)).toEqual(['Add Parameter soft_ids in method pkg/embed.py.Embedder.build(ids, soft_ids, mode)', 'Rename Parameter inputs to ids in method pkg/embed.py.Embedder.build(ids, soft_ids, mode)']);
  });

  it('the old name still read as a local is: removed and added', async () => {
    const found = await refactoringsOf(embedder('inputs, mode=None', 'self.apply(inputs=x, mode=mode)'), embedder('ids=None, soft_ids=None, mode=None', 'self.apply(inputs, x, mode=mode)'), 'pkg/embed.py', 'python');
    expect(lines(found)).toEqual([
      'Add Parameter ids in method pkg/embed.py.Embedder.build(ids, soft_ids, mode)',
      'Add Parameter soft_ids in method pkg/embed.py.Embedder.build(ids, soft_ids, mode)',
      'Remove Parameter inputs in method pkg/embed.py.Embedder.build(ids, soft_ids, mode)',
    ]);
  });

  it('a named argument in Kotlin is not the parameter either', async () => {
    const kt = (parameters: string, read: string) => `package nn\n\nclass Embedder {\n    fun build(${parameters}): Tensor {\n        val x = layer(${read})\n        return apply(inputs = x, mode = mode)\n    }\n}\n`;
    const found = await refactoringsOf(kt('inputs: Tensor, mode: Mode', 'inputs'), kt('ids: Tensor, softIds: Tensor, mode: Mode', 'ids'), 'src/nn/Embedder.kt', 'kotlin');
    expect(lines(found)).toEqual(['Add Parameter softIds in method nn.Embedder.build(Tensor, Tensor, Mode)', 'Rename Parameter inputs to ids in method nn.Embedder.build(Tensor, Tensor, Mode)']);
  });

  it('a member of the new name\'s spelling in the old body (`tf.variable_scope`) is not the new parameter (Python)', async () => {
    const found = await refactoringsOf(
      'def encode(inputs, zero_pad, scope):\n    with tf.variable_scope(scope):\n        return dense(inputs, zero_pad)\n',
      'def encode(inputs, variable_scope):\n    with tf.variable_scope(variable_scope):\n        return dense(inputs)\n',
      'pkg/enc.py',
      'python',
    );
    expect(lines(found)).toEqual(['Remove Parameter zero_pad in function pkg/enc.py.encode(inputs, variable_scope)', 'Rename Parameter scope to variable_scope in function pkg/enc.py.encode(inputs, variable_scope)']);
  });
});

describe('an untyped parameter is renamed only where a statement that read the old name now reads the new one (Python)', () => {
  it('a statement reading the new name that is no statement of the old one\'s is another value: removed and added', async () => {
    const found = await refactoringsOf(
      'def get_args(stream):\n    if not isinstance(stream, Stream):\n        raise TypeError(type(stream))\n    args = []\n    nodes = topo_sort([stream.node])\n    for node in nodes:\n        args += node.args\n    return args\n',
      'def get_args(stream_spec, overwrite_output=False):\n    nodes = get_stream_spec_nodes(stream_spec)\n    args = []\n    nodes = topo_sort(nodes)\n    for node in nodes:\n        args += node.args\n    if overwrite_output:\n        args += ["-y"]\n    return args\n',
      'pkg/run.py',
      'python',
    );
    expect(lines(found)).toEqual([
      'Add Parameter overwrite_output in function pkg/run.py.get_args(stream_spec, overwrite_output)',
      'Add Parameter stream_spec in function pkg/run.py.get_args(stream_spec, overwrite_output)',
      'Remove Parameter stream in function pkg/run.py.get_args(stream_spec, overwrite_output)',
    ]);
  });

  it('even in its place in the list', async () => {
    const found = await refactoringsOf(
      'class Agent:\n    def setup(self, sess, policy_kwargs):\n        self.sess = sess\n        kwargs = get_instance_kwargs(policy_kwargs, self.hparams)\n        self.policy = make(kwargs)\n        self.build()\n',
      'class Agent:\n    def setup(self, sess, logits):\n        self.sess = sess\n        self.logits = logits\n        self.build()\n',
      'pkg/agent.py',
      'python',
    );
    expect(lines(found)).toEqual(['Add Parameter logits in method pkg/agent.py.Agent.setup(sess, logits)', 'Remove Parameter policy_kwargs in method pkg/agent.py.Agent.setup(sess, logits)']);
  });

  it('a statement alike once the old name is spelt as the new one is the same statement, a member renamed with it', async () => {
    const vocab = (parameter: string, field: string) =>
      `class Vocab:\n    def __init__(self, filename, bos_token, ${parameter}):\n        self._filename = filename\n        self._bos_token = bos_token\n        self.${field} = ${parameter}\n        self.load(self._filename)\n`;
    const found = await refactoringsOf(vocab('padding_token', '_padding_token'), vocab('pad_token', '_pad_token'), 'pkg/vocab.py', 'python');
    expect(lines(found)).toEqual([
      'Rename Field _padding_token to _pad_token in class pkg/vocab.py.Vocab',
      'Rename Parameter padding_token to pad_token in method pkg/vocab.py.Vocab.__init__(filename, bos_token, pad_token)',
    ]);
  });
});

describe('a read of the new name inside a block that declares it anew (Python)', () => {
  const before = 'class Provider:\n    def read_all(self, reader_kwargs1, scope):\n        a = read(self.first, reader_kwargs1, scope)\n        return a\n';
  const py = (after: string) => refactoringsOf(before, after, 'pkg/p.py', 'python');

  it('reads the parameter where nothing declares the name anew: a rename', async () => {
    const found = await py('class Provider:\n    def read_all(self, reader_kwargs, scope, seed=None):\n        a = read(self.first, reader_kwargs, scope)\n        return a\n');
    expect(lines(found)).toEqual([
      'Add Parameter seed in method pkg/p.py.Provider.read_all(reader_kwargs, scope, seed)',
      'Rename Parameter reader_kwargs1 to reader_kwargs in method pkg/p.py.Provider.read_all(reader_kwargs, scope, seed)',
    ]);
  });

  it('reads the loop\'s local, no evidence of a rename: removed and added', async () => {
    const found = await py('class Provider:\n    def read_all(self, reader_kwargs, scope, seed=None):\n        for reader_kwargs in self.defaults:\n            a = read(self.first, reader_kwargs, scope)\n        return a\n');
    expect(lines(found)).toEqual([
      'Add Parameter reader_kwargs in method pkg/p.py.Provider.read_all(reader_kwargs, scope, seed)',
      'Add Parameter seed in method pkg/p.py.Provider.read_all(reader_kwargs, scope, seed)',
      'Remove Parameter reader_kwargs1 in method pkg/p.py.Provider.read_all(reader_kwargs, scope, seed)',
    ]);
  });
});

describe('a parameter list where a marked parameter stands in the place of a plain one (Python, JavaScript)', () => {
  it('pairs the rest by the bodies\' evidence instead of giving up: a plain one still read is removed, the marked one added', async () => {
    const overlay = (parameters: string, body: string) =>
      `class Overlay:\n    def __init__(self, ${parameters}):\n        self.parent = parent\n${body}\n    def name(self):\n        return "overlay"\n`;
    const found = await refactoringsOf(
      overlay('parent, eof_action="repeat"', '        self.eof_action = eof_action\n'),
      overlay('parent, **kwargs', '        self.eof_action = eof_action\n        self.kwargs = kwargs\n'),
      'pkg/overlay.py',
      'python',
    );
    expect(lines(found)).toEqual(['Add Parameter **kwargs in method pkg/overlay.py.Overlay.__init__(parent, **kwargs)', 'Remove Parameter eof_action in method pkg/overlay.py.Overlay.__init__(parent, **kwargs)']);
  });

  it('a marked parameter made plain where the body reads the new name in its place is renamed, and its calls change', async () => {
    const found = await refactoringsOf('def view(*streams, **kwargs):\n    graph = build(streams)\n    show(graph, **kwargs)\n', 'def view(stream_spec, **kwargs):\n    graph = build(stream_spec)\n    show(graph, **kwargs)\n', 'pkg/view.py', 'python');
    expect(lines(found)).toEqual(['Rename Parameter *streams to stream_spec in function pkg/view.py.view(stream_spec, **kwargs)']);
    expect(callableWithChangedCalls(found[0])).toBe('view');
    const js = await refactoringsOf('function sum(...values) {\n  return values.reduce((a, b) => a + b, 0);\n}\n', 'function sum(numbers) {\n  return numbers.reduce((a, b) => a + b, 0);\n}\n', 'src/sum.js');
    expect(lines(js)).toEqual(['Rename Parameter ...values to numbers in function src/sum.js.sum(numbers)']);
    // A plain rename changes no call.
    const plain = await refactoringsOf('function sum(values) {\n  return values.reduce((a, b) => a + b, 0);\n}\n', 'function sum(numbers) {\n  return numbers.reduce((a, b) => a + b, 0);\n}\n', 'src/sum.js');
    expect(plain.map(callableWithChangedCalls)).toEqual([undefined]);
  });
});

describe('a Kotlin primary constructor\'s parameters', () => {
  const kt = (before: string, after: string) => refactoringsOf(before, after, 'src/main/kotlin/shark/Graph.kt', 'kotlin');
  const graph = (parameters: string) => `package shark\n\nclass Graph(${parameters}) {\n    fun size(): Int = index.size\n\n    fun find(id: Long): Node? = index.lookup(id)\n}\n`;

  it('are added and removed; with no body to tell, a parameter of a changed type is no rename', async () => {
    const found = await kt(graph('hprof: Hprof, val index: Index'), graph('header: Header, reader: Reader, val index: Index'));
    expect(lines(found)).toEqual([
      'Add Parameter header in method shark.Graph.constructor(Header, Reader, Index)',
      'Add Parameter reader in method shark.Graph.constructor(Header, Reader, Index)',
      'Remove Parameter hprof in method shark.Graph.constructor(Header, Reader, Index)',
    ]);
  });

  it('one removed and one added of a type no other has is renamed', async () => {
    const found = await kt(graph('url: String, val index: Index'), graph('endpoint: String, val index: Index, timeout: Long'));
    expect(lines(found)).toEqual([
      'Add Parameter timeout in method shark.Graph.constructor(String, Index, Long)',
      'Rename Parameter url to endpoint in method shark.Graph.constructor(String, Index, Long)',
    ]);
  });
});

describe('a constructor that kept its name in its class (Java)', () => {
  const java = (before: string, after: string) => refactoringsOf(before, after, 'src/main/java/net/Keys.java', 'java');

  it('with a new parameter and a new body is the same constructor', async () => {
    const found = await java(
      'package net;\n\nfinal class Keys {\n  private final String host;\n\n  Keys(String host) {\n    this.host = host;\n  }\n\n  String host() {\n    return host;\n  }\n}\n',
      'package net;\n\nfinal class Keys {\n  private final String host;\n  private final int port;\n\n  Keys(String host, int port, boolean secure) {\n    this.host = host.toLowerCase();\n    this.port = secure && port < 0 ? 443 : port;\n  }\n\n  String host() {\n    return host;\n  }\n\n  int port() {\n    return port;\n  }\n}\n',
    );
    expect(lines(found)).toEqual(['Add Parameter port in method net.Keys.Keys(String, int, boolean)', 'Add Parameter secure in method net.Keys.Keys(String, int, boolean)']);
  });

  it('a parameter now passing a value the class held beside the old one (both its fields before) is no rename', async () => {
    const handle = (fields: string, constructor: string) => `package net;\n\nclass Handle {\n${fields}\n\n  ${constructor}\n\n  boolean running() {\n    return token != null;\n  }\n}\n`;
    const found = await java(
      handle('  private final Runner runner;\n  private Token token;', 'Handle(Runner runner) {\n    this.runner = runner;\n  }'),
      handle('  private final Token token;', 'Handle(Token token) {\n    this.token = token;\n  }'),
    );
    expect(lines(found.filter((r) => r.kind === 'Parameter'))).toEqual(['Add Parameter token in method net.Handle.Handle(Token)', 'Remove Parameter runner in method net.Handle.Handle(Token)']);
    // With no field of the new name before, the same change is a rename with a type change.
    const renamed = await java(
      handle('  private final Runner runner;\n  private boolean token;', 'Handle(Runner runner) {\n    this.runner = runner;\n  }'),
      handle('  private final Token runnerToken;\n  private boolean token;', 'Handle(Token runnerToken) {\n    this.runnerToken = runnerToken;\n  }'),
    );
    expect(lines(renamed.filter((r) => r.kind === 'Parameter'))).toEqual([
      'Change Parameter Type Runner to Token of runnerToken in method net.Handle.Handle(Token)',
      'Rename Parameter runner to runnerToken in method net.Handle.Handle(Token)',
    ]);
  });

  it('an empty private constructor (a utility class\'s guard) is not the constructor that replaced it', async () => {
    const found = await java(
      'package net;\n\nfinal class Keys {\n  private Keys() {\n  }\n\n  static String of(String url) {\n    return url.toLowerCase();\n  }\n}\n',
      'package net;\n\nfinal class Keys {\n  private final String host;\n\n  Keys(String url) {\n    this.host = url.substring(url.indexOf(\'/\') + 2);\n  }\n\n  String host() {\n    return host;\n  }\n}\n',
    );
    expect(found.filter((r) => r.kind === 'Parameter')).toEqual([]);
  });
});

describe('a return type changed under a kept name (Java)', () => {
  const java = (body: string) => `package web;\n\nclass Interceptor {\n  private Map<String, CacheControl> controls = new HashMap<>();\n  private Map<String, Integer> seconds = new HashMap<>();\n\n${body}\n}\n`;
  const lookupControl = (name: string) =>
    `  protected CacheControl ${name}(String urlPath) {\n    CacheControl control = this.controls.get(urlPath);\n    if (control == null) {\n      for (String registered : this.controls.keySet()) {\n        if (this.matcher.match(registered, urlPath)) {\n          control = this.controls.get(registered);\n        }\n      }\n    }\n    return control;\n  }`;
  // A copy of the old code for the new return type: about as close to the old code as the renamed one.
  const lookupSeconds =
    '  protected Integer lookupCacheSeconds(String urlPath) {\n    Integer cacheSeconds = this.seconds.get(urlPath);\n    if (cacheSeconds == null) {\n      for (String registered : this.seconds.keySet()) {\n        if (this.matcher.match(registered, urlPath)) {\n          cacheSeconds = this.seconds.get(registered);\n        }\n      }\n    }\n    return cacheSeconds;\n  }';

  it('is new code where a new sibling kept the old return type and the old code: the old one was renamed', async () => {
    const found = await refactoringsOf(java(lookupControl('lookupCacheSeconds')), java(`${lookupControl('lookupCacheControl')}\n\n${lookupSeconds}`), 'src/web/Interceptor.java', 'java');
    expect(lines(found)).toEqual(['Rename Method lookupCacheSeconds(String) to lookupCacheControl(String) in class web.Interceptor']);
  });

  it('is a Change Return Type where no sibling took the old code', async () => {
    const found = await refactoringsOf(java(lookupControl('lookupCacheSeconds')), java(lookupSeconds), 'src/web/Interceptor.java', 'java');
    expect(found.map((r) => r.type)).toContain('Change Return Type');
  });
});

describe('a Kotlin property\'s type', () => {
  const kt = (property: string) => `package shark\n\nclass Index {\n    ${property}\n\n    fun size(): Int = cache.size\n}\n`;
  const found = (before: string, after: string) => refactoringsOf(kt(before), kt(after), 'src/main/kotlin/shark/Index.kt', 'kotlin');

  it('written where it was inferred is a Change Field Type from `Inferred`, as RefactoringMiner compares it', async () => {
    expect(lines(await found('val cache = mutableMapOf<Long, Int>()', 'val cache: MutableMap<Long, Int> = mutableMapOf()'))).toEqual([
      'Change Field Type Inferred to MutableMap<Long, Int> in field shark.Index.cache',
    ]);
  });

  it('inferred on both sides changes no type, whatever the value became', async () => {
    expect(await found('val cache = mutableMapOf<Long, Int>()', 'val cache = hashMapOf<Long, Int>()')).toEqual([]);
  });
});

describe('one untyped parameter split in two where the body passed it on (JavaScript, Python)', () => {
  const diffBefore = 'function inlineDiff(err) {\n  var msg = errorDiff(err);\n  var lines = msg.split("\\n");\n  return lines.join("\\n");\n}\n';

  it('the new one passed in the old one\'s place with another new one beside it: the old removed, both added', async () => {
    const found = await refactoringsOf(diffBefore, 'function inlineDiff(actual, expected) {\n  var msg = errorDiff(actual, expected);\n  var lines = msg.split("\\n");\n  return lines.join("\\n");\n}\n');
    expect(lines(found)).toEqual([
      'Add Parameter actual in function src/math.js.inlineDiff(actual, expected)',
      'Add Parameter expected in function src/math.js.inlineDiff(actual, expected)',
      'Remove Parameter err in function src/math.js.inlineDiff(actual, expected)',
    ]);
  });

  it('a new one added after it elsewhere in the call leaves the one passed in its place renamed', async () => {
    const found = await refactoringsOf(diffBefore, 'function inlineDiff(failure, width) {\n  var msg = errorDiff(failure);\n  var lines = msg.split("\\n", width);\n  return lines.join("\\n");\n}\n');
    expect(lines(found)).toEqual(['Add Parameter width in function src/math.js.inlineDiff(failure, width)', 'Rename Parameter err to failure in function src/math.js.inlineDiff(failure, width)']);
  });

  it('the same in Python; a parameter kept beside it (already passed next) is no split', async () => {
    const py = (before: string, after: string) => refactoringsOf(before, after, 'pkg/diff.py', 'python');
    const split = await py('def inline_diff(err):\n    msg = error_diff(err)\n    return msg.strip()\n', 'def inline_diff(actual, expected):\n    msg = error_diff(actual, expected)\n    return msg.strip()\n');
    expect(lines(split)).toEqual([
      'Add Parameter actual in function pkg/diff.py.inline_diff(actual, expected)',
      'Add Parameter expected in function pkg/diff.py.inline_diff(actual, expected)',
      'Remove Parameter err in function pkg/diff.py.inline_diff(actual, expected)',
    ]);
    const kept = await py('def inline_diff(err, expected):\n    msg = error_diff(err, expected)\n    return msg.strip()\n', 'def inline_diff(actual, expected, width):\n    msg = error_diff(actual, expected)\n    return msg.strip(width)\n');
    expect(lines(kept)).toEqual(['Add Parameter width in function pkg/diff.py.inline_diff(actual, expected, width)', 'Rename Parameter err to actual in function pkg/diff.py.inline_diff(actual, expected, width)']);
  });
});
