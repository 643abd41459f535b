import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brokenLinks, headingAnchors, headingSlug } from './markdown-links';

const ROOT = resolve(__dirname, '..', '..');

/** Every Markdown page a reader follows links in: the README, docs/, the benchmarks' guide, the changelog, the examples. */
function pages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => join(ROOT, 'docs', name));
  const examples = readdirSync(join(ROOT, 'examples'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(ROOT, 'examples', entry.name, 'README.md'))
    .filter((path) => readdirSync(join(path, '..')).includes('README.md'));
  return [join(ROOT, 'README.md'), join(ROOT, 'bench', 'README.md'), join(ROOT, 'CHANGELOG.md'), ...docs, ...examples];
}

test('every relative link and anchor of the README, docs/ and the other guides resolves', () => {
  const checked = pages();
  expect(checked.length).toBeGreaterThan(10);
  expect(checked.flatMap((page) => brokenLinks(page, ROOT))).toEqual([]);
});

test('each section of the README links to its docs/ page, and every page is linked', () => {
  const readme = join(ROOT, 'README.md');
  const docs = readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md') && name !== 'README.md');
  const source = readFileSync(readme, 'utf8');
  expect(docs.filter((name) => !source.includes(`](docs/${name}`))).toEqual([]);
});

test("anchors are GitHub's: punctuation dropped, spaces made hyphens, repeats numbered", () => {
  expect(headingSlug('The policy file: .refdiffrc.yml')).toBe('the-policy-file-refdiffrcyml');
  expect(headingSlug('SARIF (--format sarif)')).toBe('sarif---format-sarif');
  expect(headingSlug('Accuracy: Python')).toBe('accuracy-python');
  expect([...headingAnchors('# C#\n\n## C++\n\n## `code` in it\n\n```\n# not a heading\n```\n')]).toEqual(['c', 'c-1', 'code-in-it']);
});

describe('broken links are found', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'refdiff-links-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a missing page, a missing heading here or there; not code, web addresses, folders or good anchors', () => {
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs', 'speed.md'), '# Speed\n\n## The engine\n');
    writeFileSync(
      join(dir, 'README.md'),
      [
        '# Title',
        '',
        '## Install',
        '',
        '[ok](#install) [ok](docs/speed.md#the-engine) [ok](docs/) [ok](docs/speed.md) [web](https://example.com/x#y)',
        '`[code](missing.md)` and [gone](docs/accuracy.md) and [no anchor](#latency) and [no heading](docs/speed.md#the-hook)',
        '',
        '```',
        '[fenced](missing.md)',
        '```',
        '',
      ].join('\n'),
    );
    expect(brokenLinks(join(dir, 'README.md'), dir)).toEqual([
      'README.md: docs/accuracy.md (no such file)',
      'README.md: #latency (no such heading)',
      'README.md: docs/speed.md#the-hook (no such heading)',
    ]);
  });
});
