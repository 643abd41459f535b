import { tokensKey } from '../../../src/core/statements/token-key';

describe('statement token keys', () => {
  it('are equal for equal token lists, whatever arrays hold them', () => {
    const tokens = ['int', 'total', '=', 'a', '+', 'b', ';'];
    expect(tokensKey([...tokens])).toBe(tokensKey(tokens));
    expect(tokensKey([])).toBe(tokensKey([]));
  });

  it('mostly differ for lists that differ in a name, an order or a split', () => {
    const lists = [
      ['x1', '=', '0', ';'],
      ['x2', '=', '0', ';'],
      ['x10', '=', '0', ';'],
      ['x', '=', '0', ';'],
      ['0', '=', 'x1', ';'],
      ['x1', '=', '0'],
      ['x1 =', '0', ';'],
      ['x', '1', '=', '0', ';'],
      ['return', 'value', ';'],
      ['return', 'values', ';'],
      ['retur', 'nvalue', ';'],
      [''],
      ['', ''],
    ];
    expect(new Set(lists.map(tokensKey)).size).toBe(lists.length);
  });
});
