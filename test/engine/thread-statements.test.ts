import type { CstNode, CstRoot } from '../../src/core/cst';
import { analyzeFiles } from '../../src/engine/analyze';
import { startParsePool, type ParsedShare, type ParsePool } from '../../src/engine/parse-pool';
import { parseSplit } from '../../src/engine/parse-split';
import type { LanguagePlugin, SourceFile } from '../../src/languages/plugin';
import { loadPlugins } from '../../src/languages/registry';

/**
 * A Java class whose methods loop, branch, call the next class and declare locals; `changed`
 * renames a local, extracts a local variable or inlines a call in each method, so that the
 * statement mapper has bodies to compare and variable refactorings to find.
 */
function javaClass(index: number, methods: number, changed: boolean, renamedTo = 'sum'): SourceFile {
  const bodies = Array.from({ length: methods }, (_, m) => {
    // Each method one change: a local renamed, a local variable extracted, or a call inlined.
    const total = changed && m % 3 === 0 ? renamedTo : 'total';
    const step = changed && m % 3 === 1 ? `    int step = next.value${m}(i) * ${index};\n    ${total} += step;` : `    ${total} += next.value${m}(i) * ${index};`;
    const guard = changed && m % 3 === 2 ? `limit > ${m}` : `isLarge${m}(limit)`;
    return (
      `  public int compute${index}x${m}(int limit, int i) {\n    int ${total} = 0;\n    boolean large = ${guard};\n    if (large) {\n${step}\n    }\n` +
      `    for (String item : names) {\n      if (item.length() > ${m}) { ${total} += item.length(); }\n    }\n    return ${total} + count;\n  }\n\n` +
      `  boolean isLarge${m}(int limit) { return limit > ${m}; }\n\n  int value${m}(int x) { return x + ${m}; }\n`
    );
  });
  return {
    path: `src/shop/Part${index}.java`,
    content: `package shop;\n\nimport java.util.List;\n\npublic class Part${index} {\n  private Part${index + 1} next;\n  private List<String> names;\n  private int count;\n\n${bodies.join('\n')}}\n`,
  };
}

function change(files: number, methods: number, renamedTo = 'sum'): { before: SourceFile[]; after: SourceFile[] } {
  return {
    before: Array.from({ length: files }, (_, i) => javaClass(i, methods, false)),
    after: Array.from({ length: files }, (_, i) => javaClass(i, methods, true, renamedTo)),
  };
}

function sizeOf(files: readonly SourceFile[]): number {
  return files.reduce((size, file) => size + file.content.length, 0);
}

function callablesOf(root: CstRoot): CstNode[] {
  const found: CstNode[] = [];
  const visit = (node: CstNode) => {
    if (node.type === 'Method') found.push(node);
    node.children.forEach(visit);
  };
  root.nodes.forEach(visit);
  return found;
}

/** Every method's statement body, sets as sorted lists: what the statement mapper reads. */
function statements(root: CstRoot): string {
  const bodies = callablesOf(root).map((method) => [method.location.file, method.localName, root.statementsOf!(method)]);
  // Sets read back from another thread are of this process's realm, not of the test's: told by their tag.
  const isSet = (value: unknown): value is Set<string> => Object.prototype.toString.call(value) === '[object Set]';
  return JSON.stringify(bodies, (_, value: unknown) => (isSet(value) ? [...value].sort() : value));
}

/** The pool, keeping each share it answered and how many files it sent; with `settled`, a share is handed on once all its files' bodies are back. */
function recorded(pool: ParsePool, shares: ParsedShare[], settled: boolean, sent: number[] = []): ParsePool {
  return {
    ...pool,
    parse: async (worker, language, before, after) => {
      sent.push(before.length + after.length);
      const share = await pool.parse(worker, language, before, after);
      shares.push(share);
      // One message per file of each side: wait until they are all in (no timing: the count decides).
      while (settled && share.statements!.received() < before.length + after.length) await new Promise((resolve) => setTimeout(resolve, 5));
      return share;
    },
  };
}

