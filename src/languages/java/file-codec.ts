import { forEachNode, type CstNode } from '../../core/cst';
import type { CallSite, QualifiedFieldAccess, TypeFacts } from './facts';
import type { JavaFileData } from './file-parse';

/**
 * A Java file's parse (file-parse.ts) as a JSON value and back, for a cache on disk: the facts'
 * keys, which are nodes, become the nodes' places in a preorder walk of the file's nodes.
 */
interface EncodedJavaFile {
  idsTaken: number;
  nodes: CstNode[];
  tokens?: JavaFileData['tokens'];
  warnings: string[];
  types: [number, EncodedTypeFacts][];
  calls: [number, CallSite[]][];
  variables: [number, [string, string | null][]][];
  fieldUses: [number, { names: string[]; qualified: QualifiedFieldAccess[] }][];
  localNames: [number, string[]][];
}

type EncodedTypeFacts = Omit<TypeFacts, 'imports'> & { imports: { single: [string, string][]; onDemand: string[] } };

/** Undefined when a failed build left facts about nodes it never returned: such a file is parsed each time. */
export function encodeJavaFile(data: JavaFileData): unknown {
  const places = new Map<CstNode, number>();
  forEachNode({ nodes: data.nodes, edges: [], tokens: new Map(), warnings: [] }, (node) => places.set(node, places.size));
  const keys = [data.facts.types, data.facts.calls, data.facts.variables, data.facts.fieldUses, data.facts.localNames].flatMap((map) => [...map.keys()]);
  if (keys.some((node) => !places.has(node))) return undefined;
  const place = (node: CstNode) => places.get(node)!;
  const encoded: EncodedJavaFile = {
    idsTaken: data.idsTaken,
    nodes: data.nodes,
    ...(data.tokens ? { tokens: data.tokens } : {}),
    warnings: data.warnings,
    types: [...data.facts.types].map(([node, facts]) => [place(node), { ...facts, imports: { single: [...facts.imports.single], onDemand: facts.imports.onDemand } }]),
    calls: [...data.facts.calls].map(([node, calls]) => [place(node), calls]),
    variables: [...data.facts.variables].map(([node, declared]) => [place(node), [...declared]]),
    fieldUses: [...data.facts.fieldUses].map(([node, uses]) => [place(node), { names: [...uses.names], qualified: uses.qualified }]),
    localNames: [...data.facts.localNames].map(([node, names]) => [place(node), [...names]]),
  };
  return encoded;
}

/** The parse `encodeJavaFile` was given; throws on a value of another shape. */
export function decodeJavaFile(value: unknown): JavaFileData {
  const encoded = value as EncodedJavaFile;
  if (!Number.isInteger(encoded.idsTaken) || !Array.isArray(encoded.nodes) || !Array.isArray(encoded.warnings)) throw new Error('not a Java file parse');
  const nodes: CstNode[] = [];
  forEachNode({ nodes: encoded.nodes, edges: [], tokens: new Map(), warnings: [] }, (node) => nodes.push(node));
  const node = (place: number) => {
    const found = nodes[place];
    if (!found) throw new Error(`no node at ${place}`);
    return found;
  };
  return {
    idsTaken: encoded.idsTaken,
    nodes: encoded.nodes,
    ...(encoded.tokens ? { tokens: encoded.tokens } : {}),
    warnings: encoded.warnings,
    facts: {
      types: new Map(encoded.types.map(([place, facts]) => [node(place), { ...facts, imports: { single: new Map(facts.imports.single), onDemand: facts.imports.onDemand } }])),
      calls: new Map(encoded.calls.map(([place, calls]) => [node(place), calls])),
      variables: new Map(encoded.variables.map(([place, declared]) => [node(place), new Map(declared)])),
      fieldUses: new Map(encoded.fieldUses.map(([place, uses]) => [node(place), { names: new Set(uses.names), qualified: uses.qualified }])),
      localNames: new Map(encoded.localNames.map(([place, names]) => [node(place), new Set(names)])),
    },
  };
}
