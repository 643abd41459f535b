/** bench/parse-floor.ts's command line. */
export interface FloorOptions {
  inputs: string;
  /** A folder whose node_modules holds npm `tree-sitter` and `tree-sitter-java`. */
  native?: string;
  runs: number;
  /** bench/refdiff2-speed.sh's `--verbose` output. */
  refdiff2?: string;
  /** Writes each commit's timings per row here, to pair with other runs commit by commit. */
  json?: string;
  /** Also the incremental floor measured on two threads (web-tree-sitter). */
  twoThreads: boolean;
}

export const FLOOR_USAGE = 'usage: bench/parse-floor.ts <inputs dir> [--native <dir>] [--runs N] [--refdiff2 <file>] [--two-threads] [--json <file>]';

export function parseFloorOptions(args: readonly string[]): FloorOptions {
  let inputs: string | undefined;
  const options: Partial<FloorOptions> = {};
  for (let at = 0; at < args.length; at++) {
    const arg = args[at];
    if (arg === '--two-threads') {
      options.twoThreads = true;
    } else if (arg === '--native' || arg === '--refdiff2' || arg === '--runs' || arg === '--json') {
      const value = args[++at];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value; ${FLOOR_USAGE}`);
      if (arg === '--runs') options.runs = positiveInteger(value);
      else options[arg.slice(2) as 'native' | 'refdiff2' | 'json'] = value;
    } else if (arg.startsWith('--')) {
      throw new Error(`unknown option ${arg}; ${FLOOR_USAGE}`);
    } else if (inputs === undefined) {
      inputs = arg;
    } else {
      throw new Error(`one inputs folder only (also given ${arg}); ${FLOOR_USAGE}`);
    }
  }
  if (inputs === undefined) throw new Error(FLOOR_USAGE);
  return { ...options, inputs, runs: options.runs ?? 2, twoThreads: options.twoThreads ?? false };
}

function positiveInteger(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--runs expects a positive integer, not ${text}`);
  return value;
}
