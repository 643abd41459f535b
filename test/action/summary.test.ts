import { createHash } from 'node:crypto';
import MarkdownIt from 'markdown-it';
import type { ActionOutcome } from '../../src/action/outcome';
import { decideGate } from '../../src/action/gate';
import { code, codeName, text } from '../../src/action/markup';
import { COMMENT_LIMIT_BYTES } from '../../src/action/pr-comment';
import { headline, renderSummary, SUMMARY_LIMIT_BYTES } from '../../src/action/summary';
import { evaluatePolicy, parsePolicy, type FailOn } from '../../src/policy';
import type { Refactoring } from '../../src/report/types';
import { commit, element, outcome, renameMethod, report, SHA } from './outcome-fixture';

/** GitHub renders summaries as GFM with inline HTML; markdown-it with `html` does the same for what we write. */
const markdown = new MarkdownIt({ html: true, linkify: true });
const render = (source: string) => markdown.render(source);
const options = { maxBytes: SUMMARY_LIMIT_BYTES, commitTables: true, reportFile: 'refdiff-report/refdiff-report.json' };
const sha256 = (path: string) => createHash('sha256').update(path).digest('hex');
/** GitHub's own pattern for `@user` mentions (html-pipeline's MentionFilter), without Ruby's atomic group. */
const MENTION = /(?:^|\W)@([a-z0-9][a-z0-9-]*)(?!\/)(?=\.+[ \t\W]|\.+$|[^0-9a-zA-Z_.]|$)/i;
const textContent = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

function extractMethod(name: string, line: number): Refactoring {
  return {
    type: 'Extract Method',
    operation: 'EXTRACT',
    kind: 'Method',
    language: 'java',
    before: element({ name: 'total', signature: 'total()', startLine: line, endLine: line + 9 }),
    after: element({ name, signature: `${name}(double)`, startLine: line + 8, endLine: line + 13 }),
    description: `Extract Method ${name}(double) from total() in class shop.Cart`,
  };
}

/** Renames are errors, extractions warnings. */
const TWO_LEVEL_POLICY = parsePolicy(
  [
    'rules:',
    '  - name: java-api-renames',
    '    match: { operation: RENAME, kind: Method }',
    '    level: error',
    '  - name: extractions',
    '    match: { operation: EXTRACT }',
    '    level: warning',
  ].join('\n'),
);

function judged(sha: string, parent: string, refactorings: Refactoring[], message = `Change ${sha.slice(0, 4)}`) {
  const base = commit(sha, parent, refactorings, message);
  return { ...base, violations: evaluatePolicy(TWO_LEVEL_POLICY, { report: base.report, commitMessage: message }) };
}

/** A push of three commits: an extraction (warning), a rename (error), another extraction; the combined change has all three. */
function threeCommitPush(overrides: Partial<ActionOutcome> = {}): ActionOutcome {
  const first = judged(SHA.b, SHA.a, [extractMethod('applyDiscount', 21)]);
  const second = judged(SHA.c, SHA.b, [renameMethod('firstN', 'take')]);
  const third = judged('d'.repeat(40), SHA.c, [extractMethod('roundCents', 40)]);
  const combined = report(SHA.a, 'd'.repeat(40), [extractMethod('applyDiscount', 21), renameMethod('firstN', 'take'), extractMethod('roundCents', 40)]);
  return outcome([first, second, third], { combined: { base: SHA.a, head: 'd'.repeat(40), report: combined, warnings: [] }, ...overrides });
}

function summaryOf(run: ActionOutcome, failOn: FailOn = 'error', extra: Partial<typeof options> = {}): string {
  return renderSummary(run, { ...options, gate: decideGate(run, failOn, undefined), ...extra });
}

/** The first blockquote's first line: GitHub's alert marker. */
function alertOf(html: string): string {
  const quote = html.split('<blockquote>')[1] ?? '';
  return quote.replace(/^\s*<p>/, '').split('\n')[0];
}

