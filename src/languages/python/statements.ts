import type { StatementDescription } from '../statement-tree';
import type { SyntaxNode } from '../tree-sitter';

/** Python's statements for the statement mapper (statement-tree.ts): assignments declare locals. */
export const PYTHON_STATEMENTS: Omit<StatementDescription, 'tokens'> = {
  blocks: new Set(['block']),
  nestedFields: new Set(['body', 'consequence', 'alternative']),
  clauses: new Set(['elif_clause', 'else_clause', 'except_clause', 'finally_clause', 'case_clause']),
  declarators: new Map<string, string | ((node: SyntaxNode) => SyntaxNode[])>([
    ['assignment', declaredTargets],
    ['for_statement', declaredTargets],
    ['with_item', withAlias],
  ]),
  typeField: 'type',
  // `projs = np.asarray(projs)` gives `projs` a new value: a new variable, as RefactoringMiner reads Python.
  redeclares: true,
  valueType: constructedType,
  calls: new Map([['call', { callee: 'function', arguments: 'arguments' }]]),
  keywordArgument: { type: 'keyword_argument', name: 'name', value: 'value' },
};

/** Targets that list others: `a, b`, `(a, b)`, `[a, b]`. */
const TARGET_LISTS = new Set(['pattern_list', 'tuple_pattern', 'list_pattern']);

/**
 * The names a target declares, each its own declarator: `x`, each name of `a, (b, c)`; not
 * `self.x` or `x[i]` (alone or in a list), which assign into something that exists.
 */
function declaredTargets(node: SyntaxNode): SyntaxNode[] {
  const left = node.childForFieldName('left');
  return left ? namesIn(left) : [];
}

/**
 * `with open(p) as f` declares `f`; `with tf.variable_scope("x"):` declares nothing (its value's
 * first name, `tf`, is no new variable).
 */
function withAlias(node: SyntaxNode): SyntaxNode[] {
  const value = node.childForFieldName('value');
  const alias = value?.type === 'as_pattern' ? value.childForFieldName('alias') : null;
  if (!alias) return [];
  // The grammar wraps the target (`as_pattern_target`): its names are its children's.
  return alias.type === 'as_pattern_target' ? alias.namedChildren.flatMap((child) => (child ? namesIn(child) : [])) : namesIn(alias);
}

function namesIn(target: SyntaxNode): SyntaxNode[] {
  if (target.type === 'identifier') return [target];
  if (!TARGET_LISTS.has(target.type)) return [];
  return target.namedChildren.flatMap((child) => (child ? namesIn(child) : []));
}

/**
 * `d = Distribution(pmf)` or `e = tf.contrib.Encoder(...)`: a value that is one call of a
 * capitalized name is an instance of that class, written as called (RefactoringMiner's Python
 * reading, which names the variable `d : Distribution`). Any other value tells no type.
 */
function constructedType(declaration: SyntaxNode, declarator: SyntaxNode): string | undefined {
  // `a, b = Pair()` gives neither name the type of the value.
  if (declaration.type !== 'assignment' || declaration.childForFieldName('left')?.id !== declarator.id) return undefined;
  const value = declaration.childForFieldName('right');
  if (value?.type !== 'call') return undefined;
  const callee = value.childForFieldName('function');
  const name = callee?.type === 'attribute' ? callee.childForFieldName('attribute') : callee;
  if (!callee || name?.type !== 'identifier' || !/^[A-Z]/.test(name.text)) return undefined;
  return callee.text.replace(/\s+/g, '');
}
