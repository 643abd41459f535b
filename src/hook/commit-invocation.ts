import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { readProcessStat } from './process-stat';

/**
 * Whether the commit being prepared is `git commit --amend`. Git does not tell hooks: it passes
 * source `commit` and `HEAD` for `--amend`, but also for `-c HEAD` / `-C HEAD`, and nothing at
 * all for `--amend -m ...`. So the hook looks for the `git commit` process among its ancestors
 * (hook managers such as husky add shells in between) and reads its arguments.
 */

interface ProcessInfo {
  parent: number;
  argv: string[];
}

/** Ancestors looked at: git, a hook manager's shells, the refdiff shim. */
const MAX_DEPTH = 8;

/**
 * `true`/`false` when a `git commit` ancestor was found and its arguments read; `undefined`
 * when there is none (rebase, cherry-pick and merge commit from their own process) or the
 * platform does not let us look.
 */
export function detectAmend(startPid: number = process.ppid): boolean | undefined {
  let pid = startPid;
  for (let depth = 0; depth < MAX_DEPTH && pid > 1; depth++) {
    const info = readProcess(pid);
    if (!info) return undefined;
    const command = gitSubcommand(info.argv);
    if (command) return command.name === 'commit' ? isAmend(command.args) : undefined;
    pid = info.parent;
  }
  return undefined;
}

function readProcess(pid: number): ProcessInfo | undefined {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (argv[argv.length - 1] === '') argv.pop();
    const stat = readProcessStat(pid);
    if (!stat) return readProcessWithPs(pid);
    return { parent: stat.parent, argv };
  } catch {
    return readProcessWithPs(pid);
  }
}

/** Without /proc (macOS, BSD): `ps`, whose command column loses the quoting, which is good enough here. */
function readProcessWithPs(pid: number): ProcessInfo | undefined {
  if (process.platform === 'win32') return undefined;
  try {
    const out = execFileSync('ps', ['-o', 'ppid=', '-o', 'command=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const match = /^\s*(\d+)\s+(.*)$/.exec(out.trim());
    return match ? { parent: Number(match[1]), argv: match[2].split(/\s+/) } : undefined;
  } catch {
    return undefined;
  }
}

/** git's own options that come before the subcommand, and whether they take the next argument. */
const GIT_OPTIONS_WITH_VALUE = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace', '--config-env', '--exec-path', '--super-prefix', '--list-cmds']);

/** The subcommand and its arguments when `argv` runs git; undefined for any other program. */
export function gitSubcommand(argv: readonly string[]): { name: string; args: string[] } | undefined {
  if (argv.length === 0) return undefined;
  const program = basename(argv[0]).replace(/\.exe$/i, '');
  if (program.startsWith('git-') && program.length > 4) return { name: program.slice(4), args: argv.slice(1) };
  if (program !== 'git') return undefined;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i];
    if (GIT_OPTIONS_WITH_VALUE.has(arg)) i++;
    else if (!arg.startsWith('-')) return { name: arg, args: argv.slice(i + 1) };
  }
  return undefined;
}

/** `git commit` options that take a value, short and long (the long ones also as `--opt=value`). */
const SHORT_WITH_VALUE = new Set(['m', 'F', 'c', 'C', 't']);
const LONG_WITH_VALUE = new Set([
  '--message', '--file', '--reuse-message', '--reedit-message', '--template', '--author', '--date',
  '--cleanup', '--fixup', '--squash', '--trailer', '--pathspec-from-file',
]);

/**
 * Reads `git commit`'s arguments as its option parser would: option values are skipped (a
 * message may say "--amend"), `--` ends the options, the last of `--amend`/`--no-amend` wins,
 * and unique prefixes (`--am`) count as git accepts them.
 */
export function isAmend(args: readonly string[]): boolean {
  let amend = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') break;
    if (arg.startsWith('--')) {
      const name = arg.split('=')[0];
      if (name.length >= 4 && '--amend'.startsWith(name)) amend = true;
      else if (name.length >= 7 && '--no-amend'.startsWith(name)) amend = false;
      else if (!arg.includes('=') && LONG_WITH_VALUE.has(name)) i++;
    } else if (arg.startsWith('-') && arg.length > 1) {
      // A bundle such as -am: the first option that takes a value takes the rest, or the next argument.
      for (let j = 1; j < arg.length; j++) {
        if (SHORT_WITH_VALUE.has(arg[j])) {
          if (j === arg.length - 1) i++;
          break;
        }
      }
    }
  }
  return amend;
}
