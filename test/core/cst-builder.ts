import type { CstNode, CstRoot, Stereotype } from '../../src/core/cst';

/** A declarative CST for core tests: the core never sees a real language here. */
export interface NodeSpec {
  type: string;
  name: string;
  localName?: string;
  namespace?: string;
  params?: string[];
  /** Whitespace-separated tokens of the body. */
  body?: string;
  children?: NodeSpec[];
  stereotypes?: Stereotype[];
  /** Local names of nodes this one calls. */
  calls?: string[];
  /** Simple names of supertypes. */
  supertypes?: string[];
}

/** Lays the nodes out as text (`type name ( params ) { body children }`) and builds the CST. */
export function buildCst(file: string, specs: NodeSpec[]): CstRoot {
  const texts: string[] = [];
  const starts: number[] = [];
  let offset = 0;
  let nextId = 1;
  const emit = (token: string) => {
    texts.push(token);
    starts.push(offset);
    offset += token.length + 1;
  };
  const pending: { node: CstNode; spec: NodeSpec }[] = [];
  const build = (spec: NodeSpec): CstNode => {
    const begin = offset;
    emit(spec.type.toLowerCase());
    emit(spec.name);
    emit('(');
    (spec.params ?? []).forEach((p, i) => {
      if (i > 0) emit(',');
      emit(p);
    });
    emit(')');
    const bodyBegin = offset;
    emit('{');
    for (const token of (spec.body ?? '').split(/\s+/).filter(Boolean)) emit(token);
    const children = (spec.children ?? []).map(build);
    emit('}');
    const node: CstNode = {
      id: nextId++,
      type: spec.type,
      simpleName: spec.name,
      localName: spec.localName ?? spec.name,
      namespace: spec.namespace,
      parameters: (spec.params ?? []).map((name) => ({ name })),
      location: { file, begin, end: offset, bodyBegin, bodyEnd: offset, startLine: 1, endLine: 1 },
      stereotypes: spec.stereotypes ?? [],
      children,
    };
    pending.push({ node, spec });
    return node;
  };
  const nodes = specs.map(build);
  const byLocalName = new Map(pending.map(({ node }) => [node.localName, node]));
  const edges: CstRoot['edges'] = [];
  for (const { node, spec } of pending) {
    for (const callee of spec.calls ?? []) {
      const target = byLocalName.get(callee);
      if (target) edges.push({ type: 'uses', from: node.id, to: target.id });
    }
    for (const supertype of spec.supertypes ?? []) {
      const target = byLocalName.get(supertype);
      if (target) edges.push({ type: 'subtype', from: node.id, to: target.id });
    }
  }
  return { nodes, edges, tokens: new Map([[file, { texts, starts: Int32Array.from(starts) }]]), warnings: [] };
}
