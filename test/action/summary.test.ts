import MarkdownIt from 'markdown-it';
import { decideGate } from '../../src/action/gate';
import { code, text } from '../../src/action/markup';
import { headline, renderSummary, SUMMARY_LIMIT_BYTES } from '../../src/action/summary';
import type { Refactoring } from '../../src/report/types';
import { commit, element, outcome, renameMethod, report, SHA } from './outcome-fixture';

/** GitHub renders summaries as GFM with inline HTML; markdown-it with `html` does the same for what we write. */
const markdown = new MarkdownIt({ html: true, linkify: true });
const render = (source: string) => markdown.render(source);
const options = { maxBytes: SUMMARY_LIMIT_BYTES, commitTables: true, reportFile: 'refdiff-report/refdiff-report.json' };

describe('escaping', () => {
  test('code text stays text: generics are not tags, Markdown punctuation is not markup', () => {
    const html = render(`${code('List<T> a_b_c *x* [y](z) `q` | ~~s~~ @team #1')}`);
    expect(html).toContain('<code>List&lt;T&gt; a_b_c *x* [y](z) `q` | ~~s~~ @team #1</code>');
    expect(html).not.toMatch(/<t>|<em>|<a |<s>|<del>/i);
  });

  test('plain text cannot open a tag or a mention', () => {
    expect(render(text('<script>alert(1)</script> by @octocat'))).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; by @octocat</p>\n');
  });

  test('a summary with generic signatures renders them literally in every cell', () => {
    const tricky: Refactoring = {
      ...renameMethod('firstN', 'take'),
      after: element({ signature: 'take(Map<K, List<V>>, int|long)', name: 'take' }),
    };
    const html = render(renderSummary(outcome([commit(SHA.b, SHA.a, [tricky], 'Rename firstN\n\nRefactoring-Approved: tidy')]), options));
    expect(html).toContain('<code>shop.Cart.take(Map&lt;K, List&lt;V&gt;&gt;, int|long)</code>');
    expect(html).toContain('<code>shop.Cart.firstN(List&lt;T&gt;, int)</code>');
    expect(html).not.toMatch(/<t>|<v>|<k,/i);
    // The `|` inside code did not split the row: three cells.
    const row = html.split('<tbody>')[1].split('</tr>')[0];
    expect(row.match(/<td>/g)).toHaveLength(3);
  });
});

