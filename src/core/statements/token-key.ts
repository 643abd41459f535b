/**
 * A number for a statement's tokens, equal for equal token lists: the mapper groups identical
 * statements by it before comparing them token by token. Read from each token's length and three
 * of its characters, not its whole text: no string is joined or hashed whole, and statements
 * that differ in a name (`x1 = 0;`, `x2 = 0;`) still mostly differ here. Two lists with the same
 * key may differ: the callers compare the tokens.
 */
export function tokensKey(tokens: readonly string[]): number {
  let key = tokens.length;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const length = token.length;
    key = Math.imul(key ^ length, 0x9e3779b1);
    if (length === 0) continue;
    key = Math.imul(key ^ token.charCodeAt(0), 0x85ebca6b);
    key = Math.imul(key ^ token.charCodeAt(length - 1), 0xc2b2ae35);
    if (length > 2) key = Math.imul(key ^ token.charCodeAt(length >> 1), 0x27d4eb2f);
    key ^= key >>> 15;
  }
  return key;
}
