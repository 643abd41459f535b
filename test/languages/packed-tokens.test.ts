import { Query } from 'web-tree-sitter';
import { javaFileTokens, parseJavaSource, type JavaFileData } from '../../src/languages/java/file-parse';
import { JAVA_QUERY } from '../../src/languages/java/cst-builder';
import { JAVA_TOKENIZE } from '../../src/languages/java/tokens';
import { packTokens, unpackTokens } from '../../src/languages/packed-tokens';
import { tokenizeTree } from '../../src/languages/syntax-helpers';
import { loadGrammar, Parser } from '../../src/languages/tree-sitter';

const SOURCE = [
  'package shop;',
  'class Cart {',
  '  int total(int limit) { int sum = 0; for (int i = 0; i < limit; i++) sum += i; return sum >> 1; }',
  '  String name() { return "cart" + total(2); }',
  '}',
  '',
].join('\n');

describe('tokens packed to cross between threads', () => {
  let parser: Parser;
  let query: Query;
  beforeAll(async () => {
    const language = await loadGrammar('tree-sitter-java', 'tree-sitter-java.wasm');
    parser = new Parser();
    parser.setLanguage(language);
    query = new Query(language, JAVA_QUERY);
  });

  test('a Java file’s tokens, packed, cloned as a message is and unpacked, are the tree’s leaves; each text is one word', () => {
    const parse = parseJavaSource({ path: 'Cart.java', content: SOURCE }, parser, query);
    const tree = parser.parse(SOURCE)!;
    const leaves = tokenizeTree(tree, SOURCE, JAVA_TOKENIZE);
    const data = structuredClone(parse.data as JavaFileData);
    const tokens = javaFileTokens(data)!;
    expect(tokens.texts).toEqual(leaves.texts);
    expect([...tokens.starts]).toEqual([...leaves.starts]);
    // Packed, repeats are numbers: `int` four times, `sum` five, one word each.
    const packed = data.tokens!;
    expect(new Set(packed.words).size).toBe(packed.words.length);
    expect(packed.words.length).toBeLessThan(tokens.texts.length);
    expect(packed.words.filter((word) => word === 'int')).toHaveLength(1);
    tree.delete();
    (parse.held as { release(): void }).release();
  });

  test('the lexer’s packing and packing afterwards agree; unpacking gives the tokens back', () => {
    const tree = parser.parse(SOURCE)!;
    const leaves = tokenizeTree(tree, SOURCE, JAVA_TOKENIZE);
    const parse = parseJavaSource({ path: 'Cart.java', content: SOURCE }, parser, query);
    const lexed = (parse.data as JavaFileData).tokens!;
    const packedAfter = packTokens(leaves);
    expect(packedAfter.words).toEqual(lexed.words);
    expect([...packedAfter.ids]).toEqual([...lexed.ids]);
    const unpacked = unpackTokens(structuredClone(packedAfter));
    expect(unpacked.texts).toEqual(leaves.texts);
    expect([...unpacked.starts]).toEqual([...leaves.starts]);
    tree.delete();
    (parse.held as { release(): void }).release();
  });
});