describe('content', () => {
  const violating = commit(SHA.b, SHA.a, [renameMethod('firstN', 'take')], 'Rename firstN');
  const approved = commit(SHA.c, SHA.b, [renameMethod('take', 'first', 40)], 'Rename take\n\nRefactoring-Approved: callers updated');

  test('headline: counts of refactorings, commits and violations', () => {
    expect(headline(outcome([violating, approved], { combined: { base: SHA.a, head: SHA.c, report: report(SHA.a, SHA.c, []), warnings: [] } }))).toBe(
      '0 refactorings in 2 commits; 2 rule violations: 1 error, 0 warnings, 1 approved',
    );
    expect(headline(outcome([violating]))).toBe('1 refactoring in bbbbbbb; 1 rule violation: 1 error, 0 warnings');
  });

  test('violations come first, say where, and how to approve', () => {
    const run = outcome([violating, approved]);
    const summary = renderSummary(run, { ...options, gate: decideGate(run, 'error', undefined) });
    const html = render(summary);
    expect(summary.indexOf('### Rule violations')).toBeLessThan(summary.indexOf('### Commits'));
    expect(html).toContain('<strong>Check failed</strong> (fail-on: error): <code>java-api-renames</code>');
    expect(html).toContain('to approve it deliberately, add this line to the commit message: <code>Refactoring-Approved: &lt;reason&gt;</code>');
    expect(html).toContain('approved by <code>Refactoring-Approved</code>: callers updated');
    expect(html).toContain(`<a href="https://github.com/octo/shop/blob/${SHA.b}/src/main/java/shop/Cart.java#L13-L19"><code>src/main/java/shop/Cart.java:13</code></a>`);
  });

  test('each side links to its lines at its own commit', () => {
    const html = render(renderSummary(outcome([violating]), options));
    expect(html).toContain(`<a href="https://github.com/octo/shop/blob/${SHA.a}/src/main/java/shop/Cart.java#L13-L19"><code>shop.Cart.firstN(List&lt;T&gt;, int)</code></a>`);
    expect(html).toContain(`<a href="https://github.com/octo/shop/blob/${SHA.b}/src/main/java/shop/Cart.java#L13-L19"><code>shop.Cart.take(List&lt;T&gt;, int)</code></a>`);
    expect(html).toContain(`<a href="https://github.com/octo/shop/commit/${SHA.b}"><code>bbbbbbb</code></a>`);
  });

  test('paths with spaces and non-ASCII are encoded in links', () => {
    const moved = renameMethod('a', 'b');
    moved.after = element({ file: 'src/my files/Größe.java' });
    const summary = renderSummary(outcome([commit(SHA.b, SHA.a, [moved])]), options);
    expect(summary).toContain(`/blob/${SHA.b}/src/my%20files/Gr%C3%B6%C3%9Fe.java#L13-L19`);
  });

  test('long tables are collapsed in <details>, short ones are not', () => {
    const many = Array.from({ length: 12 }, (_, i) => renameMethod(`m${i}`, `n${i}`, 10 * i + 1));
    const html = render(renderSummary(outcome([commit(SHA.b, SHA.a, many), commit(SHA.c, SHA.b, many.slice(0, 2))]), options));
    // The violation's 12 items and the first commit's 12 rows; the second commit's 2 rows stay open.
    expect(html.match(/<details><summary>[^<]*<\/summary>/g)).toEqual(['<details><summary>12 items</summary>', '<details><summary>12 refactorings</summary>']);
    // Markdown inside <details> is still rendered: a list, a table.
    expect(html.split('<details>')[1]).toMatch(/^<summary>12 items<\/summary>\n<ul>/);
    expect(html.split('<details>')[2]).toMatch(/^<summary>12 refactorings<\/summary>\n<table>/);
  });

  test('notes and commits without refactorings are listed', () => {
    const html = render(renderSummary(outcome([commit(SHA.b, SHA.a, [])], { notes: ['New branch feature: analysed the head commit bbbbbbb only.'] }), options));
    expect(html).toContain('<blockquote>\n<p>New branch feature: analysed the head commit bbbbbbb only.</p>');
    expect(html).toContain('No refactorings in 1 commit:');
  });

  test('the whole change of a pull request is shown openly', () => {
    const combined = { base: SHA.a, head: SHA.c, report: report(SHA.a, SHA.c, [renameMethod('firstN', 'first')]), warnings: [] };
    const pr = render(renderSummary(outcome([violating, approved], { eventName: 'pull_request', combined }), options));
    expect(pr).toMatch(/<h3>Whole change .*: 1 refactoring<\/h3>\n<table>/);
    const push = render(renderSummary(outcome([violating, approved], { combined }), options));
    expect(push).toMatch(/<h3>Whole change .*: 1 refactoring<\/h3>\n<details>/);
  });
});

describe('size limit', () => {
  test('stays under the budget and points to the full report', () => {
    const many = Array.from({ length: 150 }, (_, i) => renameMethod(`method${i}WithALongName`, `renamed${i}WithALongName`, i + 1));
    const commits = Array.from({ length: 60 }, (_, i) => commit(i.toString(16).padStart(40, '0'), SHA.a, many));
    const summary = renderSummary(outcome(commits), options);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    expect(Buffer.byteLength(summary)).toBeGreaterThan(SUMMARY_LIMIT_BYTES - 200_000);
    expect(summary).toMatch(/\*\*Cut short:\*\* \d+ more sections would pass GitHub's size limit for this text\. The full report is in <code>refdiff-report\/refdiff-report\.json<\/code>\./);
    expect(summary.trimEnd().endsWith('</sub>')).toBe(true);
  });

  test('tables longer than the row limit end with a pointer to the full report', () => {
    const many = Array.from({ length: 230 }, (_, i) => renameMethod(`m${i}`, `n${i}`, i + 1));
    const summary = renderSummary(outcome([commit(SHA.b, SHA.a, many)]), options);
    expect(summary).toContain('| … | 30 more in the full report | |');
    const unlimited = renderSummary(outcome([commit(SHA.b, SHA.a, many)]), { ...options, maxRows: Infinity });
    expect(unlimited).not.toContain('more in the full report');
  });
});
