import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { Context } from '@actions/github/lib/context';
import { appendFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { RefdiffError } from '../errors';
import { PolicyError, type FailOn } from '../policy';
import { analyzePlan } from './analyze-plan';
import { annotationTotal, hiddenAnnotationsNote, planAnnotations, type Annotation } from './annotations';
import { runUrl } from './diff-links';
import { decideGate } from './gate';
import { readInputs } from './inputs';
import { refactoringCount, violationsOf, type ActionOutcome } from './outcome';
import { COMMENT_LIMIT_BYTES, COMMENT_MARKER, upsertComment } from './pr-comment';
import { writeReportFiles } from './report-files';
import { writeHtmlReport } from './html-report';
import { RepositoryHistory } from './repository-history';
import { choosePolicy } from './policy-source';
import { planRevisions } from './revisions';
import { headline, renderSummary, SUMMARY_LIMIT_BYTES } from './summary';

/**
 * One run of the action: inputs -> the commits the event is about -> the policy (as committed;
 * the base's for a review) -> analysis and policy per commit -> report files, annotations, PR
 * comment, job summary, outputs -> the gate.
 * Everything comes from the environment the runner sets (INPUT_*, GITHUB_*).
 */
export async function runAction(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const inputs = readInputs();
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd());
  const history = new RepositoryHistory(workspace);
  if (!(await history.isRepository())) {
    throw new RefdiffError(`the workspace ${workspace} is not a git repository: add an actions/checkout step (with fetch-depth: 0) before refdiff`);
  }
  const github = new Context();
  const plan = await planRevisions(history, { eventName: github.eventName, payload: github.payload, sha: github.sha, ref: github.ref }, inputs);
  const { policy, note: policyNote } = await choosePolicy(history, github, plan, inputs.config);
  if (policyNote) plan.notes.push(policyNote);
  const settings = {
    summary: policy.action.summary,
    annotations: inputs.annotations ?? policy.action.annotations,
    comment: inputs.comment ?? policy.action.comment,
    reportPath: inputs.reportPath ?? policy.action.reportPath,
    failOn: (inputs.failOn ?? policy.action.failOn) as FailOn,
  };
  const repository = env.GITHUB_REPOSITORY ?? `${github.repo.owner}/${github.repo.repo}`;
  const analysed = await analyzePlan(workspace, plan, policy, { eventName: github.eventName, repository, serverUrl: github.serverUrl });
  // The event's facts the renderers link to: the pull request's diff, the run's artifacts.
  const outcome: ActionOutcome = {
    ...analysed,
    pullRequest: typeof github.payload.pull_request?.number === 'number' ? github.payload.pull_request.number : undefined,
    runUrl: github.runId ? runUrl(github.serverUrl, repository, github.runId) : undefined,
  };
  const gate = decideGate(outcome, settings.failOn, policy.source);
  const line = headline(outcome);
  core.info(`refdiff: ${line}`);
  for (const note of outcome.notes) core.info(note);

  const reports = writeReportFiles(workspace, settings.reportPath, outcome, gate);
  const htmlReport = await writeHtmlReport(workspace, reports.json, outcome);
  const reportFile = workspacePath(workspace, reports.json);
  const extraNotes: string[] = [];
  let annotationsNote: string | undefined;

  if (settings.annotations) {
    const annotations = planAnnotations(outcome, gate.failure ? 1 : 0);
    for (const annotation of annotations.annotations) emitAnnotation(annotation);
    annotationsNote = hiddenAnnotationsNote(annotations.annotations.length, annotationTotal(annotations), settings.reportPath);
  }

  if (settings.comment) {
    const note = await commentOnPullRequest(github, inputs.token, outcome, gate, reportFile, annotationsNote);
    if (note) extraNotes.push(note);
  }

  if (settings.summary) {
    writeJobSummary(env, renderSummary(outcome, { maxBytes: SUMMARY_LIMIT_BYTES, reportFile, gate, commitTables: true, extraNotes, annotationsNote }));
  }

  core.setOutput('refactorings', refactoringCount(outcome));
  core.setOutput('violations', violationsOf(outcome).filter(({ violation }) => !violation.approved).length);
  core.setOutput('report-json', reports.json);
  core.setOutput('report-markdown', reports.markdown);
  core.setOutput('report-html', htmlReport);
  core.setOutput('report-sarif', reports.sarif);
  core.setOutput('summary', line);
  if (gate.failure) core.setFailed(gate.failure);
}

