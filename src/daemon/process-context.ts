/**
 * Runs `work` as if this process had been started by the hook: with its environment (git's
 * GIT_INDEX_FILE for `commit -a`, GIT_EDITOR, REFDIFF_*...) and in its folder. The hook's code
 * reads both from the process (git children, the analysis thread), so the daemon lends them
 * for the request and takes its own back after; requests therefore run one at a time.
 */
export async function withProcessContext<T>(env: NodeJS.ProcessEnv, cwd: string, work: () => Promise<T>): Promise<T> {
  const ownEnv = { ...process.env };
  const ownCwd = process.cwd();
  replaceEnvironment(env);
  try {
    process.chdir(cwd);
    return await work();
  } finally {
    replaceEnvironment(ownEnv);
    process.chdir(ownCwd);
  }
}

function replaceEnvironment(env: NodeJS.ProcessEnv): void {
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, env);
}
