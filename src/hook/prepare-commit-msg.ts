import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hasActiveRules, isBlocking, loadPolicy, PolicyError, renderViolationsText, type LoadedPolicy, type Violation } from '../policy';
import { gitText, runGit } from '../sources/git/process';
import { changedPaths, listIndexChanges, type TreeChange } from '../sources/git/changes';
import type { ListedStagedChanges } from '../sources/git/analyze';
import { languagesOfPaths } from '../languages/registry';
import { detectAmend } from './commit-invocation';
import { writeFileAtomic } from './atomic-write';
import { messageItems, messageRefactorings } from './format';
import { isEmptyMessage, renderedBlockLines, resolveCommentChar, updateMessage } from './message';
import { clearPending, writePending } from './pending-empty';
import { gitPaths, HOOK_SCRIPT_GIT_PATHS, hookScriptGitPaths, hookScriptListing, type GitPathsAndHead } from './git-paths';
import { type AnalysisOutcome, type StagedAnalysis } from './staged-analysis';
import { startHookAnalysis } from './hook-analysis';
import { rebaseStepIn } from './rebase-step';
import { effectiveSource } from './message-source';
import { approvalAdvice, skipAdvice, type GateSituation } from './gate-advice';
import { mark } from './profile-marks';

/** What `refdiff hook run` exits with to stop the commit; the shell hook turns it into exit 1. */
export const BLOCKED_EXIT_CODE = 20;

/** Used until the policy, which may set its own, has been read. */
const DEFAULT_TIMEOUT_MS = 5000;

/** The analysis stops this much before the limit (at most), to leave time to write what it found. */
const WRITE_RESERVE_MS = 250;

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
  /** The hook's shell, whose ancestors include `git commit` (default: this process's parent). */
  hookPid?: number;
  /**
   * Writes the updated message (default: atomically over the message file). The daemon writes
   * it beside the file instead, for its client to rename into place only while it still waits.
   */
  writeMessage?: (path: string, content: Buffer) => void;
  /** Starts the analysis thread (default: a new one; the daemon hands over one it started earlier). */
  startAnalysis?: (cwd: string) => StagedAnalysis;
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
  limitMs(): number;
  /** When the analysis must stop (epoch ms): the limit, less time to write the message. */
  analysisDeadline(): number;
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
    limitMs: () => limitMs,
    analysisDeadline: () => started + limitMs - Math.min(WRITE_RESERVE_MS, limitMs / 5),
    expired: () => expired,
  };
  arm();
  const work = prepare(input, control).catch(failedOpen);
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function prepare(input: PrepareCommitMsgInput, control: RunControl): Promise<HookOutcome> {
  // What the analysis needs loads while the hook reads git (see hook-analysis.ts); it ends with the hook.
  const analysis = (input.startAnalysis ?? startHookAnalysis)(input.cwd);
  try {
    return await prepareWith(analysis, input, control);
  } finally {
    analysis.stop();
  }
}

async function prepareWith(analysis: StagedAnalysis, input: PrepareCommitMsgInput, control: RunControl): Promise<HookOutcome> {
  // Git strips comment lines only when it opens an editor; it tells hooks "no editor" with GIT_EDITOR=:.
  const stripsComments = input.env.GIT_EDITOR !== ':';
  // Every commit waits for this hook: the git calls that do not depend on each other start at once.
  // A note left by a commit that never reached commit-msg must not act on this one.
  // The hook script has asked git already; without it (a hook manager's call), one git process.
  const hookPid = input.hookPid ?? process.ppid;
  const fromScript = hookScriptGitPaths(input.env, hookPid, input.cwd);
  const git = fromScript ? Promise.resolve(fromScript) : gitPaths(input.cwd, HOOK_SCRIPT_GIT_PATHS);
  // The script's listing goes with the script's HEAD: both, or neither.
  const listedByScript = fromScript ? hookScriptListing(input.env, hookPid) : undefined;
  const pending = git.then(({ paths: [path] }) => (clearPending(path), path));
  const configuredChar = stripsComments ? configuredCommentChar(input.cwd) : Promise.resolve(undefined);
  const rebaseStep = git.then(({ paths: [, rebaseMerge] }) => rebaseStepIn(rebaseMerge));
  // What is staged against HEAD, listed once for the staged languages and the analysis, while
  // HEAD is resolved (not for a merge, which is skipped by default; an amend lists its own).
  const againstHead = skippedByDefault(input.source) ? undefined : listedByScript ? Promise.resolve(listedByScript) : listIndexChanges(input.cwd, 'HEAD').catch(() => undefined);
  // Git runs hooks at the top of the work tree (githooks(5)): no synchronous git call to find it.
  const policy = loadPolicy({ cwd: input.cwd, topLevel: input.cwd });
  mark('policy loaded');
  analysis.prepare?.(policy);
  const settings = policy.commitMessage;
  control.setLimit(settings.timeoutMs);
  await pending;
  const step = await rebaseStep;
  const squashing = step?.amends === true;
  const source = await effectiveSource(input.cwd, input.source, step);
  if (source && (settings.skipSources as readonly string[]).includes(source)) return ok([]);
  if (!settings.enabled && policy.rules.length === 0) return ok([]);

  const invokedAmend = detectAmend(input.hookPid);
  const amend = invokedAmend ?? (squashing || (input.source === 'commit' && input.sha === 'HEAD'));
  const listed = amend ? undefined : await listedAgainstHead(git, againstHead);
  const analysing = await analyseStaged(analysis, input.cwd, amend, policy, listed);
  const analysed = await analysing?.result(control.analysisDeadline());
  if (analysing) mark('analysis received');
  const stopped = `stopped after ${control.limitMs()} ms (commitMessage.timeoutMs)`;

  const messagePath = resolve(input.cwd, input.messageFile);
  const original = readFileSync(messagePath);
  const commentChar = resolveCommentChar(await configuredChar, original.toString('latin1'), stripsComments);

  let violations: Violation[] = [];
  const notes: string[] = [];
  // Without an active rule there is nothing to judge: the analysis thread is not asked again.
  if (analysing && analysed?.complete && hasActiveRules(policy)) {
    const commitMessage = original.toString('utf8');
    const evaluated = await analysing.evaluate({ commitMessage, commentChar }, control.analysisDeadline());
    if (evaluated) violations = evaluated;
    else notes.push(`refdiff: ${stopped} while checking the rules; rules not checked`);
    mark('rules evaluated');
  }
  if (violations.some((violation) => isBlocking(violation))) {
    const situation = { rebase: step, amend: amend || step?.command === 'reword', byRebase: step !== undefined && invokedAmend === undefined };
    return { exitCode: BLOCKED_EXIT_CODE, messages: gateMessages(violations, situation) };
  }
  if (violations.some((violation) => !violation.approved)) notes.push(`refdiff: ${renderViolationsText(violations).trimEnd()}`);
  if (analysed && !analysed.complete && (!settings.enabled || analysed.refactorings.length === 0)) return unchanged(stopped);
  if (!settings.enabled) return ok(notes);

  const items = messageItems(messageRefactorings(refactoringsOf(analysed), settings), settings.maxItems);
  if (analysed && !analysed.complete) {
    items.push(partialItem(control.limitMs()));
    notes.push(`refdiff: ${stopped}; the message lists the refactorings of ${analysed.languagesDone.join(', ')} only, marked as partial; rules not checked`);
  }
  const block = { style: settings.style, key: settings.trailerKey, items };
  const layout = { commentChar, stripsComments };
  const text = original.toString('latin1');
  const updated = updateMessage(text, { ...block, items: items.map(asLatin1) }, layout);
  // After the time limit the commit has been let through with the message as it was.
  if (updated === text || control.expired()) return ok(notes);
  if (stripsComments && isEmptyMessage(text, layout)) writePending(await pending, { lines: renderedBlockLines(block), commentChar });
  (input.writeMessage ?? writeFileAtomic)(messagePath, Buffer.from(updated, 'latin1'));
  mark('message written');
  return ok(notes);
}

