import { RefdiffError } from '../errors';
import type { RepositoryHistory } from './repository-history';

/** What the workflow run is about: the event's name and payload, as the runner gives them. */
export interface EventContext {
  eventName: string;
  /** The parsed `GITHUB_EVENT_PATH` file. */
  payload: Record<string, any>;
  /** `GITHUB_SHA` */
  sha: string;
  /** `GITHUB_REF` */
  ref: string;
}

/** The `base` / `head` inputs, which override the event's range. */
export interface RangeOverride {
  base?: string;
  head?: string;
}

/** Which commits to analyse. */
export interface RevisionPlan {
  /** Reported one by one against their first parent, oldest first (merge commits left out). */
  commits: string[];
  /** The whole change, `base` -> `head` (like a pull request's "Files changed"), when it has more than one commit or is a pull request. */
  combined?: { base: string; head: string };
  /** What was decided and why (new branch, force push, history fetched), for the summary. */
  notes: string[];
}

/** At most this many commits are reported one by one (the newest); the combined report covers all. */
export const MAX_COMMITS = 100;

/** The history the checkout has is not enough, and fetching more did not help. */
export class MissingHistoryError extends RefdiffError {
  constructor(what: string) {
    super(
      `${what}. The checkout lacks the history refdiff needs and fetching it failed: ` +
        'set `fetch-depth: 0` on actions/checkout.',
    );
  }
}

const ZERO_SHA = /^0+$/;
/** How far a shallow clone is deepened, step by step, before giving up on it. */
const DEEPEN_STEPS: readonly (number | 'unshallow')[] = [50, 500, 'unshallow'];

/** A plan and the history it relies on: pairs of commits whose histories must be complete. */
interface Draft {
  plan: RevisionPlan;
  needs: { a: string; b?: string }[];
}

/**
 * Turns the event into the commits to analyse, with git (`rev-list`, `merge-base`), never the
 * payload's commit list (capped at 20 by GitHub). A shallow clone is deepened until the
 * history the plan relies on is complete.
 */
export async function planRevisions(history: RepositoryHistory, event: EventContext, override: RangeOverride = {}): Promise<RevisionPlan> {
  let deepened: string | undefined;
  for (let step = 0; ; step++) {
    const draft = await draftPlan(history, event, override);
    if (await isSatisfied(history, draft)) {
      if (deepened) draft.plan.notes.push(`Shallow clone: fetched the missing history (${deepened}).`);
      return capCommits(draft.plan);
    }
    const depth = DEEPEN_STEPS[step];
    if (depth === undefined || !(await history.deepen(depth))) {
      throw new MissingHistoryError(`The history of ${describeNeeds(draft)} is cut off by a shallow clone`);
    }
    deepened = depth === 'unshallow' ? 'git fetch --unshallow' : `git fetch --deepen=${depth}`;
  }
}

async function isSatisfied(history: RepositoryHistory, draft: Draft): Promise<boolean> {
  for (const need of draft.needs) if (!(await history.isComplete(need.a, need.b))) return false;
  return true;
}

function describeNeeds(draft: Draft): string {
  return draft.needs.map((need) => (need.b ? `${short(need.b)}..${short(need.a)}` : short(need.a))).join(', ');
}

function capCommits(plan: RevisionPlan): RevisionPlan {
  if (plan.commits.length <= MAX_COMMITS) return plan;
  const skipped = plan.commits.length - MAX_COMMITS;
  plan.notes.push(`${plan.commits.length} commits: the ${MAX_COMMITS} newest are reported one by one, ${skipped} older ones only in the combined report.`);
  plan.commits = plan.commits.slice(-MAX_COMMITS);
  return plan;
}

async function draftPlan(history: RepositoryHistory, event: EventContext, override: RangeOverride): Promise<Draft> {
  if (override.base || override.head) return overridePlan(history, event, override);
  const payload = event.payload;
  switch (event.eventName) {
    case 'push':
      return pushPlan(history, event);
    case 'pull_request':
    case 'pull_request_target':
      return rangePlan(history, payload.pull_request?.base?.sha, payload.pull_request?.head?.sha, 'pull request');
    case 'merge_group':
      return rangePlan(history, payload.merge_group?.base_sha, payload.merge_group?.head_sha, 'merge group');
    default:
      return headPlan(event.sha, [`Event '${event.eventName}': analysed the commit ${short(event.sha)}.`]);
  }
}

/** `base`/`head` inputs (workflow_dispatch inputs, or a fixed range on any event). */
async function overridePlan(history: RepositoryHistory, event: EventContext, override: RangeOverride): Promise<Draft> {
  const head = await requireCommit(history, override.head ?? event.sha, 'head');
  if (!override.base) return headPlan(head, []);
  const base = await requireCommit(history, override.base, 'base');
  return rangePlan(history, base, head, 'range');
}

