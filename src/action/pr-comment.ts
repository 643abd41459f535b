import type { getOctokit } from '@actions/github';

type Octokit = ReturnType<typeof getOctokit>;

/** Hidden in the rendered comment; finds the comment to update on the next run. */
export const COMMENT_MARKER = '<!-- refdiff-report -->';
/** The login of the Actions token (`GITHUB_TOKEN`). */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
/** GitHub refuses comment bodies over 65,536 characters. */
export const COMMENT_LIMIT_BYTES = 60_000;

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export type CommentResult =
  | { action: 'created' | 'updated' | 'marked' | 'unchanged'; id: number }
  | { action: 'none' }
  | { action: 'forbidden' | 'failed'; reason: string };

interface IssueComment {
  id: number;
  body?: string | null;
  user?: { login?: string } | null;
}

/**
 * Keeps one refdiff comment on a pull request, updated in place. The previous one is the
 * comment that starts with the marker and is written by the token's own account, whose login
 * GraphQL's `viewer` gives for every kind of token (`github-actions[bot]` for `GITHUB_TOKEN`,
 * `<app>[bot]` for a GitHub App's, the user for a personal token; REST `GET /user` refuses the
 * first two). Without that answer only `github-actions[bot]` counts: another bot quoting the
 * marker (renovate[bot], dependabot[bot]) must never be edited.
 * `body` undefined means nothing remains to report: an existing comment is marked so, and
 * none is created. API failures never throw: a 403 (a fork's read-only token, or no
 * `pull-requests: write`) is `forbidden`, anything else `failed`.
 */
export async function upsertComment(octokit: Octokit, target: CommentTarget, body: string | undefined, nothingLeft: string): Promise<CommentResult> {
  try {
    const owner = (await tokenLogin(octokit)) ?? ACTIONS_BOT_LOGIN;
    const comments = (await octokit.paginate(octokit.rest.issues.listComments, {
      owner: target.owner,
      repo: target.repo,
      issue_number: target.issueNumber,
      per_page: 100,
    })) as IssueComment[];
    const previous = comments.find((comment) => comment.body?.startsWith(COMMENT_MARKER) && comment.user?.login === owner);
    const wanted = body ?? (previous ? `${COMMENT_MARKER}\n${nothingLeft}` : undefined);
    if (wanted === undefined) return { action: 'none' };
    if (previous) {
      if (previous.body === wanted) return { action: 'unchanged', id: previous.id };
      await octokit.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: previous.id, body: wanted });
      return { action: body === undefined ? 'marked' : 'updated', id: previous.id };
    }
    const created = await octokit.rest.issues.createComment({ owner: target.owner, repo: target.repo, issue_number: target.issueNumber, body: wanted });
    return { action: 'created', id: created.data.id };
  } catch (error) {
    const status = (error as { status?: number }).status;
    const message = (error as Error).message.split('\n')[0];
    if (status === 403) return { action: 'forbidden', reason: message };
    return { action: 'failed', reason: status ? `HTTP ${status}: ${message}` : message };
  }
}

/** The login of the token's account, or undefined when GitHub does not say. */
async function tokenLogin(octokit: Octokit): Promise<string | undefined> {
  try {
    const { viewer } = await octokit.graphql<{ viewer: { login: string } }>('query { viewer { login } }');
    return viewer.login || undefined;
  } catch {
    return undefined;
  }
}
