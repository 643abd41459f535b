import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeFiles } from '../../src/engine/analyze';
import { keepsFineGrained } from '../../src/hook/analysis-worker';
import { parsePolicy, type LoadedPolicy } from '../../src/policy';
import { isFineGrained } from '../../src/report/fine-grained';
import { detectRefactoringsInFixture, FIXTURES } from '../helpers/fixtures';

/**
 * `keepFineGrained: false`, the commit hook's engine option when its trailers leave the
 * fine-grained refactorings out: the other refactorings are exactly those of a full analysis,
 * and a Change Signature the fine-grained ones explain stays unreported, as in a full analysis.
 */

const BEFORE = `package shop;

public class Cart {
    private int count;

    public int total(int price, int quantity) {
        int sum = price * quantity;
        return sum + count;
    }

    public void describe(String label) {
        String text = label + count;
        System.out.println(text);
    }

    public int discount(int amount) {
        int reduced = amount - 10;
        return reduced;
    }

    public long weight(long grams) {
        long kilos = grams / 1000;
        return kilos;
    }
}
`;

// total: a parameter renamed; describe: renamed, with a local renamed; discount: a parameter
// added; weight: its body alone changed (a local renamed).
const AFTER = `package shop;

public class Cart {
    private int count;

    public int total(int unitPrice, int quantity) {
        int sum = unitPrice * quantity;
        return sum + count;
    }

    public void print(String label) {
        String line = label + count;
        System.out.println(line);
    }

    public int discount(int amount, int rate) {
        int reduced = amount - rate;
        return reduced;
    }

    public long weight(long grams) {
        long kg = grams / 1000;
        return kg;
    }
}
`;

const analyse = (options: { keepFineGrained?: boolean; fineGrained?: boolean }) =>
  analyzeFiles([{ path: 'src/Cart.java', content: BEFORE }], [{ path: 'src/Cart.java', content: AFTER }], options);

test('without the fine-grained refactorings kept: the others exactly, and no Change Signature they explain', async () => {
  const full = await analyse({});
  const lean = await analyse({ keepFineGrained: false });
  expect(full.refactorings.map((r) => r.description)).toEqual([
    'Rename Parameter price to unitPrice in method shop.Cart.total(int, int)',
    'Rename Method describe(String) to print(String) in class shop.Cart',
    'Rename Variable text to line in method shop.Cart.print(String)',
    'Add Parameter rate in method shop.Cart.discount(int, int)',
    'Rename Variable kilos to kg in method shop.Cart.weight(long)',
  ]);
  expect(lean.refactorings).toEqual(full.refactorings.filter((r) => !isFineGrained(r)));
  expect(lean.refactorings.map((r) => r.description)).toEqual(['Rename Method describe(String) to print(String) in class shop.Cart']);
});

test('unlike analysis.fineGrained: false, which reports the changed signature as Change Signature', async () => {
  const coarse = await analyse({ fineGrained: false });
  expect(coarse.refactorings.map((r) => r.description)).toEqual([
    'Rename Method describe(String) to print(String) in class shop.Cart',
    'Change Signature Method discount(int) to discount(int, int) in class shop.Cart',
  ]);
});

/**
 * Without them kept, only a Change Signature reads the bodies, and only as far as decides whether
 * it is reported: the other matched bodies are neither compared nor read for statements. Every
 * fixture whose parameters, locals or fields change, read both ways (additions become removals),
 * gives exactly the full analysis without its fine-grained refactorings.
 */
describe('the same as the full analysis, filtered, on the fixtures whose signatures, parameters, locals and fields change', () => {
  const names = readdirSync(FIXTURES)
    .filter((language) => language !== 'sarif')
    .flatMap((language) => readdirSync(join(FIXTURES, language)).filter((name) => /signature|param|variable|field/.test(name)).map((name) => `${language}/${name}`));

  test('there are such fixtures in every language', () => {
    expect(new Set(names.map((name) => name.split('/')[0]))).toEqual(new Set(readdirSync(FIXTURES).filter((language) => language !== 'sarif')));
  });

  test.each(names)('%s', async (name) => {
    for (const reversed of [false, true]) {
      const full = await detectRefactoringsInFixture(name, {}, reversed);
      const lean = await detectRefactoringsInFixture(name, { keepFineGrained: false }, reversed);
      expect(lean).toEqual(full.filter((r) => !isFineGrained(r)));
    }
  });

  test('a Change Signature that a local made a parameter explains is not reported; one its changes leave unexplained is', async () => {
    const parameterized = await detectRefactoringsInFixture('java/variable-parameterized', { keepFineGrained: false });
    expect(parameterized.map((r) => r.description)).toEqual([]);
    const full = await detectRefactoringsInFixture('java/variable-parameterized');
    expect(full.map((r) => r.type)).toContain('Parameterize Variable');
    const unexplained = await detectRefactoringsInFixture('python/signature-changes', { keepFineGrained: false });
    expect(unexplained.filter((r) => r.operation === 'CHANGE_SIGNATURE').map((r) => r.description)).toEqual([
      'Change Signature Method merge(*carts) to merge(carts) in class shop/cart.py.Cart',
    ]);
  });
});

describe('the hook keeps them when its trailers or its rules use them', () => {
  const policyOf = (text: string): LoadedPolicy => ({ ...parsePolicy(text), source: undefined });

  test.each([
    ['', false],
    ['commitMessage:\n  fineGrained: true\n', true],
    ['rules:\n  - name: renames\n    match: { operation: RENAME }\n    level: warning\n', true],
    ['rules:\n  - name: renames\n    match: { operation: RENAME }\n    level: "off"\n', false],
  ])('policy %j: %s', (text, kept) => {
    expect(keepsFineGrained(policyOf(text))).toBe(kept);
  });
});
