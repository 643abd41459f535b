import { flattenStatements, PairedLeafShares } from '../../../src/core/statements/mapper';
import { statementShape, statementSimilarity, statementSimilarityBound } from '../../../src/core/statements/similarity';
import type { Statement } from '../../../src/core/cst';
import { bodyOf, text } from './parse-bodies';

/** Two bodies of real code, statements of every shape: declarations, assignments, returns, setter calls, calls, loops, empty ones, composites with no leaf. */
const BEFORE = `class A {
  int f(List<Item> items, Config config) {
    int total = 0;
    if (config == null) { }
    this.name = config.name;
    for (Item item : items) {
      if (item.isValid() && item.size() > config.limit()) { total += item.size(); log.debug("kept " + item); }
      else { skipped++; }
    }
    while (total > 10) { total = total / 2; }
    helper.setEnabled(true);
    return total;
  }
}`;

const AFTER = `class A {
  int f(List<Item> items, Config config) {
    int sum = 0;
    if (config == null) { }
    synchronized (this) { }
    setName(config.name);
    for (Item item : items) {
      if (item.isValid()) { sum += item.size(); }
      if (item.size() > config.limit()) { log.debug("kept " + item); report(item, sum); }
    }
    while (sum > 10) { sum = sum / 2; ; }
    helper.enabled = true;
    return total(sum);
  }
}`;

async function statements(): Promise<{ before: Statement[]; after: Statement[] }> {
  const [before, after] = [await bodyOf('java', 'A.java', BEFORE, 'f'), await bodyOf('java', 'A.java', AFTER, 'f')];
  return { before: flattenStatements(before.statements), after: flattenStatements(after.statements) };
}

describe('statement similarity bound', () => {
  it('is never below the similarity it bounds, for every pair of real statements and of their tails', async () => {
    const { before, after } = await statements();
    // Every statement's tokens, and each suffix of them: values, bare expressions, empty lists.
    const tokenLists = [...before, ...after].flatMap((statement) => statement.tokens.map((_, i) => statement.tokens.slice(i)).concat([statement.tokens, []]));
    const locals = new Set(['total', 'sum', 'item', 'skipped']);
    const isLocal = (token: string) => locals.has(token);
    let pruned = 0;
    const under: string[] = [];
    for (const a of tokenLists) {
      for (const b of tokenLists) {
        const bound = statementSimilarityBound(statementShape(a), statementShape(b));
        const actual = statementSimilarity(a, b, isLocal, isLocal);
        if (bound < actual) under.push(`${a.join(' ')} | ${b.join(' ')}: ${bound} < ${actual}`);
        if (bound < 0.6) pruned++;
      }
    }
    expect(under).toEqual([]);
    // The bound must also tell most far-apart pairs apart, or it spares nothing.
    expect(pruned).toBeGreaterThan(tokenLists.length * tokenLists.length * 0.2);
  });

  it('does not bound an assignment against a call, which may compare as a setter (setter-calls.ts)', () => {
    const assignment = ['this', '.', 'name', '=', 'config', '.', 'name', ';'];
    const setter = ['setName', '(', 'config', '.', 'name', ')', ';'];
    expect(statementSimilarity(assignment, setter)).toBeGreaterThan(0.6);
    expect(statementSimilarityBound(statementShape(assignment), statementShape(setter))).toBe(1);
  });

  it('bounds an assignment against a call of another field, or of no setter, by their lengths', () => {
    const assignment = ['this', '.', 'name', '=', 'config', '.', 'name', ';'];
    const otherSetter = ['setTitle', '(', 'config', '.', 'name', ')', ';'];
    const call = ['request', '.', 'addParameter', '(', '"Name"', ',', 'StringUtils', '.', 'fromString', '(', 'name', ')', ')', ';'];
    for (const other of [otherSetter, call]) {
      const bound = statementSimilarityBound(statementShape(assignment), statementShape(other));
      expect(bound).toBeLessThan(1);
      expect(bound).toBeGreaterThanOrEqual(statementSimilarity(assignment, other));
    }
  });
});

describe('paired leaf shares of composites', () => {
  it('equal the share counted pair by pair, for every pair of composites', async () => {
    const { before, after } = await statements();
    const leaves = (s: Statement) => flattenStatements(s.children).filter((c) => c.children.length === 0);
    // Leaves paired by their text where it is the same, else in order: some pairs, some not.
    const paired = new Map<Statement, Statement>();
    const leavesAfter = after.filter((s) => s.children.length === 0);
    for (const b of before.filter((s) => s.children.length === 0)) {
      const a = leavesAfter.find((candidate) => !paired.has(candidate) && (text(candidate) === text(b) || candidate.tokens[0] === b.tokens[0]));
      if (a) {
        paired.set(b, a);
        paired.set(a, b);
      }
    }
    expect(paired.size).toBeGreaterThan(4);
    const compositesBefore = before.filter((s) => s.children.length > 0);
    // One composite listed twice: it is one composite, at both places.
    const compositesAfter = after.filter((s) => s.children.length > 0);
    compositesAfter.push(compositesAfter[1]);
    const shares = new PairedLeafShares(compositesAfter, paired);
    let nonZero = 0;
    const notScored = new Set(compositesBefore.flatMap((b) => compositesAfter.map((a) => `${before.indexOf(b)}:${after.indexOf(a)}`)));
    for (const b of compositesBefore) {
      for (const [place, a] of compositesAfter.entries()) {
        const leavesB = leaves(b);
        const leavesA = new Set(leaves(a));
        const total = Math.max(leavesB.length, leavesA.size);
        const expected = total === 0 ? 1 : leavesB.filter((leaf) => leavesA.has(paired.get(leaf)!)).length / total;
        expect(shares.of(b, place)).toBe(expected);
        if (expected > 0) nonZero++;
        // The mapper scores only the pairs mayShare names: every other pair's share must be 0.
        if (!shares.mayShare(b).includes(place)) expect(expected).toBe(0);
        else notScored.delete(`${before.indexOf(b)}:${after.indexOf(a)}`);
        // Each place at most once.
        expect(new Set(shares.mayShare(b)).size).toBe(shares.mayShare(b).length);
      }
    }
    expect(nonZero).toBeGreaterThan(2);
    // ... and it must leave some out, or it spares nothing.
    expect(notScored.size).toBeGreaterThan(0);
  });
});
