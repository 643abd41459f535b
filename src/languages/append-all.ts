/**
 * `target.push(...items)` without the spread: a spread passes every item as an argument on the
 * stack, and a file can yield more items (calls, edges, nodes) than the stack holds.
 */
export function appendAll<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}
