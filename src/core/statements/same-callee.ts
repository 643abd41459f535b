import { initializerOf } from './extracted-variables';
import { isMemberAccess, isName } from './name-uses';
import type { DeclaredVariable } from './variables';

/**
 * Two declarations whose values are calls of one member through one receiver, their arguments
 * aside (`val results = heapAnalyzer.checkForLeaks(file, true)` became `val heapAnalysis =
 * heapAnalyzer.checkForLeaks(HeapDump.builder(file)...build())`): the same value asked for in a
 * new way. A bare function (`listOf(a)`, `FakeDataSource()`) says too little of the value to tell.
 */
export function callTheSameMember(before: DeclaredVariable, after: DeclaredVariable): boolean {
  const [old, now] = [calleeOf(initializerOf(before.statement.tokens, before.name)), calleeOf(initializerOf(after.statement.tokens, after.name))];
  return !!old && !!now && old.join(' ') === now.join(' ');
}

/** The receiver and member a value starts by calling (`a . b . call` of `a . b . call ( x ) . build ( )`), if it starts with one. */
function calleeOf(value: readonly string[] | undefined): readonly string[] | undefined {
  const open = value?.indexOf('(') ?? -1;
  if (!value || open < 3) return undefined;
  const callee = value.slice(0, open);
  // Names joined by member access, one name after each: a chain of members, not an expression.
  const chain = callee.every((token, i) => (i % 2 === 0 ? isName(token) : isMemberAccess(token)));
  return chain && callee.length % 2 === 1 ? callee : undefined;
}
