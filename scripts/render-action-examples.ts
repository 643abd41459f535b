/**
 * Renders the Action's job summary and PR comment for a real history, as a reviewer sees them:
 * the Markdown GitHub receives, and an HTML page of each (markdown-it, GitHub-like CSS,
 * self-contained). Analysis, policy and rendering are the Action's own (analyzePlan, decideGate,
 * renderSummary); only the event is made up (a push of the range, and a pull request of it).
 *
 *   npx tsx scripts/render-action-examples.ts <git dir> <owner/name> <head> <commits> <policy file> <out dir>
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { analyzePlan } from '../src/action/analyze-plan';
import { runUrl } from '../src/action/diff-links';
import { decideGate } from '../src/action/gate';
import type { ActionOutcome } from '../src/action/outcome';
import { COMMENT_LIMIT_BYTES, COMMENT_MARKER } from '../src/action/pr-comment';
import { renderSummary, SUMMARY_LIMIT_BYTES } from '../src/action/summary';
import { parsePolicy } from '../src/policy';

const FAKE_PULL_REQUEST = 4242;
const FAKE_RUN_ID = 123456789;
const REPORT_FILE = 'refdiff-report/refdiff-report.json';

async function main(): Promise<void> {
  const [gitDir, repository, head, count, policyFile, outDir] = process.argv.slice(2);
  if (!outDir) throw new Error('usage: render-action-examples.ts <git dir> <owner/name> <head> <commits> <policy file> <out dir>');
  const commits = git(gitDir, 'rev-list', '--first-parent', '--no-merges', '--reverse', `--max-count=${Number(count)}`, head).trim().split('\n');
  const base = git(gitDir, 'rev-parse', `${commits[0]}^`).trim();
  const policy = { ...parsePolicy(readFileSync(policyFile, 'utf8'), policyFile), source: policyFile };
  const plan = { commits, combined: { base, head: commits[commits.length - 1] }, notes: [] };
  const serverUrl = 'https://github.com';
  const push = await analyzePlan(gitDir, plan, policy, { eventName: 'push', repository, serverUrl });
  const run = runUrl(serverUrl, repository, FAKE_RUN_ID);
  const name = repository.split('/')[1];
  mkdirSync(outDir, { recursive: true });
  write(outDir, `${name}-push-summary`, summary({ ...push, runUrl: run }, policyFile));
  const pullRequest: ActionOutcome = { ...push, eventName: 'pull_request', pullRequest: FAKE_PULL_REQUEST, runUrl: run };
  write(outDir, `${name}-pr-summary`, summary(pullRequest, policyFile));
  const gate = decideGate(pullRequest, 'error', policyFile);
  write(outDir, `${name}-pr-comment`, `${COMMENT_MARKER}\n${renderSummary(pullRequest, { maxBytes: COMMENT_LIMIT_BYTES, reportFile: REPORT_FILE, gate, commitTables: false })}`);
}

function summary(outcome: ActionOutcome, policyFile: string): string {
  const gate = decideGate(outcome, 'error', policyFile);
  return renderSummary(outcome, { maxBytes: SUMMARY_LIMIT_BYTES, reportFile: REPORT_FILE, gate, commitTables: true });
}

function git(gitDir: string, ...args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function write(outDir: string, base: string, markdown: string): void {
  writeFileSync(join(outDir, `${base}.md`), markdown);
  writeFileSync(join(outDir, `${base}.html`), page(base, markdown));
  console.log(`${join(outDir, base)}.md: ${Buffer.byteLength(markdown)} bytes`);
}

/** markdown-it with inline HTML, as GitHub renders it, plus GitHub's alert blocks (markdown-it has none). */
function page(title: string, markdown: string): string {
  const body = new MarkdownIt({ html: true, linkify: true })
    .render(markdown)
    .replace(/<blockquote>\n<p>\[!(NOTE|WARNING|CAUTION)\]\n([\s\S]*?)<\/blockquote>/g, (_, kind: string, rest: string) => {
      const label = kind.charAt(0) + kind.slice(1).toLowerCase();
      return `<div class="alert alert-${kind.toLowerCase()}"><p class="alert-title">${label}</p>\n<p>${rest}</div>`;
    });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>
body { margin: 0; background: #fff; }
.markdown-body { box-sizing: border-box; max-width: 1012px; margin: 0 auto; padding: 32px; color: #1f2328;
  font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; overflow-wrap: break-word; }
h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; margin: 24px 0 16px; }
h3 { font-size: 1.25em; margin: 24px 0 16px; } h4 { font-size: 1em; }
a { color: #0969da; text-decoration: none; }
code { font: 85% ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #818b981f; border-radius: 6px; padding: .2em .4em; white-space: break-spaces; }
table { display: block; width: max-content; max-width: 100%; overflow: auto; border-collapse: collapse; margin-bottom: 16px; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; } tr:nth-child(2n) { background: #f6f8fa; }
blockquote { margin: 0 0 16px; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
ul { padding-left: 2em; } li + li { margin-top: .25em; }
details { margin-bottom: 16px; } summary { cursor: pointer; }
.alert { padding: 8px 16px; margin-bottom: 16px; border-left: .25em solid; }
.alert p { margin: 0 0 4px; } .alert-title { font-weight: 500; }
.alert-note { border-color: #0969da; } .alert-note .alert-title { color: #0969da; }
.alert-warning { border-color: #9a6700; } .alert-warning .alert-title { color: #9a6700; }
.alert-caution { border-color: #cf222e; } .alert-caution .alert-title { color: #d1242f; }
sub { color: #59636e; }
</style></head>
<body><article class="markdown-body">
${body}</article></body></html>
`;
}

main().catch((error: unknown) => {
  console.error(`render-action-examples: ${(error as Error).message}`);
  process.exitCode = 1;
});
