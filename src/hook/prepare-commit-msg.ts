import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  engineOptions,
  evaluatePolicy,
  filterReport,
  isBlocking,
  languageForPath,
  loadPolicy,
  parseUnifiedDiff,
  renderViolationsText,
  type ChangeFacts,
  type LoadedPolicy,
  type Violation,
} from '../policy';
import { analyzeStaged, type GitAnalysisOptions } from '../sources/git/analyze';
import type { Report } from '../report/types';
import { gitText, runGit } from '../sources/git/process';
import { detectAmend } from './commit-invocation';
import { writeFileAtomic } from './atomic-write';
import { messageItems } from './format';
import { isEmptyMessage, renderedBlockLines, resolveCommentChar, updateMessage } from './message';
import { clearPending, pendingPath, writePending } from './pending-empty';
import { currentRebaseStep } from './rebase-step';
import { effectiveSource } from './message-source';
import { approvalAdvice, skipAdvice, type GateSituation } from './gate-advice';

/** What `refdiff hook run` exits with to stop the commit; the shell hook turns it into exit 1. */
export const BLOCKED_EXIT_CODE = 20;

/** Used until the policy, which may set its own, has been read. */
const DEFAULT_TIMEOUT_MS = 5000;

export interface PrepareCommitMsgInput {
  /** The folder git runs the hook in: the top of the work tree. */
  cwd: string;
  /** `$1`: the message file, relative to `cwd` or absolute. */
  messageFile: string;
  /** `$2`: message, template, merge, squash, commit, or nothing. */
  source?: string;
  /** `$3`: the commit for source `commit`. */
  sha?: string;
  env: NodeJS.ProcessEnv;
}

export interface HookOutcome {
  exitCode: 0 | typeof BLOCKED_EXIT_CODE;
  /** Lines for stderr. */
  messages: string[];
  /** The time limit struck: the analysis may still be running and should not be waited for. */
  abandoned?: boolean;
}

interface RunControl {
  /** Moves the time limit to `ms` after the start. */
  setLimit(ms: number): void;
  expired(): boolean;
}

/**
 * The prepare-commit-msg hook. Fails open: an error or the time limit leaves the message as it
 * was and lets the commit go on, with one line saying why. Only a policy rule at level `error`
 * stops the commit.
 */
export async function runPrepareCommitMsg(input: PrepareCommitMsgInput): Promise<HookOutcome> {
  const started = Date.now();
  let limitMs = DEFAULT_TIMEOUT_MS;
  let expired = false;
  let timer: NodeJS.Timeout | undefined;
  let onTimeout: (outcome: HookOutcome) => void = () => undefined;
  const timedOut = new Promise<HookOutcome>((resolveTimeout) => (onTimeout = resolveTimeout));
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      expired = true;
      onTimeout({ ...unchanged(`stopped after ${limitMs} ms (commitMessage.timeoutMs)`), abandoned: true });
    }, Math.max(0, started + limitMs - Date.now()));
  };
  const control: RunControl = {
    setLimit: (ms) => {
      limitMs = ms;
      arm();
    },
    expired: () => expired,
  };
  arm();
  const work = prepare(input, control).catch((error: unknown) => unchanged(oneLine(error)));
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function prepare(input: PrepareCommitMsgInput, control: RunControl): Promise<HookOutcome> {
  // Git strips comment lines only when it opens an editor; it tells hooks "no editor" with GIT_EDITOR=:.
  const stripsComments = input.env.GIT_EDITOR !== ':';
  // Every commit waits for this hook: the git calls that do not depend on each other start at once.
  // A note left by a commit that never reached commit-msg must not act on this one.
  const pending = pendingPath(input.cwd).then((path) => (clearPending(path), path));
  const configuredChar = stripsComments ? configuredCommentChar(input.cwd) : Promise.resolve(undefined);
  const rebaseStep = currentRebaseStep(input.cwd);
  const policy = loadPolicy({ cwd: input.cwd });
  const settings = policy.commitMessage;
  control.setLimit(settings.timeoutMs);
  await pending;
  const step = await rebaseStep;
  const squashing = step?.amends === true;
  const source = await effectiveSource(input.cwd, input.source, step);
  if (source && (settings.skipSources as readonly string[]).includes(source)) return ok([]);
  if (!settings.enabled && policy.rules.length === 0) return ok([]);

  const invokedAmend = detectAmend();
  const amend = invokedAmend ?? (squashing || (input.source === 'commit' && input.sha === 'HEAD'));
  const analysed = await analyseStaged(input.cwd, amend, policy);

  const messagePath = resolve(input.cwd, input.messageFile);
  const original = readFileSync(messagePath);
  const commentChar = resolveCommentChar(await configuredChar, original.toString('latin1'), stripsComments);

  let violations: Violation[] = [];
  if (analysed) {
    const facts = needsChangeFacts(policy) ? await stagedChangeFacts(input.cwd, analysed.base) : undefined;
    const commitMessage = original.toString('utf8');
    violations = evaluatePolicy(policy, { report: analysed.report, commitMessage, commentChar, facts });
  }
  if (violations.some((violation) => isBlocking(violation))) {
    const situation = { rebase: step, amend: amend || step?.command === 'reword', byRebase: step !== undefined && invokedAmend === undefined };
    return { exitCode: BLOCKED_EXIT_CODE, messages: gateMessages(violations, situation) };
  }
  const notes = violations.some((violation) => !violation.approved) ? [`refdiff: ${renderViolationsText(violations).trimEnd()}`] : [];
  if (!settings.enabled) return ok(notes);

  const items = messageItems(analysed?.report.refactorings ?? [], settings.maxItems);
  const block = { style: settings.style, key: settings.trailerKey, items };
  const layout = { commentChar, stripsComments };
  const text = original.toString('latin1');
  const updated = updateMessage(text, { ...block, items: items.map(asLatin1) }, layout);
  // After the time limit the commit has been let through with the message as it was.
  if (updated === text || control.expired()) return ok(notes);
  if (stripsComments && isEmptyMessage(text, layout)) writePending(await pending, { lines: renderedBlockLines(block), commentChar });
  writeFileAtomic(messagePath, Buffer.from(updated, 'latin1'));
  return ok(notes);
}

