import { RefdiffError } from '../../errors';

/** A git failure the user can fix: not a repository, unknown revision, unreadable object. */
export class GitError extends RefdiffError {}

const DEEPEN_HINT =
  'deepen it with `git fetch --deepen=N` or `git fetch --unshallow` (GitHub Actions: `fetch-depth: 0` on actions/checkout)';

/** The history needed is not in this clone (shallow clone boundary). */
export class ShallowHistoryError extends GitError {
  constructor(commit: string) {
    super(`the parent of commit ${commit.slice(0, 12)} is not in this shallow clone; ${DEEPEN_HINT}`);
  }
}

/** A revision such as `HEAD~1` that names a commit beyond a shallow clone's boundary. */
export class ShallowRevisionError extends GitError {
  constructor(rev: string) {
    super(`'${rev}' is beyond the history of this shallow clone; ${DEEPEN_HINT}`);
  }
}
