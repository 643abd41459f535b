/**
 * `compute` remembered per scope (an analysis, a body pair) and per pair of arguments: rules that
 * ask the same question of one pair several times pay once. The scope is held weakly, so the
 * answers go with it.
 */
export function memoizedByPair<Scope extends object, A, B, R>(compute: (scope: Scope, a: A, b: B) => R): (scope: Scope, a: A, b: B) => R {
  const answers = new WeakMap<Scope, Map<A, Map<B, R>>>();
  return (scope, a, b) => {
    let byA = answers.get(scope);
    if (!byA) answers.set(scope, (byA = new Map()));
    let byB = byA.get(a);
    if (!byB) byA.set(a, (byB = new Map()));
    if (byB.has(b)) return byB.get(b)!;
    const answer = compute(scope, a, b);
    byB.set(b, answer);
    return answer;
  };
}
