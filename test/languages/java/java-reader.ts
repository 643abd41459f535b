import { Query, type QueryCapture } from 'web-tree-sitter';
import { JAVA_QUERY } from '../../../src/languages/java/cst-builder';
import { javaTokens } from '../../../src/languages/java/tokens';
import { loadGrammar, Parser } from '../../../src/languages/tree-sitter';

/**
 * What the tests of Java's token readings (calls, method headers, declarations) build from: each
 * builds a file twice, with its tokens and from the tree alone, and compares the two.
 */
export interface ParsedJava {
  source: string;
  tokens: ReturnType<typeof javaTokens>;
  /** The CST builder's query captures of the file. */
  captures: QueryCapture[];
}

export interface JavaReader {
  parser: Parser;
  /** `use` on the parsed file; undefined for a file with syntax errors, which the builder never reads from tokens. */
  read<T>(source: string, use: (file: ParsedJava) => T): T | undefined;
}

/** The Java grammar's parser and the CST builder's query, made once per test file (in beforeAll). */
export async function javaReader(): Promise<JavaReader> {
  const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
  const parser = new Parser();
  parser.setLanguage(language);
  const query = new Query(language, JAVA_QUERY);
  return {
    parser,
    read(source, use) {
      const tree = parser.parse(source)!;
      try {
        if (tree.rootNode.hasError) return undefined;
        return use({ source, tokens: javaTokens(tree, source), captures: query.captures(tree.rootNode) });
      } finally {
        tree.delete();
      }
    },
  };
}