describe('the gate as an alert', () => {
  test('a failed run opens with CAUTION, before anything else but the headline', () => {
    const html = render(summaryOf(threeCommitPush()));
    expect(html.indexOf('<blockquote>')).toBeGreaterThan(html.indexOf('</h2>'));
    expect(html.indexOf('<blockquote>')).toBeLessThan(html.indexOf('<table>'));
    expect(alertOf(html)).toBe('[!CAUTION]');
    expect(html).toMatch(/<strong>Check failed<\/strong> \(fail-on: error\): <code>java-api-renames<\/code> \(error\) in <a [^>]*><code>ccccccc<\/code><\/a>/);
  });

  test('violations that do not fail the run: WARNING; none: NOTE', () => {
    const warned = render(summaryOf(threeCommitPush(), 'never'));
    expect(alertOf(warned)).toBe('[!WARNING]');
    expect(warned).toContain('<strong>Check passed with 1 error and 2 warnings</strong> (fail-on: never): <code>java-api-renames</code>, <code>extractions</code>.');
    const quiet = outcome([judged(SHA.b, SHA.a, [])]);
    const html = render(summaryOf(quiet));
    expect(alertOf(html)).toBe('[!NOTE]');
    expect(html).toContain('<strong>Check passed</strong>: no rule violations.');
  });

  test('violations are sorted by severity: the error first, then the warnings, each once', () => {
    const html = render(summaryOf(threeCommitPush(), 'never'));
    const section = html.split('<h3>Rule violations</h3>')[1].split('<h3>')[0];
    const levels = [...section.matchAll(/<strong>(error|warning|approved \w+)<\/strong> <code>([\w-]+)<\/code> in <a [^>]*><code>(\w+)<\/code>/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
    expect(levels).toEqual(['error java-api-renames ccccccc', 'warning extractions bbbbbbb', 'warning extractions ddddddd']);
    // Each names the refactoring it is about.
    expect(section).toContain('Rename Method firstN(List&lt;T&gt;, int) to take(List&lt;T&gt;, int) in class shop.Cart');
  });
});

describe('the tally and the list agree', () => {
  test('the tally counts what the list shows, each refactoring once; the headline says so, in N commits', () => {
    const run = threeCommitPush();
    const html = render(summaryOf(run));
    expect(headline(run)).toBe('3 refactorings in 3 commits; 3 rule violations: 1 error, 2 warnings');
    const tally = html.split('<table>')[1].split('</table>')[0];
    const counts = Object.fromEntries([...tally.matchAll(/<td>([^<]+)<\/td>\n<td style="text-align:right">(\d+)<\/td>/g)].map((m) => [m[1], Number(m[2])]));
    expect(counts).toEqual({ 'Extract Method': 2, 'Rename Method': 1 });
    // The open list (outside <details>) is the combined change, grouped as the tally orders it.
    const open = html.split('<h3>3 refactorings in')[1].split('<h3>')[0];
    const listed = [...open.matchAll(/<li><strong>([^<]+)<\/strong>/g)].map((m) => m[1]);
    expect(listed).toEqual(['Extract Method', 'Extract Method', 'Rename Method']);
    expect(listed.length).toBe(Object.values(counts).reduce((a, b) => a + b));
    expect(html.match(/<table>/g)).toHaveLength(1);
  });

  test('the per-commit detail is folded, one <details> per commit', () => {
    const html = render(summaryOf(threeCommitPush()));
    const perCommit = html.split('<h3>Per commit</h3>')[1];
    expect(perCommit).toContain('3 refactorings found commit by commit');
    expect([...perCommit.matchAll(/<details><summary>([^<]+)<\/summary>/g)].map((m) => m[1])).toEqual([
      'bbbbbbb Change bbbb&#58; 1 refactoring',
      'ccccccc Change cccc&#58; 1 refactoring',
      'ddddddd Change dddd&#58; 1 refactoring',
    ]);
    // Everything open before the folded detail lists each refactoring once.
    const open = html.split('<h3>Per commit</h3>')[0];
    expect(open.match(/<li><strong>Rename Method<\/strong>/g)).toHaveLength(1);
  });

  test('the PR comment: the combined change only, pointing to the run for the per-commit detail', () => {
    const run = threeCommitPush({ eventName: 'pull_request', pullRequest: 12, runUrl: 'https://github.com/octo/shop/actions/runs/77' });
    const html = render(summaryOf(run, 'error', { commitTables: false }));
    expect(html).not.toContain('Per commit</h3>');
    expect(html).toContain('Per-commit detail: in the job summary of <a href="https://github.com/octo/shop/actions/runs/77">this run</a>.');
    expect(html.match(/<li><strong>/g)).toHaveLength(3);
  });
});

describe('links', () => {
  test('in a pull request each side links to its line in "Files changed" (sha256 of the path, R after, L before)', () => {
    const moved: Refactoring = { ...renameMethod('firstN', 'take', 13), after: element({ file: 'src/main/java/shop/Basket.java', signature: 'take(List<T>, int)', startLine: 30, endLine: 36 }) };
    const run = outcome([commit(SHA.b, SHA.a, [moved])], {
      eventName: 'pull_request',
      pullRequest: 12,
      combined: { base: SHA.a, head: SHA.b, report: report(SHA.a, SHA.b, [moved]), warnings: [] },
    });
    const html = render(summaryOf(run));
    const files = 'https://github.com/octo/shop/pull/12/files';
    expect(html).toContain(`<a href="${files}#diff-${sha256('src/main/java/shop/Cart.java')}L13"><code>shop.<wbr>Cart.<wbr>firstN(List&lt;T&gt;, int)</code></a>`);
    expect(html).toContain(`<a href="${files}#diff-${sha256('src/main/java/shop/Basket.java')}R30"><code>shop.<wbr>Cart.<wbr>take(List&lt;T&gt;, int)</code></a>`);
    // The anchor checked against `printf %s src/main/java/shop/Basket.java | sha256sum`.
    expect(sha256('src/main/java/shop/Basket.java')).toBe('021f7246bb11f819a85417b719ba1a4aead55d6fd44181823195f1feba126db9');
    expect(html).toContain(`<a href="${files}"><code>aaaaaaa..bbbbbbb</code></a>`);
  });

  test('a renamed file: both sides link into the one diff GitHub keeps under the new path', () => {
    const renamed: Refactoring = {
      type: 'Rename File',
      operation: 'RENAME',
      kind: 'File',
      language: 'javascript',
      before: { file: 'src/format.js', container: 'src', name: 'format.js', signature: 'format.js', startLine: 1, endLine: 9 },
      after: { file: 'src/money.js', container: 'src', name: 'money.js', signature: 'money.js', startLine: 1, endLine: 9 },
      description: 'Rename File src/format.js to src/money.js',
    };
    const run = outcome([commit(SHA.b, SHA.a, [renamed])], { eventName: 'pull_request', pullRequest: 3, combined: { base: SHA.a, head: SHA.b, report: report(SHA.a, SHA.b, [renamed]), warnings: [] } });
    const html = render(summaryOf(run));
    expect(html).toContain(`/pull/3/files#diff-${sha256('src/money.js')}L1"><code>src/<wbr>format.<wbr>js</code>`);
    expect(html).toContain(`/pull/3/files#diff-${sha256('src/money.js')}R1"><code>src/<wbr>money.<wbr>js</code>`);
  });

  test('after a push: the file at each side\'s commit; the report points to the run\'s artifacts', () => {
    const html = render(summaryOf(threeCommitPush({ runUrl: 'https://github.com/octo/shop/actions/runs/77' })));
    expect(html).toContain(`<a href="https://github.com/octo/shop/blob/${SHA.a}/src/main/java/shop/Cart.java#L13-L19"><code>shop.<wbr>Cart.<wbr>firstN(List&lt;T&gt;, int)</code></a>`);
    expect(html).toContain(`<a href="https://github.com/octo/shop/compare/${SHA.a}...${'d'.repeat(40)}"><code>aaaaaaa..ddddddd</code></a>`);
    expect(html).toContain(
      `Full report: <code>refdiff-report/refdiff-report.json</code> in the <a href="https://github.com/octo/shop/actions/runs/77#artifacts">run's artifacts</a>, name <code>refdiff-report</code>`,
    );
    expect(html).not.toContain('/pull/');
  });

  test('paths with spaces and non-ASCII are encoded in blob links', () => {
    const moved = renameMethod('a', 'b');
    moved.after = element({ file: 'src/my files/Größe.java' });
    expect(summaryOf(outcome([commit(SHA.b, SHA.a, [moved])]))).toContain(`/blob/${SHA.b}/src/my%20files/Gr%C3%B6%C3%9Fe.java#L13-L19`);
  });
});

describe('escaping and wrapping', () => {
  test('code text stays text: generics are not tags, Markdown punctuation is not markup', () => {
    const html = render(`${code('List<T> a_b_c *x* [y](z) `q` | ~~s~~')}`);
    expect(html).toContain('<code>List&lt;T&gt; a_b_c *x* [y](z) `q` | ~~s~~</code>');
    expect(html).not.toMatch(/<t>|<em>|<a |<s>|<del>/i);
  });

  test('plain text cannot open a tag, ping anyone, reference an issue or carry control characters', () => {
    const html = render(text('<script>alert(1)</script> by @octocat for #12\u0007\u202e'));
    expect(html).not.toContain('<script>');
    expect(textContent(html)).not.toMatch(MENTION);
    expect(textContent(html)).not.toMatch(/#\d/);
    expect(textContent(html)).not.toMatch(/[\u0000-\u001f\u202e](?!$)/);
  });

  test('long qualified names get a break opportunity after each separator', () => {
    expect(codeName('src/core/core.plugins.js.PluginService._notifyStateChanges(chart)')).toBe(
      '<code>src/<wbr>core/<wbr>core.<wbr>plugins.<wbr>js.<wbr>PluginService.<wbr>&#95;notifyStateChanges(chart)</code>',
    );
  });

  test('a spread `...` is not broken up', () => {
    expect(codeName('a.b(...args)')).toBe('<code>a.<wbr>b(...args)</code>');
  });

  test('many commits without refactorings are folded into one line', () => {
    const quiet = Array.from({ length: 12 }, (_, i) => commit(String(i).padStart(40, '1'), SHA.a, []));
    const html = render(summaryOf(outcome(quiet)));
    expect(html).toMatch(/<details><summary>No refactorings in 12 commits<\/summary>\n<p><a href=/);
  });

  test('hostile names from the pushed code render as text everywhere', () => {
    const hostile: Refactoring = {
      ...renameMethod('firstN', 'take'),
      type: 'Rename Method',
      after: element({ container: 'a|b`c', signature: '<img src=x onerror=alert(1)>@octocat(#1)\u0000', name: 'x' }),
      description: 'Rename Method <b>x</b> @octocat',
    };
    const run = outcome([commit(SHA.b, SHA.a, [hostile], 'Rename @team <i>now</i>')]);
    const html = render(summaryOf(run));
    expect(html).not.toMatch(/<img|<b>|<i>/);
    expect(textContent(html)).not.toMatch(MENTION);
    expect(html).not.toContain('\u0000');
    // The `|` did not split the tally's row, and the list item stayed one item.
    expect(html.match(/<li><strong>Rename Method<\/strong>/g)).toHaveLength(1);
    expect(html).toContain('<code>a|b`c.<wbr>');
  });
});

describe('size limits', () => {
  test('the summary stays under 1 MiB and says where the rest is', () => {
    const many = Array.from({ length: 150 }, (_, i) => renameMethod(`method${i}WithALongName`, `renamed${i}WithALongName`, i + 1));
    const commits = Array.from({ length: 60 }, (_, i) => commit(i.toString(16).padStart(40, '0'), SHA.a, many));
    const combined = { base: SHA.a, head: commits[59].sha, report: report(SHA.a, commits[59].sha, many), warnings: [] };
    const summary = renderSummary(outcome(commits, { combined }), options);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    expect(Buffer.byteLength(summary)).toBeGreaterThan(SUMMARY_LIMIT_BYTES - 200_000);
    expect(summary).toMatch(/\*\*Cut short:\*\* \d+ more sections would pass GitHub's size limit for this text\. The full report is <code>refdiff-report\/refdiff-report\.json<\/code>\./);
    expect(summary.trimEnd().endsWith('</sub>')).toBe(true);
  });

  test('the comment stays under GitHub\'s 65,536 characters; long lists end with "… N more"', () => {
    const many = Array.from({ length: 900 }, (_, i) => renameMethod(`aVeryLongMethodNameNumber${i}`, `anEvenLongerMethodNameNumber${i}`, i + 1));
    const combined = { base: SHA.a, head: SHA.b, report: report(SHA.a, SHA.b, many), warnings: [] };
    const run = outcome([commit(SHA.b, SHA.a, many)], { eventName: 'pull_request', pullRequest: 5, combined });
    const comment = renderSummary(run, { ...options, maxBytes: COMMENT_LIMIT_BYTES, commitTables: false });
    expect(comment.length).toBeLessThan(65_536);
    // The change's list is shortened to what fits (the violation's items before it take their share), never dropped.
    const list = comment.split('### 900 refactorings in')[1];
    const shown = list.match(/^- \*\*Rename Method\*\*/gm)?.length ?? 0;
    expect(shown).toBeGreaterThan(20);
    expect(list).toContain(`- … and ${900 - shown} more in the full report`);
    const unlimited = renderSummary(run, { ...options, maxBytes: Infinity, maxRows: Infinity, commitTables: false });
    expect(unlimited).not.toContain('more in the full report');
  });
});
