import { flattenStatements, mapStatements } from '../../../src/core/statements/mapper';
import type { StatementBody } from '../../../src/core/cst';
import { bodyOf, text } from './parse-bodies';

/** Pairs as `before => after` lines, in the before body's order. */
async function mapped(language: string, path: string, before: string, after: string, name: string): Promise<{ pairs: string[]; unmappedBefore: string[]; unmappedAfter: string[] }> {
  const bodyBefore = await bodyOf(language, path, before, name);
  const bodyAfter = await bodyOf(language, path, after, name);
  const b = flattenStatements(bodyBefore.statements);
  const a = flattenStatements(bodyAfter.statements);
  const mapping = mapStatements(b, a, { localsBefore: bodyBefore.locals, localsAfter: bodyAfter.locals });
  const pairs = [...mapping.pairs].sort((x, y) => b.indexOf(x.before) - b.indexOf(y.before)).map((p) => `${text(p.before)} => ${text(p.after)}`);
  return { pairs, unmappedBefore: mapping.unmappedBefore.map(text), unmappedAfter: mapping.unmappedAfter.map(text) };
}

/** The line of the partner of the before statement reading `tokens`, if paired. */
function partnerLines(before: StatementBody, after: StatementBody): (tokens: string) => number | undefined {
  const mapping = mapStatements(flattenStatements(before.statements), flattenStatements(after.statements), { localsBefore: before.locals, localsAfter: after.locals });
  return (tokens) => mapping.pairs.find((pair) => text(pair.before) === tokens)?.after.startLine;
}

describe('statement mapper', () => {
  it('pairs identical statements first, then renamed ones, and leaves the new ones unmapped (Java)', async () => {
    const result = await mapped(
      'java',
      'A.java',
      'class A { int f(int a, int b) { int total = a + b; total = total * 2; return total; } }',
      'class A { int f(int a, int b) { int sum = a + b; log(a); sum = sum * 2; return sum; } }',
      'f',
    );
    expect(result.pairs).toEqual(['int total = a + b ; => int sum = a + b ;', 'total = total * 2 ; => sum = sum * 2 ;', 'return total ; => return sum ;']);
    expect(result.unmappedAfter).toEqual(['log ( a ) ;']);
    expect(result.unmappedBefore).toEqual([]);
  });

  it('pairs composite statements by their header and their mapped children (JavaScript)', async () => {
    const result = await mapped(
      'javascript',
      'a.js',
      'function f(items) { for (const item of items) { if (item.ok) { send(item); } } done(); }',
      'function f(items) { done(); for (const entry of items) { if (entry.ok) { send(entry); } } }',
      'f',
    );
    expect(result.pairs).toEqual([
      'for ( const item of items ) => for ( const entry of items )',
      '<statement_block> => <statement_block>',
      'if ( item . ok ) => if ( entry . ok )',
      '<statement_block> => <statement_block>',
      'send ( item ) ; => send ( entry ) ;',
      'done ( ) ; => done ( ) ;',
    ]);
  });

  it('does not pair statements that share only their shape (C)', async () => {
    const result = await mapped('c', 'a.c', 'void f(int n) { int size = strlen(name); }', 'void f(int n) { int count = atoi(text); }', 'f');
    expect(result.pairs).toEqual([]);
  });

  it('pairs a return with the assignment of the same value, and nothing with unrelated code (C)', async () => {
    const result = await mapped(
      'c',
      'a.c',
      'int f(int n) { int r; r = n * n + 1; return r; }',
      'int f(int n) { puts("x"); return n * n + 1; }',
      'f',
    );
    expect(result.pairs).toEqual(['r = n * n + 1 ; => return n * n + 1 ;']);
    expect(result.unmappedBefore).toEqual(['int r ;', 'return r ;']);
    expect(result.unmappedAfter).toEqual(['puts ( "x" ) ;']);
  });

  it('pairs a field assignment with a call of that field\'s setter, not of another field\'s (Java)', async () => {
    const result = await mapped(
      'java',
      'A.java',
      'class A { void f(Json json) { this.clusterPort = json.getInteger("clusterPort", DEFAULT_PORT); this.haGroup = json.getString("haGroup", DEFAULT_GROUP); } }',
      'class A { void f(Json json) { this.setClusterPort(((Number) json.getValue("clusterPort")).intValue()); this.setQuorumSize(((Number) json.getValue("haGroup")).intValue()); } }',
      'f',
    );
    expect(result.pairs).toEqual([
      'this . clusterPort = json . getInteger ( "clusterPort" , DEFAULT_PORT ) ; => this . setClusterPort ( ( ( Number ) json . getValue ( "clusterPort" ) ) . intValue ( ) ) ;',
    ]);
  });

  it('pairs an identical statement with the copy under a header like its own, else the first at its depth (Python)', async () => {
    const before = await bodyOf('python', 'a.py', 'def f(self):\n    ss = None\n    if self.dense:\n        es = tuple(self.space())\n    if ss is None:\n        ss = tuple(self.space())\n    log(ss)\n', 'f');
    const after = await bodyOf(
      'python',
      'a.py',
      'def f(self):\n    ss = None\n    if self.dense:\n        ss = tuple(self.space())\n    if ss is None:\n        ss = tuple(self.space())\n    if ss:\n        log(ss)\n    while ss:\n        log(ss)\n',
      'f',
    );
    const partnerLine = partnerLines(before, after);
    // The copy under `if ss is None:` (line 6), not the earlier one under `if self.dense:`.
    expect(partnerLine('ss = tuple ( self . space ( ) )')).toBe(6);
    // No copy under a like header (`log(ss)` stood at the top): the first at the nearest depth.
    expect(partnerLine('log ( ss )')).toBe(8);
  });

  it('pairs an identical statement with the copy under a header like its own (Java)', async () => {
    const before = await bodyOf('java', 'A.java', 'class A { void f(A a) { if (a.ready()) { go(a); } } }', 'f');
    const after = await bodyOf('java', 'A.java', 'class A { void f(A a) {\n if (a.other()) { go(a); }\n if (a.ready()) { go(a); }\n } }', 'f');
    expect(partnerLines(before, after)('go ( a ) ;')).toBe(3);
  });
});
