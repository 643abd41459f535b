import type { Document, Node } from 'yaml';
import { yamlLibrary } from './yaml-library';

export interface DuplicateKey {
  key: string;
  /** Offset of the repeated key in the source. */
  offset: number;
}

/**
 * The keys that repeat within one mapping, second occurrences in document order. The yaml
 * library's own check compares each key with every earlier one (10,000 keys took seconds), so
 * the loader parses with `uniqueKeys: false` and finds duplicates here, in one pass.
 */
export function duplicateKeys(doc: Document): DuplicateKey[] {
  const { isMap, isPair, isScalar, isSeq } = yamlLibrary();
  const found: DuplicateKey[] = [];
  const visit = (node: unknown) => {
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        if (isScalar(pair.key)) {
          const key = String(pair.key.value);
          if (seen.has(key)) found.push({ key, offset: (pair.key as Node).range?.[0] ?? 0 });
          seen.add(key);
        }
        visit(pair.value);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) visit(item);
    }
  };
  visit(doc.contents);
  return found;
}
