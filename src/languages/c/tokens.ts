import type { TokenizedFile } from '../../core/cst';
import { tokenizeTree } from '../syntax-helpers';
import type { Tree } from '../tree-sitter';

const OPTIONS = {
  atomic: new Set(['string_literal', 'char_literal', 'system_lib_string']),
  skip: new Set(['comment']),
};

/** A leaf that is one lexeme already: a word, a number, an operator, a literal. */
const SINGLE_LEXEME =
  /^(?:#\s*[A-Za-z_]\w*|[A-Za-z_$][\w$]*|\.?\d[\w.]*|[^\w\s"']{1,3}|(?:L|u8?|U)?"(?:[^"\\]|\\.)*"|(?:L|u8?|U)?'(?:[^'\\]|\\.)*'|<[^>]*>)$/s;

/** C lexemes, for the text tree-sitter leaves whole: macro bodies (`preproc_arg`). */
const LEXEME =
  /(?:L|u8?|U)?"(?:[^"\\\n]|\\.)*"?|(?:L|u8?|U)?'(?:[^'\\\n]|\\.)*'?|\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|[A-Za-z_$][\w$]*|\.?\d(?:[eEpP][+-]|[\w.])*|->|\+\+|--|<<=?|>>=?|[<>=!]=|&&|\|\||##|\.\.\.|[-+*/%&|^]=|\S/g;

/**
 * The tokens of a C file: tree leaves, string and char literals whole, comments dropped.
 * Preprocessor lines are code and stay; a macro body, which the grammar keeps as one leaf, is
 * split into its lexemes; line-end leaves of directives are dropped.
 */
export function tokenizeC(tree: Tree, source: string): TokenizedFile {
  const leaves = tokenizeTree(tree, source, OPTIONS);
  const texts: string[] = [];
  const starts: number[] = [];
  for (let i = 0; i < leaves.texts.length; i++) {
    const text = leaves.texts[i];
    const start = leaves.starts[i];
    if (SINGLE_LEXEME.test(text)) {
      texts.push(text);
      starts.push(start);
      continue;
    }
    for (const lexeme of text.matchAll(LEXEME)) {
      if (lexeme[0].startsWith('//') || lexeme[0].startsWith('/*')) continue;
      texts.push(lexeme[0]);
      starts.push(start + lexeme.index);
    }
  }
  return { texts, starts: Int32Array.from(starts) };
}
