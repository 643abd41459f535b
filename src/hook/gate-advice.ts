import type { RebaseStep } from './rebase-step';

/**
 * How to approve (or skip) what the gate stopped, as commands that work where the user is.
 * Outside a rebase the approval comes with the next `git commit`. Inside `git rebase -i` the
 * rebase waits: the commit must get the trailer, then the rebase goes on. A step that git
 * committed itself (pick, fixup without an editor) is put back on the todo list when the hook
 * stops it, so it must come off again or it would be applied twice.
 */
export interface GateSituation {
  /** The rebase step being committed; undefined outside a rebase. */
  rebase?: RebaseStep;
  /** The commit being approved already exists (reword, `--amend`, a fixup, a checked HEAD). */
  amend: boolean;
  /** The step is committed by git rebase itself, not by a `git commit` process. */
  byRebase: boolean;
}

export function approvalAdvice(trailer: string, situation: GateSituation): string[] {
  const line = `"${trailer}: <reason>"`;
  if (!situation.rebase) {
    return [
      `to approve: git commit --trailer ${line} ... (or end a -m/-F message with that line;`,
      '  the hook runs before the editor opens, so an approval typed in the editor comes too late)',
    ];
  }
  const commit = `git commit${situation.amend ? ' --amend' : ''} --no-edit --trailer ${line} && git rebase --continue`;
  if (!situation.byRebase) return [`to approve in this rebase: ${commit}`];
  return [
    `to approve in this rebase: git -c sequence.editor="sed -i.bak 1d" rebase --edit-todo && ${commit}`,
    '  (git put the stopped step back on the todo list; the first command takes it off, the commit makes it with the approval)',
  ];
}

export function skipAdvice(situation: GateSituation): string {
  return situation.rebase
    ? 'to go on without refdiff: REFDIFF_SKIP=1 git rebase --continue (for the rest of the rebase; --no-verify does not skip this hook)'
    : 'to commit without refdiff: REFDIFF_SKIP=1 git commit ... (--no-verify does not skip this hook)';
}
