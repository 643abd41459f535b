import type { CodeElement, Operation, Refactoring } from '../../src/report/types';

/** One refactoring relationship RefDiff 2.0 found, as bench/refdiff2/Refdiff2Speed.java prints it. */
export interface Refdiff2Relationship {
  /** The commit folder: `<project>-<sha>`. */
  commit: string;
  type: string;
  nodeTypeBefore: string;
  keyBefore: string;
  nodeTypeAfter: string;
  keyAfter: string;
}

export interface HarnessOutput {
  /** The commits pass 2 analysed (from `--verbose`), in order. */
  commits: string[];
  relationships: Refdiff2Relationship[];
}

/** Reads the harness's `--verbose --relationships` output (pass 2 lines and refactoring lines). */
export function parseHarnessOutput(text: string): HarnessOutput {
  const output: HarnessOutput = { commits: [], relationships: [] };
  for (const line of text.split('\n')) {
    const fields = line.split('\t');
    if (fields[0] === 'pass 2' && fields.length > 1) output.commits.push(fields[1]);
    else if (fields[0] === 'refactoring' && fields.length === 7) {
      const [, commit, type, nodeTypeBefore, keyBefore, nodeTypeAfter, keyAfter] = fields;
      output.relationships.push({ commit, type, nodeTypeBefore, keyBefore, nodeTypeAfter, keyAfter });
    }
  }
  return output;
}

// RefDiff 2.0's relationship types that are refactorings of ours (its others: INTERNAL_MOVE,
// INTERNAL_MOVE_RENAME, PULL_UP_SIGNATURE, PUSH_DOWN_IMPL, which no row scores).
const OPERATIONS = new Set<Operation>(['MOVE', 'RENAME', 'MOVE_RENAME', 'EXTRACT', 'EXTRACT_MOVE', 'INLINE', 'PULL_UP', 'PUSH_DOWN', 'CHANGE_SIGNATURE', 'EXTRACT_SUPER', 'CONVERT_TYPE']);

const KINDS: Record<string, string> = {
  ClassDeclaration: 'Class',
  InterfaceDeclaration: 'Interface',
  EnumDeclaration: 'Enum',
  MethodDeclaration: 'Method',
};

/**
 * A RefDiff 2.0 relationship as one of our refactorings, so that bench/accuracy's keys and scoring
 * apply to it unchanged; undefined for a type we have no operation for. The kind is the node's
 * after the change (an extracted supertype's, for Extract Superclass / Interface).
 */
export function toRefactoring(relationship: Refdiff2Relationship): Refactoring | undefined {
  const operation = relationship.type as Operation;
  const kind = KINDS[relationship.nodeTypeAfter];
  if (!OPERATIONS.has(operation) || !kind) return undefined;
  const before = elementOf(relationship.keyBefore);
  const after = elementOf(relationship.keyAfter);
  return {
    type: `${relationship.type} ${kind}`,
    operation,
    kind,
    language: 'java',
    before,
    after,
    description: `${relationship.type} ${relationship.keyBefore} -> ${relationship.keyAfter}`,
  };
}

/**
 * RefDiff 2.0's key (`JavaPlugin.getKey`): `a.b.Outer.Inner` for a type, `a.b.Outer.name(T1,T2)`
 * for a method (constructors named after their class), split into container and name.
 */
export function elementOf(key: string): CodeElement {
  const open = key.indexOf('(');
  const head = open === -1 ? key : key.slice(0, open);
  const dot = head.lastIndexOf('.');
  const container = dot === -1 ? '' : head.slice(0, dot);
  const name = head.slice(dot + 1);
  return { file: '', container, name, signature: open === -1 ? '' : key.slice(dot + 1), startLine: 0, endLine: 0 };
}
