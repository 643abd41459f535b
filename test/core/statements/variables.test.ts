import { variableChanges, type VariableChange } from '../../../src/core/statements/variables';
import { localNames, replacedRun, usesOf } from '../../../src/core/statements/name-uses';
import { bodyOf } from './parse-bodies';

/** The changes between two versions of one Java method `f`, one line each. */
async function changesIn(before: string, after: string, parameters: [string[], string[]] = [[], []]): Promise<string[]> {
  const wrap = (body: string, params: string[]) => `class A { void f(${params.map((p) => `int ${p}`).join(', ')}) { ${body} } }`;
  const old = await bodyOf('java', 'A.java', wrap(before, parameters[0]), 'f');
  const now = await bodyOf('java', 'A.java', wrap(after, parameters[1]), 'f');
  return variableChanges({ body: old, parameters: parameters[0] }, { body: now, parameters: parameters[1] }).map(line).sort();
}

function line(change: VariableChange): string {
  switch (change.operation) {
    case 'RENAME':
    case 'CHANGE_TYPE':
      return `${change.operation} ${change.before.name}:${change.before.type} -> ${change.after.name}:${change.after.type}`;
    case 'EXTRACT':
      return `EXTRACT ${change.after.name}`;
    case 'INLINE':
      return `INLINE ${change.before.name}`;
    case 'PARAMETERIZE':
      return `PARAMETERIZE ${change.before.name} -> ${change.parameter}`;
    case 'LOCALIZE':
      return `LOCALIZE ${change.parameter} -> ${change.after.name}`;
  }
}

describe('variable changes from the statement mapper', () => {
  it('a rename with a new type is both a rename and a type change', async () => {
    expect(await changesIn('int n = a(); foo(n); bar(n);', 'long size = a(); foo(size); bar(size);')).toEqual([
      'CHANGE_TYPE n:int -> size:long',
      'RENAME n:int -> size:long',
    ]);
  });

  it('a rename that one mapped use does not follow is no rename', async () => {
    expect(await changesIn('int n = a(); foo(n, n); bar(n);', 'int size = a(); int other = b(); foo(size, other); bar(size);')).toEqual([]);
  });

  it('a field of the same name (`this.n`) is not a use of the local', async () => {
    expect(await changesIn('int n = a(); foo(n); this.n = 2;', 'int size = a(); foo(size); this.n = 2;')).toEqual(['RENAME n:int -> size:int']);
  });

  it('a local made a renamed parameter, every use following', async () => {
    expect(await changesIn('int limit = 10; run(limit); log(limit);', 'run(max); log(max);', [[], ['max']])).toEqual(['PARAMETERIZE limit -> max']);
  });

  it('a new parameter the old local does not become is no Parameterize Variable', async () => {
    expect(await changesIn('int limit = 10; run(limit);', 'run(10, max);', [[], ['max']])).toEqual([]);
  });

  it('an extracted value used twice, and an unrelated new local', async () => {
    expect(await changesIn('foo(a.b() + 1); bar(a.b());', 'int v = a.b(); int k = 3; foo(v + 1); bar(v); baz(k);')).toEqual(['EXTRACT v']);
  });
});

describe('name uses', () => {
  it('counts a name as a local only where no member access precedes it', () => {
    const tokens = ['this', '.', 'n', '=', 'n', '+', 'p', '->', 'n'];
    expect(usesOf(tokens, 'n')).toBe(1);
    expect(localNames(tokens)).toEqual(['this', '.', '=', 'n', '+', 'p', '->']);
  });

  it('replaces a run of tokens, and nothing when it is absent', () => {
    expect(replacedRun(['f', '(', 'a', '.', 'b', ')'], ['a', '.', 'b'], ['v'])).toEqual(['f', '(', 'v', ')']);
    expect(replacedRun(['f', '(', 'x', '.', 'a', ')'], ['a'], ['v'])).toBeUndefined();
  });
});

describe('several locals renamed together', () => {
  it('a declaration that uses another renamed local is judged with both renames applied', async () => {
    const before = 'int event = a(); int eventLength = size(event); foo(event, eventLength); bar(eventLength);';
    const after = 'int outcome = a(); int outcomeLength = size(outcome); foo(outcome, outcomeLength); bar(outcomeLength);';
    expect(await changesIn(before, after)).toEqual(['RENAME event:int -> outcome:int', 'RENAME eventLength:int -> outcomeLength:int']);
  });
});

