import { detectInFixture, detectInReversedFixture } from '../helpers/fixtures';

/**
 * test/fixtures/<language>/variables-carried-through-locals: a value moved into a new local that
 * another new local's value reads, the second standing where the value stood (`lines = [node.short_repr]`,
 * `text = '\n'.join(lines)`, `graph.node(id, text, ...)` where `graph.node(id, node.short_repr, ...)`
 * was): `lines` is extracted. In Python, where each assignment declares anew, the same through a chain
 * of redeclarations (`x = layer.normalize(enc)`, `x = reshape(x, ...)`, `x = expand(x, ...)`, then
 * `network(x, ...)` where `network(layer.normalize(enc), ...)` was, in `normalize`). Not a local
 * holding new code on the same way (`rows = [node.long_repr]` in `outline`, `x = layer.scale(enc, rate)`
 * in `scaled`). Read backwards, the same locals are inlined.
 */
const cases: Array<[string, string[]]> = [
  ['python', [
    'draw/render.py#label(graph, node, detail) -> draw/render.py.label(graph, node, detail)#lines',
    // Its other value (`text = node.short_repr`) stands where it stood: extracted by itself.
    'draw/render.py#label(graph, node, detail) -> draw/render.py.label(graph, node, detail)#text',
    'draw/render.py#normalize(layer, enc, network, rate) -> draw/render.py.normalize(layer, enc, network, rate)#x',
    'draw/render.py#outline(graph, node, detail) -> draw/render.py.outline(graph, node, detail)#text',
  ]],
  ['java', ['draw.Render#label(Graph, Node) -> draw.Render.label(Graph, Node)#lines']],
  ['kotlin', ['draw.Render#label(Graph, Node) -> draw.Render.label(Graph, Node)#lines']],
  ['javascript', ['src/draw/render.js#label(graph, node) -> src/draw/render.js.label(graph, node)#lines']],
];

/** `a#m() -> b.m()#v` read backwards: `b.m()#v -> a#m()`. */
function reversed(line: string): string {
  const [from, to] = line.split(' -> ');
  return `${to} -> ${from}`;
}

describe.each(cases)('%s: a value carried on through other new locals', (language, expected) => {
  const fixture = `${language}/variables-carried-through-locals`;
  it('is extracted into the local it went into first, and only that one', async () => {
    expect(await detectInFixture(fixture)).toEqual(expected.map((line) => `Extract Variable ${line}`));
  });
  it('is inlined read backwards', async () => {
    expect(await detectInReversedFixture(fixture)).toEqual(expected.map((line) => `Inline Variable ${reversed(line)}`).sort());
  });
});
