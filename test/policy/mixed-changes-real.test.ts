import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { unexplainedChanges, type UnexplainedChange } from '../../src/policy/change-facts';
import { readChangeFacts } from '../../src/policy/git-change-facts';
import { languageForPath } from '../../src/policy/vocabulary';
import { analyzeCommit } from '../../src/sources/git/analyze';
import { git, initRepository, removeDir, tempDir } from './helpers';

/**
 * The mixedChanges rule on refactoring commits shaped like real ones (an extracted helper whose
 * diff interleaves with its host, a function moved to a new module with its exports and
 * requires, a C function moved to a new file with its header and include guard): the engine
 * detects the refactoring in a real repository, and the rule must find nothing else in a pure
 * commit and exactly the behaviour change in a mixed one.
 */

type Files = Record<string, string | null>;

let dir: string;
beforeEach(() => {
  dir = tempDir('refdiff-mixed-');
  initRepository(dir);
});
afterEach(() => removeDir(dir));

function write(files: Files): void {
  for (const [path, text] of Object.entries(files)) {
    const full = join(dir, path);
    if (text === null) {
      rmSync(full);
      continue;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'change');
}

async function judge(before: Files, after: Files): Promise<{ found: string[]; other: UnexplainedChange[] }> {
  write(before);
  write(after);
  const { report } = await analyzeCommit({ cwd: dir, rev: 'HEAD', analysis: {} });
  const facts = await readChangeFacts(dir, 'HEAD~1', 'HEAD');
  const other = unexplainedChanges(facts, report.refactorings, (path) => languageForPath(path, []) !== undefined);
  return { found: report.refactorings.map((r) => `${r.type} ${r.after.name}`).sort(), other };
}

const at = (file: string, startLine: number, endLine = startLine): UnexplainedChange => ({ file, startLine, endLine, side: 'after' });

describe('Java', () => {
  const CART = `package shop;

import java.util.List;

public class Cart {
    private final List<Item> items;

    public Cart(List<Item> items) {
        this.items = items;
    }

    public double total(double taxRate) {
        double sum = 0;
        for (Item item : items) {
            sum += item.price() * item.quantity();
        }
        double tax = sum * taxRate;
        double shipping = sum > 100 ? 0 : 5;
        return sum + tax + shipping;
    }

    public int count() {
        return items.size();
    }
}
`;
  const EXTRACTED = CART.replace(
    `        double sum = 0;
        for (Item item : items) {
            sum += item.price() * item.quantity();
        }
        double tax`,
    `        double sum = subtotal();
        double tax`,
  ).replace(
    '    public int count() {',
    `    private double subtotal() {
        double sum = 0;
        for (Item item : items) {
            sum += item.price() * item.quantity();
        }
        return sum;
    }

    public int count() {`,
  );

  test('Extract Method: the new call and the new method, which git interleaves, are the refactoring', async () => {
    const { found, other } = await judge({ 'src/shop/Cart.java': CART }, { 'src/shop/Cart.java': EXTRACTED });
    expect(found).toEqual(['Extract Method subtotal']);
    expect(other).toEqual([]);
  });

  test('Extract Method mixed with an edit of another method: only that edit is flagged', async () => {
    const mixed = EXTRACTED.replace('return items.size();', 'return items.isEmpty() ? 0 : items.size();');
    const { found, other } = await judge({ 'src/shop/Cart.java': CART }, { 'src/shop/Cart.java': mixed });
    expect(found).toEqual(['Extract Method subtotal']);
    expect(other).toEqual([at('src/shop/Cart.java', 28)]);
  });

  test('Inline Method: the removed method and the receiving body are the refactoring', async () => {
    const { found, other } = await judge({ 'src/shop/Cart.java': EXTRACTED }, { 'src/shop/Cart.java': CART });
    expect(found).toEqual(['Inline Method total']);
    expect(other).toEqual([]);
  });

  test('Move Method with its qualified call sites (Prices.round -> Money.round)', async () => {
    const prices = `package shop;

public final class Prices {
    public static double round(double value) {
        double scaled = value * 100;
        long cents = Math.round(scaled);
        return cents / 100.0;
    }

    public static String label(double value) {
        return "$" + value;
    }
}
`;
    const money = `package shop;

public final class Money {
    private Money() {
    }
}
`;
    const invoice = `package shop;

public class Invoice {
    public String line(double amount) {
        double rounded = Prices.round(amount);
        return Prices.label(rounded);
    }
}
`;
    const round = prices.slice(prices.indexOf('    public static double round'), prices.indexOf('    public static String label'));
    const { found, other } = await judge(
      { 'src/shop/Prices.java': prices, 'src/shop/Money.java': money, 'src/shop/Invoice.java': invoice },
      {
        'src/shop/Prices.java': prices.replace(round, ''),
        'src/shop/Money.java': money.replace('    private Money() {\n    }\n', `    private Money() {\n    }\n\n${round.trimEnd()}\n`),
        'src/shop/Invoice.java': invoice.replace('Prices.round(', 'Money.round('),
      },
    );
    expect(found).toEqual(['Move Method round']);
    expect(other).toEqual([]);
  });
});

describe('JavaScript', () => {
  const FORMAT = `'use strict';

function formatPrice(cents, currency) {
  const units = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return currency + ' ' + units + '.' + rest;
}

function formatDate(date) {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return date.getFullYear() + '-' + month;
}

module.exports = { formatPrice, formatDate };
`;
  const RECEIPT = `'use strict';

const { formatPrice, formatDate } = require('./format');

function receipt(order) {
  const when = formatDate(order.date);
  return when + ': ' + formatPrice(order.cents, order.currency);
}

module.exports = { receipt };
`;
  const MOVED = {
    'src/format.js': FORMAT.replace(/function formatPrice[\s\S]*?\n}\n\n/, '').replace('{ formatPrice, formatDate }', '{ formatDate }'),
    'src/money.js': `'use strict';

function formatPrice(cents, currency) {
  const units = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return currency + ' ' + units + '.' + rest;
}

module.exports = {
  formatPrice,
};
`,
    'src/receipt.js': RECEIPT.replace("const { formatPrice, formatDate } = require('./format');", "const { formatDate } = require('./format');\nconst { formatPrice } = require('./money');"),
  };

  test('Move Function to a new module: module.exports lines, the new file\'s wrapper and requires are the refactoring', async () => {
    const { found, other } = await judge({ 'src/format.js': FORMAT, 'src/receipt.js': RECEIPT }, MOVED);
    expect(found).toEqual(['Move Function formatPrice']);
    expect(other).toEqual([]);
  });

  test('Move Function mixed with a behaviour change in a caller: only that change is flagged', async () => {
    const mixed = { ...MOVED, 'src/receipt.js': MOVED['src/receipt.js'].replace("when + ': '", "when + ' - '") };
    const { found, other } = await judge({ 'src/format.js': FORMAT, 'src/receipt.js': RECEIPT }, mixed);
    expect(found).toEqual(['Move Function formatPrice']);
    expect(other).toEqual([at('src/receipt.js', 8)]);
  });

  test('Extract Function with its call and its export', async () => {
    const extracted = FORMAT.replace(
      `  const units = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return currency + ' ' + units + '.' + rest;`,
      `  return currency + ' ' + decimal(cents);`,
    ).replace(
      'function formatDate',
      `function decimal(cents) {
  const units = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return units + '.' + rest;
}

function formatDate`,
    ).replace('{ formatPrice, formatDate }', '{ formatPrice, formatDate, decimal }');
    const { found, other } = await judge({ 'src/format.js': FORMAT }, { 'src/format.js': extracted });
    expect(found).toEqual(['Extract Function decimal']);
    expect(other).toEqual([]);
  });
});

