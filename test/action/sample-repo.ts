import { join } from 'node:path';
import { commitFiles, git, initRepo } from './git-fixture';

/**
 * A small shop with real refactorings, one per commit, in Java and JavaScript, and a policy
 * that makes renaming a Java method an error (approvable with a trailer).
 */

const CART = (takeName: string, extracted: boolean) => `package shop;

import java.util.ArrayList;
import java.util.List;

public class Cart {
    private final List<Item> items = new ArrayList<>();

    public void add(Item item) {
        items.add(item);
    }

    public <T> List<T> ${takeName}(List<T> values, int n) {
        List<T> result = new ArrayList<>();
        for (int i = 0; i < n && i < values.size(); i++) {
            result.add(values.get(i));
        }
        return result;
    }

    public double total() {
        double sum = 0;
        for (Item item : items) {
            sum += item.price() * item.quantity();
        }
${
  extracted
    ? `        return applyDiscount(sum);
    }

    private double applyDiscount(double sum) {
        if (sum > 100) {
            sum = sum * 0.9;
        }
        return sum;
    }
}
`
    : `        if (sum > 100) {
            sum = sum * 0.9;
        }
        return sum;
    }
}
`
}`;

const FORMAT_PRICE = `export function formatPrice(cents, currency) {
  const units = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return \`\${currency} \${units}.\${rest}\`;
}
`;
const PAD = `export function pad(text, width) {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}
`;

export const POLICY = `rules:
  - name: java-api-renames
    match: { operation: RENAME, kind: Method, path: "src/main/java/**" }
    level: error
    message: renaming a public Java method breaks callers in other repositories
`;

export const CART_PATH = 'src/main/java/shop/Cart.java';

export interface SampleRepo {
  dir: string;
  initial: string;
  extract: string;
  move: string;
  rename: string;
}

/** main: initial -> extract (Java Extract Method) -> move (JS Move Function) -> rename (Java Rename Method, breaks the rule). */
export function createSampleRepo(dir: string): SampleRepo {
  initRepo(dir);
  const initial = commitFiles(dir, 'Shop: cart and price formatting', {
    '.refdiffrc.yml': POLICY,
    [CART_PATH]: CART('firstN', false),
    'src/format.js': `${FORMAT_PRICE}\n${PAD}`,
  });
  const extract = commitFiles(dir, 'Cart: extract the discount rule', { [CART_PATH]: CART('firstN', true) });
  const move = commitFiles(dir, 'Move formatPrice to money.js', { 'src/format.js': PAD, 'src/money.js': FORMAT_PRICE });
  const rename = commitFiles(dir, 'Cart: rename firstN to take', { [CART_PATH]: CART('take', true) });
  return { dir, initial, extract, move, rename };
}

/** A branch `feature` from `from` with one commit that renames again (approved, or not). */
export function addFeatureBranch(repo: SampleRepo, from: string, approved: boolean): string {
  git(repo.dir, 'checkout', '--quiet', '-b', 'feature', from);
  const message = approved ? 'Cart: firstN is head\n\nRefactoring-Approved: only used inside this repository' : 'Cart: firstN is head';
  const sha = commitFiles(repo.dir, message, { [CART_PATH]: CART('head', from !== repo.initial) });
  git(repo.dir, 'checkout', '--quiet', 'main');
  return sha;
}

export function samplePath(root: string, name: string): string {
  return join(root, name);
}