/**
 * Appends to the step's summary file. Not core.summary: it remembers the first file it saw for
 * the life of the process, and the Markdown is already escaped and sized here.
 */
function writeJobSummary(env: NodeJS.ProcessEnv, markdown: string): void {
  const file = env.GITHUB_STEP_SUMMARY;
  if (!file) {
    core.info('No GITHUB_STEP_SUMMARY: the job summary is skipped (the Markdown report has the same content).');
    return;
  }
  appendFileSync(file, markdown);
}

/** A path as the reader knows it: relative to the workspace when inside it. */
function workspacePath(workspace: string, path: string): string {
  const inside = relative(workspace, path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : path;
}

function emitAnnotation(annotation: Annotation): void {
  const properties = { title: annotation.title, file: annotation.file, startLine: annotation.startLine, endLine: annotation.endLine };
  if (annotation.level === 'error') core.error(annotation.message, properties);
  else if (annotation.level === 'warning') core.warning(annotation.message, properties);
  else core.notice(annotation.message, properties);
}

/**
 * The sticky PR comment. Never fails the step: a fork's read-only token or a missing
 * `pull-requests: write` permission gives a notice, and the summary and annotations remain.
 * Returns a note for the summary when the comment could not be written.
 */
async function commentOnPullRequest(
  github: Context,
  token: string,
  outcome: ActionOutcome,
  gate: ReturnType<typeof decideGate>,
  reportFile: string,
  annotationsNote: string | undefined,
): Promise<string | undefined> {
  const pullRequest = github.payload.pull_request;
  if (!pullRequest) {
    core.info(`comment: not a pull request (${github.eventName}); no comment`);
    return undefined;
  }
  const headRepo = pullRequest.head?.repo?.full_name;
  const baseRepo = pullRequest.base?.repo?.full_name;
  if (headRepo !== baseRepo) {
    const note = `Pull request from a fork (${headRepo ?? 'a deleted repository'}): its token is read-only, so the results are in this summary and the annotations instead of a comment.`;
    core.notice(note);
    return note;
  }
  if (!token) {
    core.warning('comment: no token; set the `token` input (it defaults to github.token)');
    return undefined;
  }
  const octokit = getOctokit(token, { baseUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com' });
  const nothingLeft = refactoringCount(outcome) === 0 && violationsOf(outcome).length === 0;
  const body = nothingLeft ? undefined : `${COMMENT_MARKER}\n${renderSummary(outcome, { maxBytes: COMMENT_LIMIT_BYTES, reportFile, gate, commitTables: false, annotationsNote })}`;
  const head = outcome.combined?.head ?? outcome.commits[outcome.commits.length - 1]?.sha ?? github.sha;
  const result = await upsertComment(
    octokit,
    { owner: github.repo.owner, repo: github.repo.repo, issueNumber: pullRequest.number },
    body,
    `**refdiff:** no refactorings or rule violations remain as of ${head.slice(0, 7)}.`,
  );
  switch (result.action) {
    case 'forbidden': {
      const note = `Could not comment on the pull request (403: ${result.reason}); the results are in this summary and the annotations. Commenting needs \`permissions: pull-requests: write\`.`;
      core.notice(note);
      return note;
    }
    case 'failed':
      core.warning(`comment: ${result.reason}`);
      return `Could not comment on the pull request: ${result.reason}.`;
    case 'none':
      core.info('comment: nothing to report and no earlier comment');
      return undefined;
    default:
      core.info(`comment: ${result.action} comment ${result.id}`);
      return undefined;
  }
}

/** Ends a failed run: known failures in one line (a policy file: each problem), bugs with their stack in the debug log. */
export function reportFailure(error: unknown): void {
  if (error instanceof PolicyError) return core.setFailed(`refdiff: ${error.problems.join('\n')}`);
  if (error instanceof RefdiffError) return core.setFailed(`refdiff: ${error.message}`);
  const failure = error instanceof Error ? error : new Error(String(error));
  core.debug(failure.stack ?? failure.message);
  core.setFailed(`refdiff: internal error: ${failure.message}`);
}
