import type { Parser, SyntaxNode } from '../tree-sitter';

/**
 * tree-sitter-kotlin takes a file's statements as a script's, so an annotated top-level
 * declaration whose text also reads as an expression is ambiguous, and the parser may settle on
 * the expression: `@Preview @Composable private fun Card() { ... }` becomes the annotated infix
 * call `private fun Card() {lambda}`, `@Qualifier annotation class Local` the infix `annotation
 * class Local`, `@A @B private val x = 1` an assignment; the declaration is lost with no ERROR to
 * flag it. A declaration keyword is never an expression's first word, nor, but for a script's
 * variable so named (`value`, `data`), a modifier: a top-level statement that starts, after its
 * annotations, with one of them is such a declaration. Its annotations are blanked (line ends
 * kept) and the declaration, unannotated, reads as one; were it that rare expression, it only
 * loses its annotations. Every character keeps its offset and line; only those annotations leave
 * the tree and the tokens.
 */
export function unannotateMisreadDeclarations(source: string, parser: Parser): string {
  // Top-level declarations start their line; without a line opening with an annotation there is none to lose.
  if (!TOP_LEVEL_ANNOTATION.test(source)) return source;
  const tree = parser.parse(source);
  if (!tree) return source;
  try {
    const annotations = tree.rootNode.namedChildren.flatMap((statement) => (statement ? misreadAnnotations(statement) : []));
    return annotations.length === 0 ? source : blank(source, annotations);
  } finally {
    tree.delete();
  }
}

/** The annotations of a statement read as an annotated expression that is a declaration; none otherwise. */
function misreadAnnotations(statement: SyntaxNode): SyntaxNode[] {
  const annotations: SyntaxNode[] = [];
  let node: SyntaxNode | null = statement;
  // Down the statement's first words: `@A @B private fun f() {}` is annotated_expression(@A,
  // annotated_expression(@B, infix_expression(private, fun, ...))), an assignment holds it on its left.
  while (node && node.childCount > 0) {
    if (node.type === 'annotated_expression') {
      const annotation = node.firstNamedChild;
      if (annotation?.type === 'annotation') annotations.push(annotation);
      node = node.lastNamedChild;
    } else node = node.firstChild;
  }
  return annotations.length > 0 && node?.type === 'identifier' && DECLARATION_WORDS.has(node.text) ? annotations : [];
}

function blank(source: string, annotations: SyntaxNode[]): string {
  let blanked = '';
  let from = 0;
  for (const { startIndex, endIndex } of annotations) {
    blanked += source.slice(from, startIndex) + source.slice(startIndex, endIndex).replace(/[^\r\n]/g, ' ');
    from = endIndex;
  }
  return blanked + source.slice(from);
}

const TOP_LEVEL_ANNOTATION = /^@(?!file:)/m;

/** Kotlin's modifiers and declaration keywords: no expression starts with one. */
const DECLARATION_WORDS = new Set([
  'fun', 'class', 'interface', 'object', 'val', 'var', 'typealias',
  'public', 'private', 'protected', 'internal',
  'abstract', 'final', 'open', 'override', 'lateinit', 'const',
  'enum', 'sealed', 'annotation', 'data', 'inner', 'value',
  'tailrec', 'operator', 'infix', 'inline', 'external', 'suspend',
  'expect', 'actual',
]);
