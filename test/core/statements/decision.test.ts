import { findRelationships } from '../../../src/core/relationship-analysis';
import type { CstNode, CstRoot, Statement } from '../../../src/core/cst';
import { buildCst, type NodeSpec } from '../cst-builder';

/** Gives the root statements: one leaf per `;`-separated text, for the callables named in `bodies`. */
function withStatements(root: CstRoot, bodies: Record<string, string[]>): CstRoot {
  root.statementsOf = (node: CstNode) => {
    const texts = bodies[node.simpleName];
    if (!texts) return undefined;
    const statements: Statement[] = texts.map((text, i) => ({
      kind: 'statement',
      tokens: text.split(' '),
      children: [],
      depth: 0,
      startLine: i + 1,
      endLine: i + 1,
      declares: [],
      calls: /^(\w+) \(/.test(text) ? [{ name: text.split(' ')[0], arguments: [] }] : [],
    }));
    return { statements, locals: new Set() };
  };
  return root;
}

const callerBefore: NodeSpec = { type: 'Method', name: 'run', body: 'p1 p2 p3 p4 p5 p6 keep1 keep2' };
const callerAfter: NodeSpec = { type: 'Method', name: 'run', body: 'keep1 keep2 helper ( )', calls: ['helper'] };
const helper: NodeSpec = { type: 'Method', name: 'helper', body: 'q1 q2 q3 q4 q5 q6 q7 q8 p1 p2' };

function extractions(
  helperStatements: string[],
  runBefore = ['p1 = p2 ;', 'p3 ( p4 ) ;', 'p5 += p6 ;', 'keep1 ( keep2 ) ;'],
  runAfter = ['keep1 ( keep2 ) ;', 'helper ( ) ;'],
): string[] {
  const before = withStatements(buildCst('A', [{ type: 'Class', name: 'A', children: [callerBefore] }]), { run: runBefore });
  const after = withStatements(buildCst('A', [{ type: 'Class', name: 'A', children: [callerAfter, helper] }]), {
    run: runAfter,
    helper: helperStatements,
  });
  return findRelationships(before, after)
    .filter((r) => r.type === 'EXTRACT')
    .map((r) => `${r.before.simpleName} -> ${r.after.simpleName}`);
}

describe('extractions decided from mapped statements', () => {
  it('accepts a weakly contained body when most of its statements map to statements the caller lost', () => {
    expect(extractions(['p1 = p2 ;', 'p3 ( p4 ) ;', 'p5 += p6 ;', 'q1 ( q2 , q3 ) ;'])).toEqual(['run -> helper']);
  });

  it('rejects the same body when its statements are new code that merely shares names', () => {
    expect(extractions(['q1 = q2 ;', 'q3 ( q4 ) ;', 'q5 += q6 ;', 'q7 ( q8 , p1 ) ;'])).toEqual([]);
  });

  describe('as many mapped statements as new ones (RefactoringMiner: mappings > 1 && mappings >= unmapped)', () => {
    // Five statements or more: a home for the replaced expression alone is ruled out (replaced-expression.ts);
    // each mapped statement changed a little: none is found word for word.
    it('accepts a body three of whose six statements map to statements the caller lost', () => {
      expect(extractions(['p1 = p2 + 1 ;', 'p3 ( p4 , q8 ) ;', 'p5 += p6 + 1 ;', 'q1 ( q2 , q3 ) ;', 'q4 = q5 ;', 'q6 ( q7 ) ;'])).toEqual(['run -> helper']);
    });

    it('rejects a body two of whose five statements map: more new statements than moved ones', () => {
      expect(extractions(['p1 = p2 + 1 ;', 'p3 ( p4 , q8 ) ;', 'q1 ( q2 , q3 ) ;', 'q4 = q5 ;', 'q6 ( q7 ) ;'])).toEqual([]);
    });

    it("rejects the same three of six when they map into a callback of the caller: callbacks repeat their plumbing", () => {
      const helperStatements = ['p1 = p2 + 1 ;', 'p3 ( p4 , q8 ) ;', 'p5 += p6 + 1 ;', 'q1 ( q2 , q3 ) ;', 'q4 = q5 ;', 'q6 ( q7 ) ;'];
      const before = withStatements(buildCst('A', [{ type: 'Class', name: 'A', children: [callerBefore] }]), { run: ['register ( new Callback ( ) ) ;', 'keep1 ( keep2 ) ;'] });
      const readBefore = before.statementsOf!;
      // The lost statements sit in an anonymous class's body, nested under the statement passing it.
      before.statementsOf = (node) => {
        const body = readBefore(node);
        if (!body || node.simpleName !== 'run') return body;
        const [holder] = body.statements;
        const inner = ['p1 = p2 ;', 'p3 ( p4 ) ;', 'p5 += p6 ;'].map((text, i) => ({ ...holder, tokens: text.split(' '), depth: 1, startLine: i + 2, endLine: i + 2, calls: [], inExpression: true }));
        return { ...body, statements: [{ ...holder, children: inner }, ...body.statements.slice(1)] };
      };
      const after = withStatements(buildCst('A', [{ type: 'Class', name: 'A', children: [callerAfter, helper] }]), {
        run: ['keep1 ( keep2 ) ;', 'helper ( ) ;'],
        helper: helperStatements,
      });
      const found = findRelationships(before, after).filter((r) => r.type === 'EXTRACT');
      expect(found.map((r) => `${r.before.simpleName} -> ${r.after.simpleName}`)).toEqual([]);
    });
  });

  describe('a partly contained body that is a sliver of a large rewrite', () => {
    // The caller lost 40 names; the helper holds a few of them, too few of the lost code for the token rules.
    const lost = Array.from({ length: 40 }, (_, i) => `x${i}`);
    const run = (helperStatements: string[]): string[] => {
      const before = withStatements(
        buildCst('A', [{ type: 'Class', name: 'A', children: [{ type: 'Method', name: 'run', body: `${lost.join(' ')} keep1 keep2` }] }]),
        { run: ['v = x0 ( x1 , x2 ) ;', `${lost.slice(3).join(' + ')} ;`, 'keep1 ( keep2 ) ;'] },
      );
      const after = withStatements(
        buildCst('A', [
          {
            type: 'Class',
            name: 'A',
            children: [
              { type: 'Method', name: 'run', body: 'keep1 keep2 helper ( )', calls: ['helper'] },
              { type: 'Method', name: 'helper', body: 'x0 x1 x2 y1 y2' },
            ],
          },
        ]),
        { run: ['keep1 ( keep2 ) ;', 'helper ( ) ;'], helper: helperStatements },
      );
      return findRelationships(before, after)
        .filter((r) => r.type === 'EXTRACT')
        .map((r) => `${r.before.simpleName} -> ${r.after.simpleName}`);
    };

    it('is moved code when it holds a lost statement but for a return for an assignment', () => {
      expect(run(['y1 ( y2 ) ;', 'return x0 ( x1 , x2 ) ;'])).toEqual(['run -> helper']);
    });

    it('is not when its statements only share names with the lost ones', () => {
      expect(run(['y1 ( y2 ) ;', 'return x0 ( y1 , y2 , x1 , x2 ) ;'])).toEqual([]);
    });
  });

  describe('one lost statement found word for word in the new body', () => {
    const runBefore = ['p1 = p2 ;', 'p3 ( p4 , p5 ) ;', 'p6 ;', 'keep1 ( keep2 ) ;'];
    const newCode = ['q1 = q2 ;', 'q3 ( q4 ) ;', 'q5 += q6 ;', 'q7 ( q8 ) ;'];

    it('accepts a weakly contained body that wraps it in a few new statements', () => {
      expect(extractions(['p3 ( p4 , p5 ) ;', ...newCode], runBefore)).toEqual(['run -> helper']);
    });

    it('rejects it when the statement says too little to be evidence (two words)', () => {
      // The call assigns: it replaced no statement of the caller as a whole (see replaced-expression.ts).
      expect(extractions(['p3 ( p4 ) ;', ...newCode], undefined, ['keep1 ( keep2 ) ;', 'r = helper ( ) ;'])).toEqual([]);
    });

    it('accepts two lost statements of two words found word for word, among fewer than 20 new ones', () => {
      const shortBefore = ['p1 = p2 ;', 'p3 ( p4 ) ;', 'p5 ;', 'keep1 ( keep2 ) ;'];
      expect(extractions(['p1 = p2 ;', 'p3 ( p4 ) ;', ...newCode], shortBefore)).toEqual(['run -> helper']);
    });

    it('rejects one lost statement of two words found word for word', () => {
      const shortBefore = ['p1 = p2 ;', 'p3 ( p4 ) ;', 'p5 ;', 'keep1 ( keep2 ) ;'];
      expect(extractions(['p1 = p2 ;', 'q9 ( p3 , p4 ) ;', ...newCode], shortBefore)).toEqual([]);
    });

    it('rejects it when ten new statements or more surround it', () => {
      const moreNewCode = [...newCode, 'q1 ( ) ;', 'q2 ( ) ;', 'q3 ( ) ;', 'q4 ( ) ;', 'q5 ( ) ;', 'q6 ( ) ;'];
      expect(extractions(['p3 ( p4 , p5 ) ;', ...moreNewCode], runBefore)).toEqual([]);
    });
  });

  describe('lost statements found but for the variable they assign', () => {
    // `dummy = factory.make(a, b)` moved as `result = factory.make(a, b)`: alike, not identical.
    const runBefore = ['p1 = p2 ( p3 , p4 ) ;', 'p5 = p6 ( p3 , p4 ) ;', 'keep1 ( keep2 ) ;'];
    const newCode = ['q1 = q2 ;', 'q3 ( q4 ) ;', 'q5 += q6 ;', 'q7 ( q8 ) ;'];

    it('accepts two of them that say something (3 words or more) among fewer than 20 new statements', () => {
      expect(extractions(['q9 = p2 ( p3 , p4 ) ;', 'q9 = p6 ( p3 , p4 ) ;', ...newCode], runBefore)).toEqual(['run -> helper']);
    });

    it('rejects one of them among as many new statements', () => {
      expect(extractions(['q9 = p2 ( p3 , p4 ) ;', 'q9 = q6 ( q7 ) ;', ...newCode], runBefore)).toEqual([]);
    });
  });
});
