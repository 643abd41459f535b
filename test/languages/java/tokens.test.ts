import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JAVA_TOKENIZE, javaTokens, lexJavaTokens } from '../../../src/languages/java/tokens';
import { leafText, tokenizeTree } from '../../../src/languages/syntax-helpers';
import { leafEndIn } from '../../../src/languages/text-tokens';
import { loadGrammar, Parser, type SyntaxNode, type Tree } from '../../../src/languages/tree-sitter';

/** Every `.java` file under `dir`, recursively. */
function javaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return javaFiles(path);
    return entry.name.endsWith('.java') ? [path] : [];
  });
}

/** Java whose leaves are easy to get wrong from the text alone. */
const TRICKY = String.raw`package a.b;
import static java.util.Map.*;
@interface Marker { int value() default 0x1F; }
public non-sealed class Tricky<T extends Comparable<? super T>> extends Base<Map<String, List<T>>> {
  Map<String, Map<String, List<Integer>>> nested = new HashMap<String, Map<String, List<Integer>>>();
  List<List<String>>[] lists;
  int shifts(int a, long b) {
    a >>= 2; a >>>= 3; b = b >> 1 | b >>> 4 << 2; a <<= 1;
    return (int) (a >> b) + (a >>> 2) + (List<List<String>>) null == null ? 1 : 0;
  }
  String text = """
      a "quoted" \""" block
      """;
  char[] chars = { 'a', '\'', '\\', '\u0041', '\n', '"' };
  double[] numbers = { 1_000L, 0x1.8p1, 0b1010, 017, 1.5e-3f, .5, 1., 2D, 0xFFFF_FFFFL };
  String café = "\t\"/* not a comment */\" // nor this";
  /* a comment with * stars **/ Runnable r = () -> System.out::println;
  void varargs(String... rest) { label: for (int i = 0; i < rest.length; i++) { if (i != 0 && i <= 2 || !true) continue label; } }
}
`;

describe('Java tokens read from the text', () => {
  let parser: Parser;
  beforeAll(async () => {
    const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
    parser = new Parser();
    parser.setLanguage(language);
  });

  function withTree<T>(source: string, use: (tree: Tree) => T): T {
    const tree = parser.parse(source)!;
    try {
      return use(tree);
    } finally {
      tree.delete();
    }
  }

  test('give the tree walk\'s tokens, texts and offsets, on every Java fixture file', () => {
    const files = javaFiles(join(__dirname, '../../fixtures'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      withTree(source, (tree) => {
        expect(tree.rootNode.hasError).toBe(false);
        const lexed = lexJavaTokens(source, leafEndIn(tree.rootNode));
        expect({ file, tokens: lexed }).toEqual({ file, tokens: tokenizeTree(tree, source, JAVA_TOKENIZE) });
      });
    }
  });

  test('give the tree walk\'s tokens on literals, comments, generics and shift operators', () => {
    withTree(TRICKY, (tree) => {
      expect(tree.rootNode.hasError).toBe(false);
      const lexed = lexJavaTokens(TRICKY, leafEndIn(tree.rootNode));
      expect(lexed).toEqual(tokenizeTree(tree, TRICKY, JAVA_TOKENIZE));
      // The places the tree decides: `>>` closing type arguments is two leaves, a shift one.
      expect(lexed!.texts.filter((text) => text.startsWith('>>'))).toEqual(['>>=', '>>>=', '>>', '>>>', '>>', '>>>']);
      expect(lexed!.texts).toContain('non-sealed');
      expect(lexed!.texts).toContain('@interface');
      expect(lexed!.texts).toContain('"""\n      a "quoted" \\""" block\n      """');
      expect(lexed!.texts.filter((text) => text.startsWith('/*') || text.startsWith('//'))).toEqual([]);
      expect(lexed!.texts).toContain('"\\t\\"/* not a comment */\\" // nor this"');
    });
  });

  test('words read without the patterns end where the patterns would end them: at non-ASCII letters, `$`, `_`, `non-sealed`', () => {
    const source = 'sealed interface S permits Ünï$_ {}\nnon-sealed class Ünï$_ implements S { int aé = 1, _b$2 = 2, x\u00a2 = 3; String naïve = "é"; int non = 1, sealed = non; }\n';
    withTree(source, (tree) => {
      expect(tree.rootNode.hasError).toBe(false);
      const lexed = lexJavaTokens(source, leafEndIn(tree.rootNode));
      expect(lexed).toEqual(tokenizeTree(tree, source, JAVA_TOKENIZE));
      expect(lexed!.texts).toEqual(expect.arrayContaining(['Ünï$_', 'aé', '_b$2', 'x\u00a2', 'naïve', 'non-sealed', 'non', 'sealed']));
      expect(lexed!.texts.filter((text) => text === 'non-sealed')).toHaveLength(1);
    });
  });

  test('exactly the tokens of a small class', () => {
    const source = 'class A<T> { List<List<T>> f(int x) { return x >> 1; } } // done';
    withTree(source, (tree) => {
      expect(javaTokens(tree, source).texts).toEqual(
        'class A < T > { List < List < T > > f ( int x ) { return x >> 1 ; } }'.split(' '),
      );
    });
  });

  test('an identifier\'s text is the token that starts there, or the tree\'s text without tokens', () => {
    withTree(TRICKY, (tree) => {
      const tokens = javaTokens(tree, TRICKY);
      const identifiers = tree.rootNode.descendantsOfType('identifier').filter((node): node is SyntaxNode => node !== null);
      expect(identifiers.length).toBeGreaterThan(40);
      for (const identifier of identifiers) expect(leafText(identifier, tokens)).toBe(identifier.text);
    });
    // A missing identifier is empty: no token starts there (the next token does, elsewhere).
    const broken = 'class A { void f() { int = 1; } }';
    withTree(broken, (tree) => {
      const missing = tree.rootNode.descendantsOfType('identifier').find((node) => node?.isMissing);
      expect(missing?.text).toBe('');
      expect(leafText(missing!, undefined)).toBe('');
    });
  });

  test('text that is not Java is not lexed: the tree walk gives the tokens instead', () => {
    for (const source of ['class A { int x = 1 # 2; }', 'class A { char c = \'\'; }']) {
      withTree(source, (tree) => {
        expect(tree.rootNode.hasError).toBe(true);
        expect(lexJavaTokens(source, leafEndIn(tree.rootNode))).toBeUndefined();
        expect(javaTokens(tree, source)).toEqual(tokenizeTree(tree, source, JAVA_TOKENIZE));
      });
    }
  });

  test('a file with syntax errors takes the tree walk\'s tokens, even where the text lexes', () => {
    for (const source of ['class A { void f( { int x = 1; } }', 'class A { /* never closed']) {
      withTree(source, (tree) => {
        expect(tree.rootNode.hasError).toBe(true);
        expect(lexJavaTokens(source, leafEndIn(tree.rootNode))).toBeDefined();
        expect(javaTokens(tree, source)).toEqual(tokenizeTree(tree, source, JAVA_TOKENIZE));
      });
    }
  });
});