/**
 * Sets the analysis thread to what is being committed; undefined when no staged file is in a
 * language refdiff reads (most commits of docs or config): then no grammar is loaded. Only the
 * languages present are loaded otherwise.
 */
async function analyseStaged(analysis: StagedAnalysis, cwd: string, amend: boolean, policy: LoadedPolicy, listed: ListedStagedChanges | undefined): Promise<StagedAnalysis | undefined> {
  const allowed = policy.analysis.languages;
  const languages = listed ? languagesOfPaths(changedPaths(listed.changes), allowed).sort() : await stagedLanguages(cwd, amend, allowed);
  mark('staged languages known');
  if (languages?.length === 0) return undefined;
  analysis.analyse({ amend, languages, policy, ...(listed ? { listed } : {}) });
  return analysis;
}

/** Git's `$2` values that `skipSources` skips by default: no change is listed ahead for them. */
function skippedByDefault(source: string | undefined): boolean {
  return source === 'merge' || source === 'squash';
}

/** HEAD and the changes staged against it, when both are known (not on an unborn branch). */
async function listedAgainstHead(git: Promise<GitPathsAndHead>, againstHead: Promise<TreeChange[] | undefined> | undefined): Promise<ListedStagedChanges | undefined> {
  const { paths, head } = await git;
  const changes = await againstHead;
  return head && changes ? { head, changes, shallowFile: paths[2] } : undefined;
}

/** Both names of every changed path, as `git diff-index --name-only --no-renames` lists them. */
function refactoringsOf(analysed: AnalysisOutcome | undefined) {
  if (!analysed) return [];
  return analysed.complete ? analysed.report.refactorings : analysed.refactorings;
}

/** The last line of a list the time limit cut short: the message says it is partial. */
function partialItem(limitMs: number): string {
  return `... partial list: the analysis was stopped after ${limitMs} ms`;
}

/** The languages of the staged paths; undefined when git cannot say (an unborn branch). */
async function stagedLanguages(cwd: string, amend: boolean, allowed: readonly string[]): Promise<string[] | undefined> {
  const { stdout, code } = await runGit(cwd, ['diff-index', '--cached', '--name-only', '-z', '--no-renames', amend ? 'HEAD^' : 'HEAD', '--'], { okCodes: [128] });
  if (code !== 0) return undefined;
  const paths = stdout.toString('utf8').split('\0').filter(Boolean);
  return languagesOfPaths(paths, allowed).sort();
}

async function configuredCommentChar(cwd: string): Promise<string | undefined> {
  const value = await gitText(cwd, ['config', '--get', 'core.commentChar'], { okCodes: [1] });
  return value === '' ? undefined : value;
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

/** What went wrong, and the message left as it was; every problem of a bad policy, one line each, as `refdiff check` lists them. */
function failedOpen(error: unknown): HookOutcome {
  if (!(error instanceof PolicyError) || error.problems.length < 2) return unchanged(oneLine(error));
  return ok([...error.problems.map((problem) => `refdiff: ${problem}`), `refdiff: ${error.problems.length} policy problems; commit message left unchanged`]);
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0].trim() || 'unexpected error';
}
