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
  user?: { login?: string; type?: string } | null;
}

/**
 * Keeps one refdiff comment on a pull request, updated in place. The previous one is the
 * comment holding the marker written by whoever owns the token: the login from `GET /user`
 * when the token may read it (a personal token), else a bot account (`GITHUB_TOKEN` cannot
 * read `/user`; its comments are by github-actions[bot], a GitHub App's by `<app>[bot]`).
 * `body` undefined means nothing remains to report: an existing comment is marked so, and
 * none is created. API failures never throw: a 403 (a fork's read-only token, or no
 * `pull-requests: write`) is `forbidden`, anything else `failed`.
 */
export async function upsertComment(octokit: Octokit, target: CommentTarget, body: string | undefined, nothingLeft: string): Promise<CommentResult> {
  try {
    const owner = await tokenOwner(octokit);
    const comments = (await octokit.paginate(octokit.rest.issues.listComments, {
      owner: target.owner,
      repo: target.repo,
      issue_number: target.issueNumber,
      per_page: 100,
    })) as IssueComment[];
    const previous = comments.find((comment) => comment.body?.includes(COMMENT_MARKER) && isOwnedBy(comment, owner));
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

/** The token owner's login, or undefined when the token may not ask (the Actions token). */
async function tokenOwner(octokit: Octokit): Promise<string | undefined> {
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login;
  } catch {
    return undefined;
  }
}

function isOwnedBy(comment: IssueComment, owner: string | undefined): boolean {
  const user = comment.user;
  if (!user) return false;
  if (owner) return user.login === owner;
  return user.login === ACTIONS_BOT_LOGIN || user.type === 'Bot';
}
