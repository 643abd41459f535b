import { analyzeFiles } from '../../src/engine/analyze';

/**
 * A Java class converted to Kotlin: a type is compared as the JVM family spells it (registry.ts,
 * `typeInFamily`). The same type in Kotlin's words (`int` -> `Int`, `String[]` -> `Array<String>`,
 * `Object` -> `Any?`, `List` -> `MutableList`) is no change; a written type that Kotlin now infers,
 * or another type, is one, for a local, a parameter, a return and a field alike.
 */
const CART_JAVA = `package shop.cart;

import java.util.ArrayList;
import java.util.List;

public class Cart {
  private final List<String> items = new ArrayList<>();
  private final PriceTable prices;
  private int discount;
  private Clock clock = new Clock();

  public Cart(PriceTable prices) {
    this.prices = prices;
  }

  public void add(String item, int quantity) {
    for (int i = 0; i < quantity; i++) {
      items.add(item);
    }
  }

  public boolean remove(String item) {
    return items.remove(item);
  }

  public long total(String[] codes, Object context) {
    long sum = 0;
    for (final String code : codes) {
      sum += prices.priceOf(code) - discount;
    }
    return sum;
  }

  public int count(List<String> filter) {
    int found = 0;
    PriceTable table = prices;
    for (String item : items) {
      if (filter.contains(item) && table.has(item)) found++;
    }
    return found;
  }

  public void stamp() {
    clock.tick();
  }
}
`;

const CART_KOTLIN = `package shop.cart

class Cart(private val prices: PriceTable) {
  private val items: MutableList<String> = mutableListOf()
  private var discount: Long = 0
  private val clock = Clock()

  fun add(item: String, quantity: Int) {
    for (i in 0 until quantity) {
      items.add(item)
    }
  }

  fun remove(item: String?): Boolean {
    return items.remove(item)
  }

  fun total(codes: Array<String>, context: Any?): Long {
    var sum: Long = 0
    for (code: String in codes) {
      sum += prices.priceOf(code) - discount
    }
    return sum
  }

  fun count(filter: Set<String>): Long {
    var found: Long = 0
    val table = prices
    for (item in items) {
      if (filter.contains(item) && table.has(item)) found++
    }
    return found
  }

  fun stamp() {
    clock.tick()
  }
}
`;

describe('types of a Java class converted to Kotlin', () => {
  // `add(String, int)` is `add(String, Int)`: no signature change, but its loop's `int i` is now inferred.
  test('the same type in Kotlin words is no change; an inferred or another type is', async () => {
    const result = await analyzeFiles([{ path: 'src/shop/cart/Cart.java', content: CART_JAVA }], [{ path: 'src/shop/cart/Cart.kt', content: CART_KOTLIN }]);
    expect(descriptions(result.refactorings)).toEqual([
      'kotlin: Change Field Type Clock to Inferred in field shop.cart.Cart.clock',
      'kotlin: Change Field Type int to Long in field shop.cart.Cart.discount',
      'kotlin: Change Parameter Type List<String> to Set<String> of filter in method shop.cart.Cart.count(Set<String>)',
      'kotlin: Change Return Type int to Long in method shop.cart.Cart.count(Set<String>)',
      'kotlin: Change Variable Type PriceTable to Inferred of table in method shop.cart.Cart.count(Set<String>)',
      'kotlin: Change Variable Type String to Inferred of item in method shop.cart.Cart.count(Set<String>)',
      'kotlin: Change Variable Type int to Inferred of i in method shop.cart.Cart.add(String, Int)',
      'kotlin: Change Variable Type int to Long of found in method shop.cart.Cart.count(Set<String>)',
    ]);
  });

  test('a parameter renamed on the way, its type spelled the Kotlin way, is only renamed', async () => {
    const renamed = CART_KOTLIN.replace('fun add(item: String, quantity: Int)', 'fun add(item: String, times: Int)').replace('until quantity', 'until times');
    const result = await analyzeFiles([{ path: 'src/shop/cart/Cart.java', content: CART_JAVA }], [{ path: 'src/shop/cart/Cart.kt', content: renamed }]);
    expect(descriptions(result.refactorings).filter((d) => d.includes('add('))).toEqual([
      'kotlin: Change Variable Type int to Inferred of i in method shop.cart.Cart.add(String, Int)',
      'kotlin: Rename Parameter quantity to times in method shop.cart.Cart.add(String, Int)',
    ]);
  });

  test("an interface's parameters renamed on the way are paired by the types they are, not by their spelling", async () => {
    const java = 'package shop.cart;\n\npublic interface Listener {\n  boolean onClick(int position, String label, long when);\n  void onLongClick(Object item, int[] ids);\n}\n';
    const kotlin = 'package shop.cart\n\ninterface Listener {\n  fun onClick(index: Int, text: String, at: Long): Boolean\n  fun onLongClick(item: Any?, ids: LongArray)\n}\n';
    const result = await analyzeFiles([{ path: 'src/shop/cart/Listener.java', content: java }], [{ path: 'src/shop/cart/Listener.kt', content: kotlin }]);
    expect(descriptions(result.refactorings)).toEqual([
      'kotlin: Change Parameter Type int[] to LongArray of ids in method shop.cart.Listener.onLongClick(Any?, LongArray)',
      'kotlin: Rename Parameter label to text in method shop.cart.Listener.onClick(Int, String, Long)',
      'kotlin: Rename Parameter position to index in method shop.cart.Listener.onClick(Int, String, Long)',
      'kotlin: Rename Parameter when to at in method shop.cart.Listener.onClick(Int, String, Long)',
    ]);
  });

  test('converted the other way, from Kotlin to Java, the same holds', async () => {
    const kotlin = 'package shop.cart\n\nclass Meter(private val unit: String) {\n  fun read(samples: IntArray, scale: Int): Long {\n    val first = samples[0]\n    var sum: Long = 0\n    for (s in samples) sum += s * scale\n    return sum - first\n  }\n}\n';
    const java = 'package shop.cart;\n\npublic class Meter {\n  private final String unit;\n\n  public Meter(String unit) {\n    this.unit = unit;\n  }\n\n  public long read(int[] samples, int scale) {\n    int first = samples[0];\n    long sum = 0;\n    for (int s : samples) sum += s * scale;\n    return sum - first;\n  }\n}\n';
    const result = await analyzeFiles([{ path: 'src/shop/cart/Meter.kt', content: kotlin }], [{ path: 'src/shop/cart/Meter.java', content: java }]);
    expect(descriptions(result.refactorings)).toEqual([
      'java: Change Variable Type Inferred to int of first in method shop.cart.Meter.read(int[], int)',
      'java: Change Variable Type Inferred to int of s in method shop.cart.Meter.read(int[], int)',
    ]);
  });

  test('without the fine-grained types, only the method whose types really changed changed its signature', async () => {
    const result = await analyzeFiles([{ path: 'src/shop/cart/Cart.java', content: CART_JAVA }], [{ path: 'src/shop/cart/Cart.kt', content: CART_KOTLIN }], { fineGrained: false });
    expect(descriptions(result.refactorings)).toEqual(['kotlin: Change Signature Method count(List<String>) to count(Set<String>) in class shop.cart.Cart']);
  });
});

function descriptions(refactorings: readonly { language: string; description: string }[]): string[] {
  return refactorings.map((r) => `${r.language}: ${r.description}`).sort();
}