describe('C', () => {
  const UTIL_H = `#ifndef UTIL_H
#define UTIL_H

#include <stddef.h>

size_t count_words(const char *text);
int clamp(int value, int low, int high);

#endif
`;
  const UTIL_C = `#include <ctype.h>
#include "util.h"

size_t count_words(const char *text)
{
    size_t words = 0;
    int inside = 0;
    for (; *text; text++) {
        if (isspace((unsigned char)*text)) inside = 0;
        else if (!inside) { inside = 1; words++; }
    }
    return words;
}

int clamp(int value, int low, int high)
{
    if (value < low) return low;
    if (value > high) return high;
    return value;
}
`;
  const MAIN_C = `#include <stdio.h>
#include "util.h"

int main(int argc, char **argv)
{
    int level = clamp(argc, 1, 3);
    printf("%d %zu\\n", level, count_words(argv[0]));
    return 0;
}
`;
  const BASE = { 'src/util.h': UTIL_H, 'src/util.c': UTIL_C, 'src/main.c': MAIN_C };
  const countWords = UTIL_C.slice(UTIL_C.indexOf('size_t count_words'), UTIL_C.indexOf('int clamp'));

  test('Move Function to a new file: the prototypes, the new header\'s include guard and includes are the refactoring', async () => {
    const { found, other } = await judge(BASE, {
      'src/util.h': UTIL_H.replace('size_t count_words(const char *text);\n', ''),
      'src/util.c': UTIL_C.replace(countWords, ''),
      'src/text.h': '#ifndef TEXT_H\n#define TEXT_H\n\n#include <stddef.h>\n\nsize_t count_words(const char *text);\n\n#endif /* TEXT_H */\n',
      'src/text.c': `#include <ctype.h>\n#include "text.h"\n\n${countWords.trimEnd()}\n`,
      'src/main.c': MAIN_C.replace('#include "util.h"', '#include "text.h"\n#include "util.h"'),
    });
    expect(found).toEqual(['Move Function count_words']);
    expect(other).toEqual([]);
  });

  const renamed = { 'src/util.h': UTIL_H.replace('clamp(', 'clamp_int('), 'src/util.c': UTIL_C.replace('clamp(', 'clamp_int(') };

  test('Rename Function with its prototype and call sites', async () => {
    const { found, other } = await judge(BASE, { ...renamed, 'src/main.c': MAIN_C.replace('clamp(', 'clamp_int(') });
    expect(found).toEqual(['Rename Function clamp_int']);
    expect(other).toEqual([]);
  });

  test('Rename Function mixed with a changed argument at a call site: that line is flagged', async () => {
    const { found, other } = await judge(BASE, { ...renamed, 'src/main.c': MAIN_C.replace('clamp(argc, 1, 3)', 'clamp_int(argc, 1, 4)') });
    expect(found).toEqual(['Rename Function clamp_int']);
    expect(other).toEqual([at('src/main.c', 6)]);
  });

  test('Extract Function with a new static prototype at the top of the file', async () => {
    const loop = countWords.slice(countWords.indexOf('    size_t words'), countWords.indexOf('    return words;'));
    const extracted = UTIL_C.replace('#include "util.h"\n', '#include "util.h"\n\nstatic size_t scan_words(const char *text, size_t words, int inside);\n')
      .replace(`${loop}    return words;`, '    return scan_words(text, 0, 0);')
      .concat(`
static size_t scan_words(const char *text, size_t words, int inside)
{
${loop.split('\n').filter((line) => !/size_t words|int inside/.test(line)).join('\n')}    return words;
}
`);
    const { found, other } = await judge(BASE, { 'src/util.c': extracted });
    expect(found).toEqual(['Extract Function scan_words']);
    expect(other).toEqual([]);
  });
});
