import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { foldUnchanged, sideBySide } from '../../src/report/html/side-by-side';
import { refdiff } from '../cli/cli-harness';
import { TestRepo } from '../sources/git/git-fixture';

/** Two commits: a rename with a changed body line, then an extraction, in Java; and a hostile JavaScript file. */
const SERVICE = (name: string, limit: number) => `package app;

public class Service {
  public int ${name}(int[] values) {
    int best = Integer.MIN_VALUE;
    for (int value : values) {
      if (value > best && value < ${limit}) {
        best = value;
      }
    }
    return best;
  }

  public void report(int[] values) {
    System.out.println("largest value: " + ${name}(values));
    System.out.println("count: " + values.length);
    System.out.println("done");
  }
}
`;

const EXTRACTED = `package app;

public class Service {
  public int largest(int[] values) {
    int best = Integer.MIN_VALUE;
    for (int value : values) {
      if (value > best && value < 100) {
        best = value;
      }
    }
    return best;
  }

  public void report(int[] values) {
    printSummary(values);
    System.out.println("done");
  }

  private void printSummary(int[] values) {
    System.out.println("largest value: " + largest(values));
    System.out.println("count: " + values.length);
  }
}
`;

const HOSTILE_PATH = 'lib/"><img src=x onerror=alert(1)>.js';
const HOSTILE = (name: string) => `export function ${name}(items) {
  const banner = '</script><script>alert(1)</script>';
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  console.log(banner, '<b onmouseover=alert(2)>', total);
  return total;
}
`;

/** The page as a browser without network would hold it, with its own script run. */
function load(html: string): Document {
  return new JSDOM(html, { runScripts: 'dangerously' }).window.document;
}

