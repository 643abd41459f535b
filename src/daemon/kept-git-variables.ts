/**
 * The git variables a watch ahead, or an object reader kept from one commit to the next, may read
 * objects with: where the repository, its objects and its configuration files are, and what
 * changes which objects are seen. An allow-list, not a deny-list of the dangerous ones: a
 * variable git adds later, or one we did not think of, is left out rather than kept. Left out in
 * particular: what can carry a credential or run a command (`git -c`'s GIT_CONFIG_PARAMETERS and
 * GIT_CONFIG_COUNT, _KEY_n, _VALUE_n, GIT_ASKPASS, GIT_SSH*, GIT_PROXY_COMMAND, GIT_EXEC_PATH,
 * GIT_EXTERNAL_DIFF, GIT_PAGER, GIT_TRACE*), which must not live on for hours in the daemon's
 * children (a reader opened under one serves its request only: kept-repositories.ts), and each
 * commit's own (its index, editor, identity). A commit that carries a variable left out does not
 * match an analysis made ahead without it (objectEnvironment compares them): it analyses itself,
 * never with another's settings.
 */
const WATCHABLE_GIT = new RegExp(
  '^GIT_(' +
    [
      'DIR',
      'WORK_TREE',
      'COMMON_DIR',
      'CEILING_DIRECTORIES',
      'DISCOVERY_ACROSS_FILESYSTEM',
      'OBJECT_DIRECTORY',
      'ALTERNATE_OBJECT_DIRECTORIES',
      'NAMESPACE',
      'REPLACE_REF_BASE',
      'NO_REPLACE_OBJECTS',
      'GRAFT_FILE',
      'SHALLOW_FILE',
      'NO_LAZY_FETCH',
      'CONFIG_GLOBAL',
      'CONFIG_SYSTEM',
      'CONFIG_NOSYSTEM',
      'ATTR_NOSYSTEM',
      'LITERAL_PATHSPECS',
      'GLOB_PATHSPECS',
      'NOGLOB_PATHSPECS',
      'ICASE_PATHSPECS',
      'OPTIONAL_LOCKS',
      'SSL_CAINFO',
      'SSL_CAPATH',
    ].join('|') +
    ')$',
);

/** Whether a variable may be kept for a watch ahead: anything not git's, and git's on the allow-list. */
export function keptForWatch(name: string): boolean {
  return !name.startsWith('GIT_') || WATCHABLE_GIT.test(name);
}

/** The git variables of the commit that starts the daemon that its watch from the start may use. */
export function watchableGit(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => WATCHABLE_GIT.test(entry[0]) && typeof entry[1] === 'string'));
}
