import { isAbsolute, posix, relative, resolve, sep } from 'node:path';
import { RefdiffError } from '../errors';
import { loadPolicy, parsePolicy, POLICY_FILE_NAMES, type LoadedPolicy } from '../policy';
import { gitText } from '../sources/git/process';
import { committedPolicy, describePolicyChange, policyEntries } from './committed-policy';
import type { RepositoryHistory } from './repository-history';
import { MissingHistoryError, type EventContext, type RevisionPlan } from './revisions';

export interface ActionPolicy {
  policy: LoadedPolicy;
  /** Said in the summary when the change edits, adds, removes or renames a policy file it is not judged by. */
  note?: string;
}

/** Events whose change is under review: judged by the base's policy. */
export const REVIEW_EVENTS = new Set(['pull_request', 'pull_request_target', 'merge_group']);

/**
 * The policy a run is judged by, always read from git's objects (committed-policy.ts), never
 * from the checkout. A change under review (pull request, merge group) is judged by its base
 * branch's policy, found there by the base's own rules and read before anything of the head:
 * editing, renaming or deleting the policy file cannot relax the check it is under, the
 * summary says what the change did to it, and an edit that would not load fails the check. Elsewhere (pushes) the policy committed at the
 * analysed head applies. Only a `config` outside the workspace is read from disk: that file is
 * the workflow's, not the repository's.
 */
export async function choosePolicy(history: RepositoryHistory, event: Pick<EventContext, 'eventName' | 'payload'>, plan: RevisionPlan, configPath: string | undefined): Promise<ActionPolicy> {
  const candidates = await policyCandidates(history.cwd, configPath);
  if (!candidates) return { policy: loadPolicy({ cwd: history.cwd, configPath }) };
  const head = plan.combined?.head ?? plan.commits[plan.commits.length - 1];
  if (REVIEW_EVENTS.has(event.eventName)) {
    const base = await reviewBase(history, event, plan);
    const short = base.slice(0, 7);
    const policy = await committedPolicy(history.cwd, base, candidates, { label: (path) => `${path} at ${short}` });
    if (!head) return { policy };
    const before = await policyEntries(history.cwd, plan.combined?.base ?? base, candidates);
    const change = describePolicyChange(before, await policyEntries(history.cwd, head, candidates));
    if (!change) return { policy };
    // Read only now, and only to be checked: an edit that would not load fails here, not on the base branch once merged.
    await committedPolicy(history.cwd, head, candidates, { label: (path) => `${path} at ${head.slice(0, 7)}` });
    return { policy, note: `This change ${change}: it is judged by the policy of its base ${short}; the edit applies once merged.` };
  }
  const at = head ?? (await history.resolveCommit('HEAD'));
  if (!at) return { policy: { ...parsePolicy(''), source: undefined } };
  return { policy: await committedPolicy(history.cwd, at, candidates, { required: configPath !== undefined }) };
}

/**
 * Where the policy may be, as paths from the repository root: the standard names, or the
 * `config` input (relative to the workspace). Undefined for a `config` outside the workspace.
 */
async function policyCandidates(workspace: string, configPath: string | undefined): Promise<string[] | undefined> {
  if (configPath === undefined) return [...POLICY_FILE_NAMES];
  const inside = relative(workspace, resolve(workspace, configPath));
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return undefined;
  const prefix = await gitText(workspace, ['rev-parse', '--show-prefix']);
  return [posix.join(prefix, inside.split(sep).join('/'))];
}

/** The tip of the branch the change would merge into (not the merge base: a branch cut from an old, laxer policy gains nothing). */
async function reviewBase(history: RepositoryHistory, event: Pick<EventContext, 'eventName' | 'payload'>, plan: RevisionPlan): Promise<string> {
  const payload = event.payload;
  const sha: unknown = event.eventName === 'merge_group' ? payload.merge_group?.base_sha : payload.pull_request?.base?.sha;
  if (typeof sha !== 'string') {
    if (plan.combined) return plan.combined.base;
    throw new RefdiffError(`the ${event.eventName} event has no base commit, whose policy would judge the change`);
  }
  const found = (await history.resolveCommit(sha)) ?? ((await history.fetchCommits([sha])) ? await history.resolveCommit(sha) : undefined);
  if (!found) throw new MissingHistoryError(`The base commit ${sha.slice(0, 7)}, whose policy judges the change, is not in the checkout`);
  return found;
}
