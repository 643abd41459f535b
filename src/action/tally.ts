import type { Refactoring } from '../report/types';

export interface TypeCount {
  type: string;
  count: number;
}

/** Refactorings counted by type, most frequent first (ties by name), for the table at the top. */
export function tallyByType(refactorings: readonly Refactoring[]): TypeCount[] {
  const counts = new Map<string, number>();
  for (const { type } of refactorings) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}
