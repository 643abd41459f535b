import type { TokenizedFile } from '../core/cst';

/**
 * A file's tokens as they cross between threads: each distinct text once (`words`), and per token
 * its word's index. A structured clone copies every string it meets, so a TokenizedFile crossing
 * whole becomes one string per token on the other side (millions in a large change, all living
 * through the analysis: the garbage collector's largest load); packed, it becomes one per
 * distinct text, and the token texts unpacked from them are those strings again.
 */
export interface PackedTokens {
  words: string[];
  /** Per token, the index of its text in `words`. */
  ids: Int32Array;
  starts: Int32Array;
}

/** Each form by the other, where one was made from the other on this thread: neither is made twice. */
const packedOf = new WeakMap<TokenizedFile, PackedTokens>();
const unpackedOf = new WeakMap<PackedTokens, TokenizedFile>();

/** Remembers that `packed` is `tokens` packed (a lexer that numbered its texts as it read them). */
export function notePacked(tokens: TokenizedFile, packed: PackedTokens): void {
  packedOf.set(tokens, packed);
  unpackedOf.set(packed, tokens);
}

export function packTokens(tokens: TokenizedFile): PackedTokens {
  let packed = packedOf.get(tokens);
  if (packed) return packed;
  const known = new Map<string, number>();
  const words: string[] = [];
  const ids = new Int32Array(tokens.texts.length);
  tokens.texts.forEach((text, index) => {
    let id = known.get(text);
    if (id === undefined) known.set(text, (id = words.push(text) - 1));
    ids[index] = id;
  });
  packed = { words, ids, starts: tokens.starts };
  notePacked(tokens, packed);
  return packed;
}

export function unpackTokens(packed: PackedTokens): TokenizedFile {
  let tokens = unpackedOf.get(packed);
  if (tokens) return tokens;
  const { words, ids } = packed;
  const texts: string[] = [];
  for (let i = 0; i < ids.length; i++) texts.push(words[ids[i]]);
  tokens = { texts, starts: packed.starts };
  notePacked(tokens, packed);
  return tokens;
}