describe('several locals inlined into one statement', () => {
  it('each is judged with the others written as their values', async () => {
    const before = 'String a = "x"; String b = "y"; String c = "z"; foo(a.h(), b.h(), c.h());';
    expect(await changesIn(before, 'foo("x".h(), "y".h(), "z".h());')).toEqual(['INLINE a', 'INLINE b', 'INLINE c']);
  });

  it('a local whose value is not written where it was used is not inlined', async () => {
    const before = 'String a = "x"; String b = "y"; String c = "z"; foo(a.h(), b.h(), c.h());';
    expect(await changesIn(before, 'foo("x".h(), "y".h(), q.h());')).toEqual(['INLINE a', 'INLINE b']);
  });
});

describe('a local assigned apart from its declaration', () => {
  it('is renamed when its uses are swapped one for one in mapped statements', async () => {
    const before = 'Checker c = null; c = new Checker(); c.configure(config); return c;';
    const after = 'final Checker checker = new Checker(); checker.configure(config); return checker;';
    expect(await changesIn(before, after)).toEqual(['RENAME c:Checker -> checker:Checker']);
  });

  it('is not renamed when one mapped use does not follow', async () => {
    const before = 'Checker c = null; c = new Checker(); c.configure(config); c.start(c, first, second); return c;';
    const after = 'final Checker checker = new Checker(); checker.configure(config); checker.start(other, first, second); return checker;';
    expect(await changesIn(before, after)).toEqual([]);
  });
});

describe('a rename most of whose uses were rewritten', () => {
  const uses = (name: string) => `sink.write(${name}).flush(); check(${name}, 1); sink.write(${name}).close(); assertData(${name});`;

  it('is a rename when the declaration is the same statement renamed', async () => {
    expect(await changesIn(`ByteString data = decode("60b4"); ${uses('data')}`, 'ByteString payload = decode("60b4"); writer.frame(BINARY, payload); assertData(payload);')).toEqual([
      'RENAME data:ByteString -> payload:ByteString',
    ]);
  });

  it('is no rename when the declaration changed too', async () => {
    expect(await changesIn(`ByteString data = decode("60b4"); ${uses('data')}`, 'ByteString payload = decode("8232"); writer.frame(BINARY, payload); assertData(payload);')).toEqual([]);
  });
});

describe('a returned value now held by a local', () => {
  it('is an extracted variable when the local is used', async () => {
    expect(await changesIn('int a = 1; return criterion.calculate(series, a);', 'int a = 1; Num calculation = criterion.calculate(series, a); results.add(new Result(a, calculation));')).toEqual(['EXTRACT calculation']);
  });

  it('is no extracted variable when the value changed', async () => {
    expect(await changesIn('int a = 1; return criterion.calculate(series, a);', 'int a = 1; Num calculation = criterion.measure(series, a); results.add(new Result(a, calculation));')).toEqual([]);
  });
});

describe('a statement the extraction only added to', () => {
  it('is an extracted variable when the rest of the statement is kept in order', async () => {
    expect(await changesIn('return convert(e.optimize(session).getString());', 'String s = e.optimize(session).getString(); return s == null ? empty : convert(s);')).toEqual(['EXTRACT s']);
  });

  it('is no extracted variable when part of the statement is gone', async () => {
    expect(await changesIn('return convert(e.optimize(session).getString());', 'String s = e.optimize(session).getString(); return s == null ? empty : s;')).toEqual([]);
  });
});

describe('a use rewritten on both sides', () => {
  it('counts as one unpaired statement against the agreeing declaration', async () => {
    expect(await changesIn('Runnable r = make(a); r.run();', 'Timeout t = make(a); t.evaluate();')).toEqual(['CHANGE_TYPE r:Runnable -> t:Timeout', 'RENAME r:Runnable -> t:Timeout']);
  });

  it('does not outweigh more unpaired uses on one side', async () => {
    expect(await changesIn('Runnable r = make(a); r.run(); r.stop();', 'Timeout t = make(a); t.evaluate();')).toEqual([]);
  });
});

describe('locals renamed together by one declaration', () => {
  /** The changes between two versions of one Python function `f`, its body given line by line. */
  async function pythonChangesIn(before: string[], after: string[]): Promise<string[]> {
    const wrap = (lines: string[]) => `def f(self, other):\n${lines.map((l) => `    ${l}`).join('\n')}\n`;
    const old = await bodyOf('python', 'a.py', wrap(before), 'f');
    const now = await bodyOf('python', 'a.py', wrap(after), 'f');
    return variableChanges({ body: old, parameters: ['self', 'other'] }, { body: now, parameters: ['self', 'other'] }).map(line).sort();
  }

  it('corroborate each other when the declaration changed a little more than the names', async () => {
    const before = ['for e1, e2 in zip(self.eventspace(), other.eventspace()):', '    if e1 != e2:', '        return False'];
    const after = ['for o1, o2 in zip(self.sample_space(), other.sample_space()):', '    if o1 != o2:', '        return False'];
    expect(await pythonChangesIn(before, after)).toEqual(['RENAME e1:undefined -> o1:undefined', 'RENAME e2:undefined -> o2:undefined']);
  });

  it('do not when the declaration changed more', async () => {
    const before = ['for e1, e2 in zip(self.eventspace(), other.eventspace()):', '    if e1 != e2:', '        return False'];
    const after = ['for o1, o2 in enumerate(self.sample_space(), other.samples(1)):', '    if o1 != o2:', '        return False'];
    expect(await pythonChangesIn(before, after)).toEqual([]);
  });
});

