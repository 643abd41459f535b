import { analyzeFiles } from '../../../src/engine/analyze';

const STACK = `namespace Shop.Context
{
    using System.Collections.Generic;

    class ImmutableStack<T>
    {
        readonly ImmutableStack<T> _under;
        readonly T _top;

        public ImmutableStack(ImmutableStack<T> under, T top)
        {
            _under = under;
            _top = top;
            Count = under.Count + 1;
        }

        public int Count { get; }

        public ImmutableStack<T> Push(T item) => new ImmutableStack<T>(this, item);

        public IEnumerable<T> Items()
        {
            for (var current = this; current != null && current.Count > 0; current = current._under)
                yield return current._top;
        }
    }
}
`;

const describeAll = async (before: string, after: string) =>
  (await analyzeFiles([{ path: 'src/Context/Stack.cs', content: before }], [{ path: 'src/Context/Stack.cs', content: after }])).refactorings.map((r) => r.description);

describe('C# constructors follow their class', () => {
  test('a class renamed, its constructor taking other types: its parameters change type, no rename of its own', async () => {
    const after = STACK.replace(/ImmutableStack<T>/g, 'EnricherStack').replace(/ImmutableStack/g, 'EnricherStack').replace(/\bT\b/g, 'Enricher');
    const found = await describeAll(STACK, after);
    expect(found.filter((line) => /constructor|EnricherStack\(|Rename Method/.test(line))).toEqual([
      'Change Parameter Type T to Enricher of top in method Shop.Context.EnricherStack.EnricherStack(EnricherStack, Enricher)',
      'Change Parameter Type ImmutableStack<T> to EnricherStack of under in method Shop.Context.EnricherStack.EnricherStack(EnricherStack, Enricher)',
    ]);
    expect(found).toContain('Rename Class ImmutableStack<T> to EnricherStack in package Shop.Context');
  });

  test('a class renamed, its constructor unchanged but for the name: nothing of the constructor', async () => {
    const buffer = `namespace Shop.Context
{
    class RingBuffer
    {
        readonly int[] _items;
        int _next;

        public RingBuffer(int capacity)
        {
            _items = new int[capacity];
            _next = 0;
        }

        public void Add(int item)
        {
            _items[_next] = item;
            _next = (_next + 1) % _items.Length;
        }
    }
}
`;
    expect(await describeAll(buffer, buffer.replace(/RingBuffer/g, 'CircularBuffer'))).toEqual(['Rename Class RingBuffer to CircularBuffer in package Shop.Context']);
  });
});
