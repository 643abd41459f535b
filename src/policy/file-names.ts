/** The names a policy file may have, at the repository's top level. */
export const POLICY_FILE_NAMES = ['.refdiffrc.yml', '.refdiffrc.yaml'] as const;
