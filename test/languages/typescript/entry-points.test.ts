import { describeEveryEntryPoint } from '../entry-points';

const BEFORE = `export class Basket {
  private readonly items = new Map<string, number>();

  add(sku: string, quantity: number = 1): void {
    this.items.set(sku, (this.items.get(sku) ?? 0) + quantity);
  }

  count(): number {
    let total = 0;
    for (const quantity of this.items.values()) total += quantity;
    return total;
  }
}
`;

describeEveryEntryPoint('a TypeScript rename through every entry point', {
  path: 'src/basket.ts',
  before: BEFORE,
  after: BEFORE.replace('count(): number', 'totalQuantity(): number'),
  type: 'Rename Method',
  textLine: 'Rename Method count() to totalQuantity() in class src/basket.ts.Basket',
  trailer: 'Refactoring: Rename Method src/basket.ts:Basket.count() -> totalQuantity()',
});
