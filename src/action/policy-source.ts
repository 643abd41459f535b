import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parsePolicy, POLICY_FILE_NAMES, type LoadedPolicy } from '../policy';
import { runGit } from '../sources/git/process';

export interface ActionPolicy {
  policy: LoadedPolicy;
  /** Said in the summary when the base's policy was used instead of the change's own. */
  note?: string;
}

/**
 * The policy a run is judged by. For a change under review (pull request, merge group) it is
 * the base's: a pull request that edits `.refdiffrc.yml` must not relax the rules it is checked
 * against. Its edit applies once merged. Elsewhere (pushes) the checked-out file (`own`) applies.
 */
export async function reviewPolicy(workspace: string, own: LoadedPolicy, configPath: string | undefined, reviewBase: string | undefined): Promise<ActionPolicy> {
  if (!reviewBase) return { policy: own };
  const file = own.source ?? resolve(workspace, configPath ?? defaultPolicyName(workspace));
  const path = relative(workspace, file).split(sep).join('/');
  if (path.startsWith('..')) return { policy: own };
  const { stdout, code } = await runGit(workspace, ['show', `${reviewBase}:${path}`], { okCodes: [128] });
  if (code !== 0) return { policy: own };
  const baseText = stdout.toString('utf8');
  const ownText = own.source ? readFileSync(own.source, 'utf8') : undefined;
  if (baseText === ownText) return { policy: own };
  const label = `${path} at ${reviewBase.slice(0, 7)}`;
  return {
    policy: { ...parsePolicy(baseText, label), source: label },
    note: `This change edits ${path}: it is judged by the policy of its base ${reviewBase.slice(0, 7)}; the edit applies once merged.`,
  };
}

function defaultPolicyName(workspace: string): string {
  return POLICY_FILE_NAMES.find((name) => existsSync(join(workspace, name))) ?? POLICY_FILE_NAMES[0];
}
