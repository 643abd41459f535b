import type { Document, LineCounter, Node, Pair, YAMLMap } from 'yaml';
import { yamlLibrary } from './yaml-library';
import { shorten } from './excerpt';

export type KeyPath = readonly (string | number)[];

export interface Position {
  line: number;
  col: number;
}

/**
 * Finds where a key path points in the YAML source. `atKey` asks for the key of the last step
 * (for unknown keys) rather than its value. Paths that go past what the document holds (a
 * missing key, a scalar where a list was allowed) resolve to the deepest node that exists.
 */
export function locate(doc: Document, lineCounter: LineCounter, path: KeyPath, atKey = false): Position {
  const { isMap, isSeq } = yamlLibrary();
  let node: unknown = doc.contents;
  let offset = rangeStart(node) ?? 0;
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = pairsByKey(node).get(String(step));
      if (!pair) break;
      if (last && atKey) {
        offset = rangeStart(pair.key) ?? offset;
        break;
      }
      node = pair.value;
      offset = rangeStart(node) ?? rangeStart(pair.key) ?? offset;
    } else if (isSeq(node) && typeof step === 'number' && step < node.items.length) {
      node = node.items[step];
      offset = rangeStart(node) ?? offset;
    } else {
      break;
    }
  }
  return lineCounter.linePos(offset);
}

/**
 * The path as users read it, `rules[0].match.kind` (keys shortened like quoted values). A trailing list index is dropped when the
 * document holds a single value there (`include: "src/[a"` is reported at `include`, not
 * `include[0]`).
 */
export function displayPath(doc: Document, path: KeyPath): string {
  const shown = trimIndexIntoScalar(doc, path);
  let text = '';
  for (const step of shown) text += typeof step === 'number' ? `[${step}]` : text === '' ? shorten(step) : `.${shorten(step)}`;
  return text;
}

function trimIndexIntoScalar(doc: Document, path: KeyPath): KeyPath {
  if (path.length === 0 || typeof path[path.length - 1] !== 'number') return path;
  const parent = doc.getIn(path.slice(0, -1), true);
  return yamlLibrary().isSeq(parent) ? path : path.slice(0, -1);
}

const keyIndexes = new WeakMap<YAMLMap, Map<string, Pair>>();

/** A mapping's pairs by key, built once: locating each of thousands of problems stays cheap. */
function pairsByKey(map: YAMLMap): Map<string, Pair> {
  let index = keyIndexes.get(map);
  if (!index) {
    const { isPair, isScalar } = yamlLibrary();
    index = new Map();
    for (const item of map.items) {
      if (isPair(item) && isScalar(item.key) && !index.has(String(item.key.value))) index.set(String(item.key.value), item);
    }
    keyIndexes.set(map, index);
  }
  return index;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return Array.isArray(range) ? range[0] : undefined;
}
