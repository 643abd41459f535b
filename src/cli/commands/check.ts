import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { Command, Option } from 'commander';
import {
  engineOptions,
  filterReport,
  gateExitCode,
  loadPolicy,
  renderViolationsMarkdown,
  renderViolationsText,
  summarizeViolations,
  violationsToJson,
  type FailOn,
  type LoadedPolicy,
  type Violation,
} from '../../policy';
import { judgeChange } from '../../policy/git-change-facts';
import { analyzeCommit, analyzeRange, analyzeStaged, type CommitAnalysis } from '../../sources/git/analyze';
import { RefdiffError, UsageError } from '../../errors';
import { approvalAdvice } from '../../hook/gate-advice';
import { currentRebaseStep } from '../../hook/rebase-step';
import { openOutput, warner, type CliIo, type Output } from '../output';
import { commitHeading } from '../present';
import { printable } from '../../report/render-text';
import type { Refactoring } from '../../report/types';
import { renderSarif } from '../../report/render-sarif';

const CHECK_FORMATS = ['text', 'json', 'markdown', 'sarif'] as const;
type CheckFormat = (typeof CHECK_FORMATS)[number];

interface CheckOptions {
  staged?: boolean;
  amend?: boolean;
  config?: string;
  format: CheckFormat;
  output?: string;
  messageFile?: string;
  failOn: FailOn;
  quiet?: boolean;
  color: boolean;
}

/** The gate fired: exit code 1, with the stdout listing saying why. */
export class GateFailure extends RefdiffError {
  constructor(message: string) {
    super(message, 1);
  }
}

/** One analysed change and what the policy says about it. */
export interface CheckedChange {
  analysis: CommitAnalysis;
  refactorings: number;
  /** The refactorings the policy's `analysis` reports. */
  reported: Refactoring[];
  violations: Violation[];
}

export function checkCommand(io: CliIo): Command {
  return new Command('check')
    .description('evaluate the policy rules (.refdiffrc.yml) on a commit, a range or the staged changes; exit 1 when an error rule fires')
    .argument('[target]', 'a commit (default HEAD) or a range base..head (each commit checked with its own message)')
    .option('--staged', 'check what is staged in the index, against HEAD')
    .option('--amend', 'with --staged: against the parent of HEAD, as `git commit --amend` would record')
    .option('-c, --config <path>', 'the policy file (default: .refdiffrc.yml or .refdiffrc.yaml at the repository root)')
    .addOption(new Option('-f, --format <format>', 'output format').choices(CHECK_FORMATS).default('text'))
    .option('-o, --output <file>', 'write the output to a file instead of stdout')
    .option('--message-file <path>', 'the commit message to read approval trailers from (for --staged)')
    .addOption(new Option('--fail-on <level>', 'which violations fail the check').choices(['error', 'warning', 'never']).default('error'))
    .option('-q, --quiet', 'no warning lines on stderr (errors still)')
    .option('--no-color', 'no colours')
    .action(async (target: string | undefined, options: CheckOptions) => {
      if (options.staged && target !== undefined) throw new UsageError('give either a commit or range, or --staged, not both');
      if (options.amend && !options.staged) throw new UsageError('--amend goes with --staged');
      if (options.messageFile !== undefined && !options.staged) {
        throw new UsageError('--message-file goes with --staged (a commit brings its own message)');
      }
      const policy = loadPolicy({ cwd: io.cwd, configPath: options.config });
      const message = options.messageFile === undefined ? undefined : readMessage(io.cwd, options.messageFile);
      const output = openOutput(io, options.output, options.color);
      const checked = await checkChanges(io, policy, target, options, message);
      writeCheck(output, options.format, checked, policy, options.failOn, io.cwd);
      await output.close();
      const all = checked.flatMap((change) => change.violations);
      if (gateExitCode(all, options.failOn) !== 0) {
        await adviseInRebase(io, target, options, all);
        const rules = [...new Set(all.filter((v) => !v.approved).map((v) => `'${v.rule}'`))];
        throw new GateFailure(`policy check failed: ${summarizeViolations(all)} (${rules.length === 1 ? 'rule' : 'rules'} ${rules.join(', ')})`);
      }
    });
}

