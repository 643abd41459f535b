import type { SyntaxNode, Tree } from '../tree-sitter';

/**
 * Whether a bare name in Kotlin code means a local variable or parameter declared in scope there.
 * Kotlin names fields and imported enum entries bare too, so without this a local that shares
 * an entry's or a field's name (`val FAST = 2; go(FAST)`) would read as a use of that member.
 *
 * A name is declared in scope by what comes before it in a node around it: a `val` of a block
 * (a type's or a file's are properties, no locals), a function's, lambda's, `for`'s, `catch`'s or
 * `when` subject's own declarations. So a block's local is known only after it and inside the
 * block; a `for` variable only inside its loop.
 *
 * The file is read once, top down, keeping the names in scope (climbing from each name to the
 * root instead cost time quadratic in nesting: a 3,000-term sum of a field took 95 s).
 */
export function localNameReader(): (name: SyntaxNode) => boolean {
  let tree: Tree | undefined;
  let locals: ReadonlySet<number> = new Set();
  return (name) => {
    if (name.tree !== tree) {
      tree = name.tree;
      locals = localIdentifiers(tree);
    }
    return locals.has(name.startIndex);
  };
}

/** Where a `val` is a property, not a local: a type's or a file's body. */
const MEMBER_SCOPES = new Set(['class_body', 'enum_class_body', 'source_file']);

/** Declarations whose value is read before their variables exist. */
const OWN_VALUE = new Set(['property_declaration', 'when_subject']);

/** The node types that can declare names for the code after them. */
const DECLARING = new Set(['property_declaration', 'variable_declaration', 'multi_variable_declaration', 'lambda_parameters', 'when_subject', 'function_value_parameters']);

/** A node being read: its type, the names its children declared so far (in scope for the later ones), how many named children were entered. */
interface Frame {
  readonly type: string;
  readonly declared: string[];
  named: number;
}

/** The start offsets of the identifiers that name a local or parameter in scope (`a.x`'s `x` never does). */
function localIdentifiers(tree: Tree): Set<number> {
  const found = new Set<number>();
  const inScope = new Map<string, number>();
  const declare = (names: readonly string[], frame: Frame) => {
    for (const name of names) {
      inScope.set(name, (inScope.get(name) ?? 0) + 1);
      frame.declared.push(name);
    }
  };
  const cursor = tree.walk();
  const frames: Frame[] = [];
  try {
    for (;;) {
      const parent = frames[frames.length - 1];
      const named = cursor.nodeIsNamed;
      const type = cursor.nodeType;
      const position = named && parent ? parent.named++ : -1;
      if (type === 'identifier' && named) {
        const receiverOnly = parent?.type === 'navigation_expression' && position !== 0;
        if (!receiverOnly && inScope.has(cursor.nodeText)) found.add(cursor.startIndex);
      }
      if (cursor.gotoFirstChild()) {
        frames.push({ type, declared: [], named: 0 });
        continue;
      }
      // A leaf done: what it declares is in scope for its later siblings; then on up.
      for (;;) {
        const around = frames[frames.length - 1];
        if (around && cursor.nodeIsNamed && !MEMBER_SCOPES.has(around.type) && !OWN_VALUE.has(around.type)) {
          // `catch (e: IOException)`, `set(value)`: the caught exception's, the setter's parameter's name.
          if (cursor.nodeType === 'identifier') {
            if (around.type === 'catch_block' || around.type === 'setter') declare([cursor.nodeText], around);
          } else if (DECLARING.has(cursor.nodeType)) {
            declare(declaredNames(cursor.currentNode), around);
          }
        }
        if (cursor.gotoNextSibling()) break;
        if (!cursor.gotoParent()) return found;
        const left = frames.pop()!;
        for (const name of left.declared) {
          const count = inScope.get(name)! - 1;
          if (count === 0) inScope.delete(name);
          else inScope.set(name, count);
        }
      }
    }
  } finally {
    cursor.delete();
  }
}

/** The names a node declares for the code after it in the same parent. */
function declaredNames(node: SyntaxNode): string[] {
  switch (node.type) {
    case 'property_declaration':
    case 'variable_declaration':
    case 'multi_variable_declaration':
    case 'lambda_parameters':
    case 'when_subject':
      return variableNames(node);
    case 'function_value_parameters':
      return node.namedChildren.filter((child) => child?.type === 'parameter').map((parameter) => parameter!.namedChild(0)?.text ?? '');
    default:
      return [];
  }
}

/** `val x`, `val (a, b)`, `{ x, (a, b) -> ... }`: each variable's name (not those in its value). */
function variableNames(node: SyntaxNode): string[] {
  if (node.type === 'variable_declaration') return node.namedChildren.filter((child) => child?.type === 'identifier').map((child) => child!.text);
  const names: string[] = [];
  for (const child of node.namedChildren) if (child?.type === 'variable_declaration' || child?.type === 'multi_variable_declaration') names.push(...variableNames(child));
  return names;
}