describe('--format html', () => {
  let repo: TestRepo;
  let shas: string[];
  beforeAll(() => {
    repo = new TestRepo();
    repo.write('src/app/Service.java', SERVICE('max', 10));
    repo.write(HOSTILE_PATH, HOSTILE('sumPrices'));
    const first = repo.commit('Initial');
    repo.write('src/app/Service.java', SERVICE('largest', 100));
    repo.write(HOSTILE_PATH, HOSTILE('totalPrice'));
    const second = repo.commit('Rename max');
    repo.write('src/app/Service.java', EXTRACTED);
    const third = repo.commit('Extract the summary');
    shas = [first, second, third];
  });
  afterAll(() => repo.cleanup());

  it('refdiff commit: each refactoring with its two sides side by side, the changed words marked', async () => {
    const run = await refdiff(repo.dir, ['commit', shas[1], '--format', 'html']);
    expect(run.code).toBe(0);
    const page = load(run.stdout);
    const articles = [...page.querySelectorAll('article.refactoring')];
    expect(articles.map((article) => article.getAttribute('data-type')).sort()).toEqual(['Rename Function', 'Rename Method']);
    const method = articles.find((article) => article.getAttribute('data-type') === 'Rename Method')!;
    const rows = [...method.querySelectorAll('table.code tbody tr')];
    // The method's 9 lines on each side, aligned row by row.
    expect(rows).toHaveLength(9);
    const [signature, , , condition] = rows.map((row) => [...row.querySelectorAll('td.src')]);
    expect(signature.map((cell) => cell.textContent)).toEqual(['  public int max(int[] values) {', '  public int largest(int[] values) {']);
    expect(signature.map((cell) => cell.className)).toEqual(['src removed', 'src added']);
    expect(signature.map((cell) => [...cell.querySelectorAll('mark')].map((mark) => mark.textContent))).toEqual([['max'], ['largest']]);
    expect(condition.map((cell) => [...cell.querySelectorAll('mark')].map((mark) => mark.textContent))).toEqual([['10'], ['100']]);
    expect(rows[1].querySelectorAll('td.src')[0].className).toBe('src');
    expect([...rows[0].querySelectorAll('td.ln')].map((cell) => cell.textContent)).toEqual(['4', '4']);
    expect(page.querySelector('h2')!.textContent).toBe(`commit ${shas[1].slice(0, 12)} Rename max`);
  });

  it('names and code from the repository stay text: no markup, no second script, nothing loaded', async () => {
    const run = await refdiff(repo.dir, ['commit', shas[1], '--format', 'html']);
    const page = load(run.stdout);
    expect(page.querySelectorAll('img, b, iframe')).toHaveLength(0);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(run.stdout).not.toMatch(/<script>alert|<img|onerror=alert\(1\)>/);
    const hostile = page.querySelector('article[data-type="Rename Function"]')!;
    expect(hostile.getAttribute('data-paths')).toBe(HOSTILE_PATH);
    expect(hostile.textContent).toContain("const banner = '</script><script>alert(1)</script>';");
    expect(page.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; script-src 'sha256-[^']+'$/);
    expect(run.stdout).not.toMatch(/\b(src|href)="(https?:)?\/\//);
  });

  it('refdiff range: grouped by commit and by type; the filters hide by type and by path, and say how many are shown', async () => {
    const run = await refdiff(repo.dir, ['range', `${shas[0]}..${shas[2]}`, '--format', 'html']);
    expect(run.code).toBe(0);
    const page = load(run.stdout);
    expect([...page.querySelectorAll('section.commit > h2')].map((h) => h.textContent)).toEqual([
      `commit ${shas[1].slice(0, 12)} Rename max`,
      `commit ${shas[2].slice(0, 12)} Extract the summary`,
    ]);
    expect([...page.querySelectorAll('section.type-group')].map((group) => group.getAttribute('data-type'))).toEqual(['Rename Function', 'Rename Method', 'Extract Method']);
    expect([...page.querySelectorAll('table.tally tbody tr')].map((row) => row.textContent)).toEqual(['Extract Method1', 'Rename Function1', 'Rename Method1']);
    const form = page.querySelector('form.filters') as HTMLFormElement;
    expect(form.hidden).toBe(false);
    const output = form.querySelector('output')!;
    expect(output.textContent).toBe('3 of 3 shown');
    const box = form.querySelector('input[value="Rename Method"]') as HTMLInputElement;
    box.checked = false;
    box.dispatchEvent(new page.defaultView!.Event('change'));
    expect(output.textContent).toBe('2 of 3 shown');
    expect((page.querySelector('article[data-type="Rename Method"]') as HTMLElement).hidden).toBe(true);
    const path = form.querySelector('input[type=search]') as HTMLInputElement;
    path.value = 'Service.java';
    path.dispatchEvent(new page.defaultView!.Event('input'));
    expect(output.textContent).toBe('1 of 3 shown');
    // The first commit holds nothing shown any more: its section goes too.
    expect([...page.querySelectorAll('section.commit')].map((section) => (section as HTMLElement).hidden)).toEqual([true, false]);
  });

  it('without its script the page shows everything and no dead controls', async () => {
    const run = await refdiff(repo.dir, ['range', `${shas[0]}..${shas[2]}`, '--format', 'html']);
    const page = new JSDOM(run.stdout).window.document;
    expect((page.querySelector('form.filters') as HTMLFormElement).hidden).toBe(true);
    expect([...page.querySelectorAll('article.refactoring')].every((article) => !(article as HTMLElement).hidden)).toBe(true);
  });

  it('refdiff staged and refdiff compare read the code they analysed (the index, the folders)', async () => {
    repo.write('src/app/Service.java', EXTRACTED.replace(/printSummary/g, 'printTotals'));
    repo.git('add', '-A');
    const staged = load((await refdiff(repo.dir, ['staged', '--format', 'html'])).stdout);
    const after = staged.querySelector('article[data-type="Rename Method"] td.src.added')!;
    expect(after.textContent).toBe('  private void printTotals(int[] values) {');
    repo.git('reset', '-q', '--hard');
    const example = join(__dirname, '..', '..', 'examples', 'calculator');
    const compared = await refdiff(example, ['compare', 'before', 'after', '--format', 'html']);
    expect(compared.code).toBe(0);
    const page = load(compared.stdout);
    expect(page.querySelectorAll('article.refactoring')).toHaveLength(4);
    expect(page.querySelectorAll('p.missing')).toHaveLength(0);
    expect(page.querySelector('article[data-type="Extract Method"] td.src.added')!.textContent).toContain('print(');
  });
});

/**
 * The same page in a real browser, when one is installed (Debian's chromium: `.ci/run` installs
 * it when it can): its Content-Security-Policy must let the page's own script run.
 */
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) => existsSync(path));
if (!CHROMIUM) console.warn('html report: no Chromium at /usr/bin/chromium; the real-browser test is skipped (the DOM-level tests ran)');
(CHROMIUM ? describe : describe.skip)('--format html in headless Chromium', () => {
  let repo: TestRepo;
  let profile: string;
  beforeAll(() => {
    repo = new TestRepo();
    profile = mkdtempSync(join(tmpdir(), 'refdiff-chromium-'));
  });
  afterAll(() => {
    repo.cleanup();
    rmSync(profile, { recursive: true, force: true });
  });

  it('runs the filter script under the page policy and renders both sides', async () => {
    repo.write('src/app/Service.java', SERVICE('max', 10));
    repo.commit('Initial');
    repo.write('src/app/Service.java', SERVICE('largest', 100));
    repo.commit('Rename max');
    const file = join(repo.dir, 'report.html');
    expect((await refdiff(repo.dir, ['commit', '--format', 'html', '--output', file])).code).toBe(0);
    const browser = spawnSync(
      CHROMIUM!,
      ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`, '--dump-dom', `file://${file}`],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(browser.stdout).toContain('<body data-ready="true">');
    expect(browser.stdout).toContain('<output>1 of 1 shown</output>');
    expect(browser.stdout).toContain('<mark>largest</mark>');
    expect(readFileSync(file, 'utf8')).toContain('Content-Security-Policy');
  });
});

describe('the side-by-side view', () => {
  const lines = (count: number, changedAt: number[] = []) => Array.from({ length: count }, (_, i) => (changedAt.includes(i) ? `changed ${i}` : `line ${i}`));
  const shape = (rows: ReturnType<typeof foldUnchanged>) => rows.map((row) => ('folded' in row ? `…${row.folded}` : row.before?.status === 'same' ? '=' : '≠')).join(' ');

  it('folds long unchanged runs to 3 lines of context, and shows how unchanged moved code begins', () => {
    const before = { startLine: 1, lines: lines(30), more: 0 };
    const after = { startLine: 1, lines: lines(30, [15]), more: 0 };
    expect(shape(foldUnchanged(sideBySide(before, after)))).toBe('…12 = = = ≠ = = = …11');
    expect(shape(foldUnchanged(sideBySide(before, before)))).toBe('= = = = = = …24');
    expect(shape(foldUnchanged(sideBySide({ startLine: 1, lines: lines(5), more: 0 }, { startLine: 1, lines: lines(5, [4]), more: 0 })))).toBe('= = = = ≠');
  });

  it('pairs a replaced run beside its replacement, indentation aside', () => {
    const rows = sideBySide({ startLine: 10, lines: ['  a();', '  b();', '  c();'], more: 0 }, { startLine: 3, lines: ['a();', 'x();', 'y();', 'c();'], more: 0 });
    expect(rows.map((row) => [row.before?.number, row.before?.status, row.after?.number, row.after?.status])).toEqual([
      [10, 'same', 3, 'same'],
      [11, 'removed', 4, 'added'],
      [undefined, undefined, 5, 'added'],
      [12, 'same', 6, 'same'],
    ]);
  });
});