describe('statement bodies built on the thread that parsed their file', () => {
  let java: LanguagePlugin;
  let pool: ParsePool;
  beforeAll(async () => {
    [java] = await loadPlugins(['java']);
    pool = startParsePool({ workers: 1, languages: ['java'], minChars: 20_000 });
  });
  afterAll(async () => {
    await pool.close();
  });

  test('are the bodies a one-thread parse builds: those that changed in the thread\'s files taken from it', async () => {
    const { before, after } = change(16, 4);
    const shares: ParsedShare[] = [];
    const sent: number[] = [];
    const split = await parseSplit(java, recorded(pool, shares, true, sent), before, after);
    const alone = { before: java.parse(before), after: java.parse(after) };
    expect(statements(split.before)).toBe(statements(alone.before));
    expect(statements(split.after)).toBe(statements(alone.after));
    // About half the files went to the thread: the bodies that changed there (each class's 4
    // `compute` methods of its 12) came from it; the others, asked for here, were built here.
    expect(shares).toHaveLength(1);
    const methods = callablesOf(split.before).length + callablesOf(split.after).length;
    expect(methods).toBe(2 * 16 * 4 * 3);
    expect(sent[0]).toBeGreaterThan(8);
    expect(sent[0]).toBeLessThan(24);
    expect(shares[0].statements!.taken).toBe(sent[0] * 4);
    // Asked again, each body is the one given the first time: none is taken or built twice.
    const again = callablesOf(split.after).map((method) => split.after.statementsOf!(method));
    expect(callablesOf(split.after).map((method) => split.after.statementsOf!(method))).toEqual(again);
    expect(callablesOf(split.after).every((method, index) => split.after.statementsOf!(method) === again[index])).toBe(true);
    expect(statements(split.before)).toBe(statements(alone.before));
    expect(shares[0].statements!.taken).toBe(sent[0] * 4);
    expect(statements(split.after)).toContain('"sum"');
    for (const root of [split.before, split.after, alone.before, alone.after]) root.release?.();
  });

  test('bodies come for the change asked about: a change of the same paths before it leaves none behind', async () => {
    const first = change(16, 4, 'sum');
    const second = change(16, 4, 'amount');
    const shares: ParsedShare[] = [];
    const sent: number[] = [];
    // The first change's bodies are all sent, then left unread: its CSTs are released at once.
    const earlier = await parseSplit(java, recorded(pool, shares, true, sent), first.before, first.after);
    earlier.before.release?.();
    earlier.after.release?.();
    const split = await parseSplit(java, recorded(pool, shares, true, sent), second.before, second.after);
    const alone = { before: java.parse(second.before), after: java.parse(second.after) };
    expect(statements(split.after)).toBe(statements(alone.after));
    expect(statements(split.before)).toBe(statements(alone.before));
    expect(statements(split.after)).toContain('"amount"');
    expect(statements(split.after)).not.toContain('"sum"');
    expect(shares.map((share) => share.statements!.taken)).toEqual([0, sent[1] * 4]);
    for (const root of [split.before, split.after, alone.before, alone.after]) root.release?.();
  });

  test('a large change analysed with the thread finds exactly what it finds on one thread, variables included', async () => {
    const { before, after } = change(40, 4);
    expect(sizeOf(before) + sizeOf(after)).toBeGreaterThan(20_000);
    const shares: ParsedShare[] = [];
    const threaded = await analyzeFiles(before, after, { parsePool: recorded(pool, shares, true) });
    const alone = await analyzeFiles(before, after);
    expect(threaded.refactorings).toEqual(alone.refactorings);
    expect(threaded.warnings).toEqual(alone.warnings);
    const kinds = new Set(alone.refactorings.map((refactoring) => refactoring.type));
    expect([...kinds]).toEqual(expect.arrayContaining(['Rename Variable', 'Extract Variable']));
    expect(shares).toHaveLength(1);
    expect(shares[0].statements!.taken).toBeGreaterThan(0);
  });

  test("while the thread parses, this one builds its own files' changed bodies: the same bodies, taken when asked", async () => {
    const { before, after } = change(16, 4);
    let built = 0;
    const counting: LanguagePlugin = {
      ...java,
      fileStatements: (file, parse, counterpart) => {
        built++;
        return java.fileStatements!(file, parse, counterpart);
      },
    };
    const sent: number[] = [];
    // The reply is held until this thread has built all its own files' bodies (a count, no timing).
    const slow: ParsePool = {
      ...pool,
      parse: async (worker, language, b, a) => {
        sent.push(b.length + a.length);
        const share = await pool.parse(worker, language, b, a);
        // Bounded only so that a thread that never builds fails below rather than hangs.
        for (let waited = 0; built < before.length + after.length - sent[0] && waited < 20_000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
        return share;
      },
    };
    const split = await parseSplit(counting, slow, before, after);
    expect(built).toBe(before.length + after.length - sent[0]);
    const alone = { before: java.parse(before), after: java.parse(after) };
    expect(statements(split.before)).toBe(statements(alone.before));
    expect(statements(split.after)).toBe(statements(alone.after));
    expect(statements(split.after)).toContain('"sum"');
    for (const root of [split.before, split.after, alone.before, alone.after]) root.release?.();
  }, 60_000);

  test("a file whose bodies fail to build while this thread waits has them built when asked", async () => {
    const { before, after } = change(16, 4);
    let calls = 0;
    const failing: LanguagePlugin = {
      ...java,
      fileStatements: () => {
        calls++;
        throw new Error('walker failed');
      },
    };
    const held: ParsePool = {
      ...pool,
      parse: async (worker, language, b, a) => {
        const share = await pool.parse(worker, language, b, a);
        // Bounded only so that a thread that never tries fails below rather than hangs.
        for (let waited = 0; calls < 2 && waited < 20_000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
        return share;
      },
    };
    const split = await parseSplit(failing, held, before, after);
    expect(calls).toBeGreaterThanOrEqual(2);
    const alone = { before: java.parse(before), after: java.parse(after) };
    expect(statements(split.before)).toBe(statements(alone.before));
    expect(statements(split.after)).toBe(statements(alone.after));
    for (const root of [split.before, split.after, alone.before, alone.after]) root.release?.();
  }, 60_000);

  test('a thread that ends before its bodies are sent leaves them to this one: the same bodies and refactorings', async () => {
    const { before, after } = change(40, 4);
    const dying = startParsePool({ workers: 1, languages: ['java'], minChars: 20_000 });
    const shares: ParsedShare[] = [];
    // The thread is ended as soon as it has replied: it is then building the bodies it never sends.
    const ended: ParsePool = {
      ...dying,
      parse: async (worker, language, b, a) => {
        const share = await dying.parse(worker, language, b, a);
        shares.push(share);
        await dying.close();
        return share;
      },
    };
    const threaded = await analyzeFiles(before, after, { parsePool: ended });
    const alone = await analyzeFiles(before, after);
    expect(shares).toHaveLength(1);
    expect(threaded.refactorings).toEqual(alone.refactorings);
    expect(threaded.refactorings.some((refactoring) => refactoring.type === 'Rename Variable')).toBe(true);
    const split = await parseSplit(java, ended, before, after);
    const parsedAfter = java.parse(after);
    expect(statements(split.after)).toBe(statements(parsedAfter));
    for (const root of [split.after, split.before, parsedAfter]) root.release?.();
  });
});
