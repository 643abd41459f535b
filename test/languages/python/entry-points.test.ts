import { describeEveryEntryPoint } from '../entry-points';

const BEFORE = `def summarize(orders):
    total = 0
    count = 0
    for order in orders:
        if order.cancelled:
            continue
        total += order.amount
        count += 1
    average = total / count if count else 0
    print(f"{count} orders, {total:.2f} in all, {average:.2f} on average")
    return total
`;
const AFTER = `def summarize(orders):
    total, count = totals(orders)
    average = total / count if count else 0
    print(f"{count} orders, {total:.2f} in all, {average:.2f} on average")
    return total


def totals(orders):
    total = 0
    count = 0
    for order in orders:
        if order.cancelled:
            continue
        total += order.amount
        count += 1
    return total, count
`;

describeEveryEntryPoint('a Python extraction through every entry point', {
  path: 'shop/report.py',
  before: BEFORE,
  after: AFTER,
  type: 'Extract Function',
  textLine: 'shop/report.py:8: Extract Function totals(orders) from summarize(orders) in file shop/report.py',
  trailer: 'Refactoring: Extract Function shop/report.py:summarize(orders) -> totals(orders)',
});
