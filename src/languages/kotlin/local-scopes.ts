import type { SyntaxNode } from '../tree-sitter';

/**
 * Whether a bare name in Kotlin code means a local variable or parameter declared in scope there.
 * Kotlin names fields and imported enum entries bare too, so without this a local that shares
 * an entry's or a field's name (`val FAST = 2; go(FAST)`) would read as a use of that member.
 *
 * A name is declared in scope by what comes before it in a node around it: a `val` of a block
 * (a type's or a file's are properties, no locals), a function's, lambda's, `for`'s, `catch`'s or
 * `when` subject's own declarations. So a block's local is known only after it and inside the
 * block; a `for` variable only inside its loop.
 */
export function localNameReader(): (name: SyntaxNode) => boolean {
  // The names each node declares for what follows it, per node read (a block read once per file).
  const declaredBy = new Map<number, string[]>();
  const namesOf = (node: SyntaxNode): string[] => {
    let names = declaredBy.get(node.id);
    if (!names) declaredBy.set(node.id, (names = declaredNames(node)));
    return names;
  };
  return (name) => {
    // `this.x`, `a.x`: a member named through its receiver, never a local.
    const parent = name.parent;
    if (parent?.type === 'navigation_expression' && parent.namedChild(0)?.id !== name.id) return false;
    for (let inner: SyntaxNode = name, outer = parent; outer; inner = outer, outer = outer.parent) {
      // A type's or file's `val`s are properties; `val x = x` reads `x` before the local exists.
      if (MEMBER_SCOPES.has(outer.type) || OWN_VALUE.has(outer.type)) continue;
      for (const child of outer.namedChildren) {
        if (!child || child.startIndex >= inner.startIndex) break;
        if (namesOf(child).includes(name.text)) return true;
      }
    }
    return false;
  };
}

/** Where a `val` is a property, not a local: a type's or a file's body. */
const MEMBER_SCOPES = new Set(['class_body', 'enum_class_body', 'source_file']);

/** Declarations whose value is read before their variables exist. */
const OWN_VALUE = new Set(['property_declaration', 'when_subject']);

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
    case 'identifier':
      // `catch (e: IOException)`, `set(value)`: the caught exception's, the setter's parameter's name.
      return node.parent?.type === 'catch_block' || node.parent?.type === 'setter' ? [node.text] : [];
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
