/**
 * Token texts numbered once per analysis: the index counts a node's tokens by number and the
 * vocabulary counts documents by number, with one hash look-up per token of a file instead of
 * one per token of every node that spans it.
 */
export class TokenNumbers {
  private readonly numbers = new Map<string, number>();
  private readonly texts: string[] = [];
  /** The numbers of one-character ASCII texts by character code (-1: none yet): most tokens are punctuation, read without a hash look-up. */
  private readonly singleCharacters = new Int32Array(128).fill(-1);

  /** The token's number, given on first sight (0, 1, 2...). */
  numberOf(text: string): number {
    const code = text.length === 1 ? text.charCodeAt(0) : 128;
    if (code < 128 && this.singleCharacters[code] >= 0) return this.singleCharacters[code];
    let number = this.numbers.get(text);
    if (number === undefined) {
      number = this.texts.length;
      this.numbers.set(text, number);
      this.texts.push(text);
      if (code < 128) this.singleCharacters[code] = number;
    }
    return number;
  }

  /** The number already given to `text`, if any. */
  knownNumber(text: string): number | undefined {
    return this.numbers.get(text);
  }

  textOf(number: number): string {
    return this.texts[number];
  }

  /** How many texts are numbered: every number is below it. */
  get size(): number {
    return this.texts.length;
  }
}

/** An Int32Array of at least `size` elements: `array` itself when it is large enough, else a larger copy of it (zeros after). */
export function withRoom(array: Int32Array, size: number): Int32Array {
  if (array.length >= size) return array;
  const larger = new Int32Array(Math.max(size, array.length * 2));
  larger.set(array);
  return larger;
}
