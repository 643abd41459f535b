import { analyzeFiles } from '../../../src/engine/analyze';

const SINK = (namespace: string, writerType: string, formatterType: string) => `namespace ${namespace}
{
    using System.IO;

    class TextWriterSink
    {
        readonly ${writerType} _textWriter;
        readonly ${formatterType} _formatter;

        public TextWriterSink(${writerType} textWriter, ${formatterType} formatter)
        {
            _textWriter = textWriter;
            _formatter = formatter;
        }

        public void Emit(string message)
        {
            _textWriter.Write(_formatter.Format(message));
            _textWriter.Flush();
        }
    }
}
`;

const describeAll = async (before: string, after: string) =>
  (await analyzeFiles([{ path: 'src/Sinks/TextWriterSink.cs', content: before }], [{ path: 'src/Sinks/TextWriterSink.cs', content: after }])).refactorings.map((r) => r.description);

describe('C# types named with their namespace', () => {
  test('a parameter type spelled with its namespace is the same type: the class moved, no signature changed', async () => {
    const before = SINK('Shop.Sinks.IOTextWriter', 'TextWriter', 'ITextFormatter');
    const after = SINK('Shop.Sinks.TextWriter', 'System.IO.TextWriter', 'global::Shop.Formatting.ITextFormatter');
    expect(await describeAll(before, after)).toEqual(['Move Class Shop.Sinks.IOTextWriter.TextWriterSink to Shop.Sinks.TextWriter.TextWriterSink']);
  });

  test('a parameter given another type is still a changed type, qualified or not', async () => {
    const before = SINK('Shop.Sinks', 'TextWriter', 'ITextFormatter');
    const after = SINK('Shop.Sinks', 'System.IO.StreamWriter', 'ITextFormatter');
    const found = await describeAll(before, after);
    expect(found).toEqual([
      'Change Field Type TextWriter to StreamWriter in field Shop.Sinks.TextWriterSink._textWriter : StreamWriter',
      'Change Parameter Type TextWriter to StreamWriter of textWriter in method Shop.Sinks.TextWriterSink.TextWriterSink(StreamWriter, ITextFormatter)',
    ]);
  });
});