describe('a local declared without a value', () => {
  it('is extracted with the value of its one assignment', async () => {
    expect(await changesIn('for (P p : parser.projects()) run(p);', 'List<P> ps; ps = parser.projects(); for (P p : ps) run(p);')).toEqual(['EXTRACT ps']);
  });

  it('is not extracted when it is assigned twice', async () => {
    expect(await changesIn('for (P p : parser.projects()) run(p);', 'List<P> ps; ps = parser.projects(); if (all) ps = parser.all(); for (P p : ps) run(p);')).toEqual([]);
  });
});

describe('a local assigned again', () => {
  it('is not inlined into a statement written with its first value', async () => {
    expect(await changesIn('boolean done = true; for (P p : ps) done = done && p.ok(); return done;', 'for (P p : ps) if (!p.ok()) return false; return true;')).toEqual([]);
  });

  it('a local given one value is inlined', async () => {
    expect(await changesIn('boolean done = check(ps); return done;', 'return check(ps);')).toEqual(['INLINE done']);
  });
});

describe('a declaration the mapper left apart, renamed and nothing else', () => {
  it('is paired when it is the one such declaration in paired parents: a caught exception renamed in a rewritten clause', async () => {
    expect(await changesIn('try { a(); } catch (IOException ex) { log(ex); report(); }', 'try { a(); } catch (IOException e) { throw new Failure(e); }')).toEqual([
      'RENAME ex:IOException -> e:IOException',
    ]);
  });

  it('is not when two declarations could be it', async () => {
    expect(await changesIn('try { a(); } catch (IOException ex) { log(ex); report(); }', 'try { a(); } catch (IOException e) { throw new Failure(e); } catch (IOException f) { throw new Stop(f); }')).toEqual([]);
  });
});

describe('a value changed on its way into or out of a local', () => {
  it('is inlined where the statement returning the local now returns an expression alike its value', async () => {
    expect(await changesIn('if (open) { final int n = buf.getInt(0); return n; } return 0;', 'if (open) { return buf.getInt(OFFSET); } return 0;')).toEqual(['INLINE n']);
  });

  it('is not inlined where the expression in its place is unlike its value', async () => {
    expect(await changesIn('if (open) { final int n = buf.getInt(0); return n; } return 0;', 'if (open) { return other.size(); } return 0;')).toEqual([]);
  });

  it('is not inlined where the expression in its place is another call on the same receiver', async () => {
    expect(await changesIn('long count = payload.segmentCount(); sink.write(payload.clone(), count); assertData(Util.format("%016X", count));', 'write(payload); assertData(Util.format("%016X", payload.size()));')).toEqual([]);
  });

  it('is extracted where a use now stands for an expression alike the value, the rest of the statement unchanged', async () => {
    expect(await changesIn('send(greeter.greeting("foo"), "bar");', 'String text = greeter.greeting(ENGLISH, "foo"); send(text, "bar");')).toEqual(['EXTRACT text']);
  });
});

describe('a parameter renamed to the name of a local', () => {
  const changes = async (before: string, after: string, parameters: [string[], string[]], renames: Map<string, string>) => {
    const wrap = (body: string, params: string[]) => `class A { void f(${params.map((p) => `int ${p}`).join(', ')}) { ${body} } }`;
    const old = await bodyOf('java', 'A.java', wrap(before, parameters[0]), 'f');
    const now = await bodyOf('java', 'A.java', wrap(after, parameters[1]), 'f');
    return variableChanges({ body: old, parameters: parameters[0] }, { body: now, parameters: parameters[1] }, renames).map(line).sort();
  };

  it('chains with the local renamed away: two renames, no Parameterize Variable', async () => {
    expect(await changes('int current = files + 1; use(current, files); log(current);', 'int actual = current + 1; use(actual, current); log(actual);', [['files'], ['current']], new Map([['files', 'current']]))).toEqual([
      'RENAME current:int -> actual:int',
    ]);
  });

  it('is the local made a parameter when the local is gone', async () => {
    expect(await changes('int space = 3; use(space, other); log(space);', 'use(space, 0); log(space);', [['other'], ['space']], new Map([['other', 'space']]))).toEqual(['PARAMETERIZE space -> space']);
  });
});
