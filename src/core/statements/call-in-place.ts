import type { Statement } from '../cst';
import type { StatementPair } from './mapper';
import { isMemberAccess } from './name-uses';
import { sameTokens, wordCount } from './similarity';

/**
 * A one-statement callee whose call statement took the very place of a statement the caller lost,
 * that statement making the callee's call on another object: `this.agenda.notifyHalt();` became
 * `notifyHalt();`, whose body is `propagationList.notifyHalt();`. RefactoringMiner maps the two
 * (a receiver swapped is a replacement) and reads the call standing where the statement stood as
 * the extraction. A short call says little by itself (`notifyHalt()`: one word), so the place
 * must say the rest: the statement before each is a mapped pair (or both open the same mapped
 * block). Works both ways: `moved` is the caller's side holding the statement (before an
 * extraction, after an inlining), `sites` the side holding the call.
 */
export function replacesStatementInPlace(
  moved: readonly Statement[],
  sites: readonly Statement[],
  pairs: readonly StatementPair[],
  movedSide: 'before' | 'after',
  callSites: readonly Statement[],
  unmapped: readonly Statement[],
  calleeBody: readonly Statement[],
  calleeName: string,
  rewrite: (tokens: readonly string[]) => readonly string[],
): boolean {
  const statements = calleeBody.filter((statement) => statement.tokens.length > 0);
  if (statements.length !== 1) return false;
  const call = bareCall(statements[0]);
  if (!call) return false;
  const calleeCall = rewrite(call);
  const siteSide = movedSide === 'before' ? 'after' : 'before';
  const counterpart = new Map(pairs.map((pair) => [pair[siteSide], pair[movedSide]]));
  const placesMoved = places(moved);
  const placesSites = places(sites);
  for (const site of callSites) {
    if (bareCall(site)?.[0] !== calleeName) continue;
    const at = placesSites.get(site);
    if (!at) continue;
    for (const statement of unmapped) {
      const there = placesMoved.get(statement);
      // The same statement on both sides replaced nothing: its call (a same-named one) was there before.
      if (!there || statement.children.length > 0 || sameTokens(statement.tokens, site.tokens)) continue;
      const samePlace = at.previous
        ? !!there.previous && counterpart.get(at.previous) === there.previous
        : !there.previous && (at.parent ? !!there.parent && counterpart.get(at.parent) === there.parent : !there.parent);
      const lostCall = samePlace ? bareCall(statement) : undefined;
      if (lostCall && sameTokens(lostCall, calleeCall)) return true;
    }
  }
  return false;
}

/**
 * A statement that is one call and nothing else, `[receiver .] name ( args ) ;`, as `name ( args )`;
 * undefined for anything else (a return, an assignment, a call inside an expression). The
 * receiver is the one the plugin gives for the call: all the statement holds before the name.
 */
function bareCall(statement: Statement): readonly string[] | undefined {
  const { tokens } = statement;
  let end = tokens.length;
  while (end > 0 && tokens[end - 1] === ';') end--;
  if (end === 0 || tokens[end - 1] !== ')') return undefined;
  let depth = 0;
  for (let i = end - 1; i > 0; i--) {
    if (tokens[i] === ')') depth++;
    else if (tokens[i] === '(' && --depth === 0) {
      const name = tokens[i - 1];
      if (wordCount([name]) !== 1) return undefined;
      if (i - 1 === 0) return tokens.slice(0, end);
      const receiver = tokens.slice(0, i - 2);
      const made = statement.calls.some((call) => call.name === name && call.receiver !== undefined && sameTokens(call.receiver, receiver));
      return made && isMemberAccess(tokens[i - 2]) ? tokens.slice(i - 1, end) : undefined;
    }
  }
  return undefined;
}

/** Each statement's parent and the statement before it among its siblings. */
function places(statements: readonly Statement[]): Map<Statement, { parent?: Statement; previous?: Statement }> {
  const found = new Map<Statement, { parent?: Statement; previous?: Statement }>();
  const visit = (siblings: readonly Statement[], parent: Statement | undefined) => {
    siblings.forEach((statement, i) => {
      found.set(statement, { parent, previous: siblings[i - 1] });
      visit(statement.children, statement);
    });
  };
  visit(statements, undefined);
  return found;
}