/**
 * The refactorings of what is being committed, filtered by the policy; undefined when no
 * staged file is in a language refdiff reads (most commits of docs or config): then neither
 * the engine nor the grammars are loaded. Only the languages present are loaded otherwise.
 */
async function analyseStaged(cwd: string, amend: boolean, policy: LoadedPolicy): Promise<{ report: Report; base: string } | undefined> {
  const languages = await stagedLanguages(cwd, amend, policy.analysis.languages);
  if (languages?.length === 0) return undefined;
  const options = { ...gitAnalysisOptions(policy), ...(languages ? { languages } : {}) };
  const analysis = await analyzeStaged({ cwd, amend, analysis: options });
  return { report: filterReport(policy, analysis.report), base: analysis.before };
}

/** The languages of the staged paths; undefined when git cannot say (an unborn branch). */
async function stagedLanguages(cwd: string, amend: boolean, allowed: readonly string[]): Promise<string[] | undefined> {
  const { stdout, code } = await runGit(cwd, ['diff-index', '--cached', '--name-only', '-z', '--no-renames', amend ? 'HEAD^' : 'HEAD', '--'], { okCodes: [128] });
  if (code !== 0) return undefined;
  const paths = stdout.toString('utf8').split('\0').filter(Boolean);
  const found = new Set(paths.map((path) => languageForPath(path, allowed)).filter((language): language is string => language !== undefined));
  return [...found].sort();
}

function gitAnalysisOptions(policy: LoadedPolicy): GitAnalysisOptions {
  return {
    ...engineOptions(policy),
    include: policy.analysis.include,
    exclude: policy.analysis.exclude,
    maxFileSizeBytes: policy.analysis.maxFileSize,
  };
}

async function configuredCommentChar(cwd: string): Promise<string | undefined> {
  const value = await gitText(cwd, ['config', '--get', 'core.commentChar'], { okCodes: [1] });
  return value === '' ? undefined : value;
}

function needsChangeFacts(policy: LoadedPolicy): boolean {
  return policy.rules.some((rule) => rule.mixedChanges && rule.level !== 'off');
}

/** The staged diff against the commit's base, for `mixedChanges` rules. */
async function stagedChangeFacts(cwd: string, base: string): Promise<ChangeFacts> {
  const diff = await gitText(cwd, ['diff', '--cached', '-U0', '-M', '--no-color', '--no-ext-diff', base, '--']);
  return parseUnifiedDiff(diff);
}

/** What stops the commit: the rules, the refactorings, how to approve, how to skip. */
function gateMessages(violations: readonly Violation[], situation: GateSituation): string[] {
  const lines = ['refdiff: commit stopped by the refactoring policy', ...renderViolationsText(violations).trimEnd().split('\n')];
  const approval = violations.find((violation) => isBlocking(violation) && violation.approval)?.approval;
  if (approval) lines.push(...approvalAdvice(approval.trailer, situation));
  lines.push(skipAdvice(situation));
  return lines;
}

/** Our lines in the message's byte-for-byte latin1 view: UTF-8 bytes, one char per byte. */
function asLatin1(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

function ok(messages: string[]): HookOutcome {
  return { exitCode: 0, messages };
}

function unchanged(reason: string): HookOutcome {
  return ok([`refdiff: ${reason}; commit message left unchanged`]);
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0].trim() || 'unexpected error';
}