/**
 * `git rebase -i --exec "refdiff check"` stops after the commit is made: approving it means
 * amending it, then letting the rebase go on. Said only there, where the usual advice
 * (the trailer with the next `git commit`) does not work.
 */
async function adviseInRebase(io: CliIo, target: string | undefined, options: CheckOptions, violations: readonly Violation[]): Promise<void> {
  if (options.staged || (target !== undefined && target !== 'HEAD')) return;
  const trailer = violations.find((violation) => !violation.approved && violation.approval)?.approval?.trailer;
  const rebase = trailer ? await currentRebaseStep(io.cwd) : undefined;
  if (trailer && rebase) io.stderr.write(`${approvalAdvice(trailer, { rebase, amend: true, byRebase: false }).join('\n')}\n`);
}

async function checkChanges(
  io: CliIo,
  policy: LoadedPolicy,
  target: string | undefined,
  options: CheckOptions,
  message: string | undefined,
): Promise<CheckedChange[]> {
  const analysis = engineOptions(policy);
  let analyses: CommitAnalysis[];
  if (options.staged) analyses = [await analyzeStaged({ cwd: io.cwd, amend: options.amend, analysis })];
  else if (target !== undefined && target.includes('..')) analyses = await analyzeRange({ cwd: io.cwd, range: target, analysis });
  else analyses = [await analyzeCommit({ cwd: io.cwd, rev: target ?? 'HEAD', analysis })];

  const checked: CheckedChange[] = [];
  for (const item of analyses) {
    for (const warning of item.warnings) warner(io, options.quiet)(warning);
    const violations = await judgeChange(io.cwd, policy, { report: item.report, before: item.before, after: item.after, commitMessage: item.commit?.message ?? message });
    const reported = filterReport(policy, item.report).refactorings;
    checked.push({ analysis: item, refactorings: reported.length, reported, violations });
  }
  return checked;
}

function readMessage(cwd: string, path: string): string {
  try {
    return readFileSync(resolve(cwd, path), 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read the message file ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

function heading(change: CheckedChange): string {
  const { analysis } = change;
  if (analysis.commit) return commitHeading(analysis.commit);
  return analysis.after === 'index' ? 'staged changes' : `${analysis.before.slice(0, 12)}..${analysis.after.slice(0, 12)}`;
}

function writeCheck(output: Output, format: CheckFormat, checked: CheckedChange[], policy: LoadedPolicy, failOn: FailOn, cwd: string): void {
  const many = checked.length > 1;
  switch (format) {
    case 'json': {
      const document = {
        ok: checked.every((change) => gateExitCode(change.violations, failOn) === 0),
        policy: policy.source ?? null,
        failOn,
        changes: checked.map((change) => ({
          before: change.analysis.before,
          after: change.analysis.after,
          ...(change.analysis.commit ? { commit: { sha: change.analysis.commit.sha, subject: change.analysis.commit.subject } } : {}),
          refactorings: change.refactorings,
          ...violationsToJson(change.violations, failOn),
        })),
      };
      return output.write(`${JSON.stringify(document, null, 2)}\n`);
    }
    case 'sarif': {
      const changes = checked.map((change) => ({ commit: change.analysis.commit?.sha, refactorings: change.reported, violations: change.violations }));
      return output.write(renderSarif({ changes, policyFile: policyPath(policy, cwd) }));
    }
    case 'markdown':
      for (const change of checked) {
        if (many) output.write(`#### ${heading(change).replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)}\n\n`);
        output.write(renderViolationsMarkdown(change.violations));
        if (many) output.write('\n');
      }
      return;
    case 'text':
      if (checked.length === 0) return output.write('no commits to check\n');
      for (const change of checked) {
        if (many || change.analysis.commit) output.write(`${printable(heading(change))}: ${plural(change.refactorings, 'refactoring')}\n`);
        output.write(renderViolationsText(change.violations));
      }
  }
}

/** The policy file as a path from the folder refdiff runs in (the repository root, usually), for SARIF. */
function policyPath(policy: LoadedPolicy, cwd: string): string | undefined {
  if (!policy.source) return undefined;
  const path = relative(cwd, resolve(cwd, policy.source));
  return path.startsWith('..') || isAbsolute(path) ? undefined : path.split('\\').join('/');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
