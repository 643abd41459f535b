import { MessageChannel } from 'node:worker_threads';
import type { CstNode, StatementBody } from '../../src/core/cst';
import { RemoteStatements, sendFileStatements } from '../../src/engine/remote-statements';
import { statementKey } from '../../src/languages/statement-tree';

/** A method of `file` at these offsets: what `statementKey` reads of a node. */
function method(file: string, begin: number, bodyBegin: number, bodyEnd: number): CstNode {
  return { location: { file, begin, end: bodyEnd, bodyBegin, bodyEnd, startLine: 1, endLine: 1 } } as CstNode;
}

function body(local: string): StatementBody {
  return { statements: [], locals: new Set([local]) } as unknown as StatementBody;
}

/** The ports of each test's channel: closed after it, so that none keeps the test's process alive. */
const open: { close(): void }[] = [];
afterEach(() => open.splice(0).forEach((port) => port.close()));

/** Both ends of one channel, on this thread: what is posted is read at once. */
function channel(): { remote: RemoteStatements; send: (side: 'before' | 'after', path: string, bodies: [CstNode, StatementBody][]) => void } {
  const { port1, port2 } = new MessageChannel();
  open.push(port1, port2);
  const remote = new RemoteStatements(port1, new SharedArrayBuffer(4));
  return {
    remote,
    send: (side, path, bodies) => sendFileStatements(port2, side, path, new Map(bodies.map(([node, statements]) => [statementKey(node), statements]))),
  };
}

describe('statement bodies read back from a parse thread', () => {
  test('a body is given only for its own side, file and callable', () => {
    const { remote, send } = channel();
    const compute = method('src/A.java', 10, 30, 90);
    send('before', 'src/A.java', [[compute, body('total')]]);
    // The same offsets on the other side, in another file, or another callable's: built here.
    expect(remote.forSide('after')(compute)).toBeUndefined();
    expect(remote.forSide('before')(method('src/B.java', 10, 30, 90))).toBeUndefined();
    expect(remote.forSide('before')(method('src/A.java', 10, 30, 91))).toBeUndefined();
    expect(remote.taken).toBe(0);
    expect([...remote.forSide('before')(compute)!.locals]).toEqual(['total']);
    expect(remote.taken).toBe(1);
  });

  test('each side of a path is its own: the after side sent later does not stand for the before side', () => {
    const { remote, send } = channel();
    const compute = method('src/A.java', 10, 30, 90);
    send('after', 'src/A.java', [[compute, body('sum')]]);
    send('before', 'src/A.java', [[compute, body('total')]]);
    expect([...remote.forSide('before')(compute)!.locals]).toEqual(['total']);
    expect([...remote.forSide('after')(compute)!.locals]).toEqual(['sum']);
  });

  test('once closed, nothing more is given, even what had come', () => {
    const { remote, send } = channel();
    const compute = method('src/A.java', 10, 30, 90);
    send('before', 'src/A.java', [[compute, body('total')]]);
    expect(remote.received()).toBe(1);
    remote.close();
    expect(remote.forSide('before')(compute)).toBeUndefined();
    expect(remote.taken).toBe(0);
  });
});