/** Resolves a revision, fetching it (a branch name or a commit id) when it is not here. */
async function requireCommit(history: RepositoryHistory, rev: string, input: string): Promise<string> {
  const found = await history.resolveCommit(rev);
  if (found) return found;
  if (/^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(rev)) {
    if (await history.fetchCommits([rev])) return rev.toLowerCase();
  } else {
    const ref = await history.fetchBranch(rev.replace(/^(refs\/heads\/|origin\/)/, ''));
    if (ref) return (await history.resolveCommit(ref)) as string;
  }
  throw new RefdiffError(`input '${input}': unknown revision '${rev}' (not in the checkout, and not fetchable from origin)`);
}

async function ensureCommit(history: RepositoryHistory, sha: string, what: string): Promise<string> {
  if (await history.resolveCommit(sha)) return sha;
  if ((await history.fetchCommits([sha])) && (await history.resolveCommit(sha))) return sha;
  throw new MissingHistoryError(`The ${what} commit ${short(sha)} is not in the checkout`);
}

function headPlan(head: string, notes: string[]): Draft {
  return { plan: { commits: [head], notes }, needs: [{ a: head }] };
}

/** A pull request or merge group: each commit of `base..head`, and the whole change from their merge base. */
async function rangePlan(history: RepositoryHistory, baseSha: unknown, headSha: unknown, what: string): Promise<Draft> {
  if (typeof baseSha !== 'string' || typeof headSha !== 'string') {
    throw new RefdiffError(`the event payload has no ${what} base and head commits`);
  }
  await fetchMissing(history, [baseSha, headSha]);
  const base = await ensureCommit(history, baseSha, `${what} base`);
  const head = await ensureCommit(history, headSha, `${what} head`);
  const needs = [{ a: head, b: base }];
  const start = await history.mergeBase(base, head);
  if (!start) {
    if (await history.isShallow()) return { plan: { commits: [], notes: [] }, needs };
    throw new RefdiffError(`the ${what} base ${short(base)} and head ${short(head)} have no common history`);
  }
  const commits = await history.commitsBetween(head, [start]);
  return { plan: { commits, combined: { base: start, head }, notes: [] }, needs };
}

async function fetchMissing(history: RepositoryHistory, shas: readonly string[]): Promise<void> {
  // One at a time: a single unfetchable id (a force-pushed-away head) fails a whole fetch.
  for (const sha of shas) if (!(await history.resolveCommit(sha))) await history.fetchCommits([sha]);
}

async function pushPlan(history: RepositoryHistory, event: EventContext): Promise<Draft> {
  const payload = event.payload;
  const after = typeof payload.after === 'string' ? payload.after : event.sha;
  if (payload.deleted === true || ZERO_SHA.test(after)) {
    return { plan: { commits: [], notes: [`${event.ref} was deleted: nothing to analyse.`] }, needs: [] };
  }
  const before = typeof payload.before === 'string' ? payload.before : undefined;
  await fetchMissing(history, before && !ZERO_SHA.test(before) ? [after, before] : [after]);
  await ensureCommit(history, after, 'pushed');
  if (!before || ZERO_SHA.test(before)) return newBranchPlan(history, event, after, `New branch ${branchName(event.ref)}`);
  if (!(await history.resolveCommit(before))) {
    return newBranchPlan(
      history,
      event,
      after,
      `The push's previous head ${short(before)} is not in the repository (force push?)`,
    );
  }
  const needs = [{ a: after, b: before }];
  if (await history.isAncestor(before, after)) {
    const commits = await history.commitsBetween(after, [before]);
    const combined = commits.length > 1 ? { base: before, head: after } : undefined;
    return { plan: { commits, combined, notes: [] }, needs };
  }
  const commits = await history.commitsBetween(after, [before]);
  const note = `Force push: ${short(before)} is not an ancestor of ${short(after)}; analysed the ${count(commits.length, 'commit')} not in the previous head.`;
  return { plan: { commits, notes: [note] }, needs };
}

/**
 * A push without a usable `before`: the commits not on the default branch, or, when there
 * are none (or this is the default branch), the head commit alone.
 */
async function newBranchPlan(history: RepositoryHistory, event: EventContext, after: string, reason: string): Promise<Draft> {
  const defaultBranch = event.payload.repository?.default_branch;
  const pushed = branchName(event.ref);
  if (typeof defaultBranch === 'string' && defaultBranch !== pushed) {
    const ref = await history.fetchBranch(defaultBranch);
    const tip = ref ? await history.resolveCommit(ref) : undefined;
    if (tip) {
      const needs = [{ a: after, b: tip }];
      const commits = await history.commitsBetween(after, [tip]);
      if (commits.length > 0) {
        const start = await history.mergeBase(tip, after);
        const combined = start && commits.length > 1 ? { base: start, head: after } : undefined;
        const note = `${reason}: analysed the ${count(commits.length, 'commit')} not on ${defaultBranch}.`;
        return { plan: { commits, combined, notes: [note] }, needs };
      }
    }
  }
  return headPlan(after, [`${reason}: analysed the head commit ${short(after)} only.`]);
}

function branchName(ref: string): string {
  return ref.replace(/^refs\/heads\//, '');
}

function short(sha: string): string {
  return /^[0-9a-f]{40,64}$/.test(sha) ? sha.slice(0, 7) : sha;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
