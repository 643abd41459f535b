import { runCli } from '../../src/cli/program';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `refdiff <args>` in-process in `cwd`, capturing its output. */
export async function refdiff(cwd: string, args: string[], options: { tty?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: { write: (text: string) => (stdout += text), isTTY: options.tty ?? false },
    stderr: { write: (text: string) => (stderr += text), isTTY: false },
    env: options.env ?? {},
    cwd,
  });
  return { code, stdout, stderr };
}
