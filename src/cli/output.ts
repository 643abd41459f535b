import { createWriteStream, openSync, type WriteStream } from 'node:fs';
import { UsageError } from '../errors';
import { printable } from '../report/render-text';

/** Where a command writes: the terminal streams it was given (real ones, or captured in tests). */
export interface CliIo {
  stdout: TextSink;
  stderr: TextSink;
  env: NodeJS.ProcessEnv;
  /** The folder commands run in (git repositories are found from here). */
  cwd: string;
  /** A terminal for progress bars (stderr when it is a TTY); none means no progress bar. */
  progress?: NodeJS.WritableStream;
}

export interface TextSink {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** The output of one command: stdout, or the file of --output. */
export interface Output {
  write(text: string): void;
  /** Colours are for people at a terminal: a TTY, no --output, no NO_COLOR, no --no-color. */
  readonly color: boolean;
  close(): Promise<void>;
}

/** `append`: add to the end of an existing file (a resumed run) instead of replacing it. */
export function openOutput(io: CliIo, file: string | undefined, colorAllowed: boolean, append = false): Output {
  if (!file) {
    const color = colorAllowed && io.stdout.isTTY === true && !io.env.NO_COLOR;
    return { write: (text) => void io.stdout.write(text), color, close: async () => undefined };
  }
  // Opened now, so a bad path fails before any analysis runs.
  let fd: number;
  try {
    fd = openSync(file, append ? 'a' : 'w');
  } catch (error) {
    throw new UsageError(`cannot write ${file}: ${(error as Error).message}`);
  }
  const stream: WriteStream = createWriteStream(file, { fd });
  let failure: Error | undefined;
  stream.on('error', (error) => (failure ??= error));
  return {
    write: (text) => void stream.write(text),
    color: false,
    close: () =>
      new Promise((resolve, reject) => {
        const fail = (error: Error) => reject(new UsageError(`cannot write ${file}: ${error.message}`));
        if (failure) return fail(failure);
        stream.once('error', fail);
        stream.end(() => (failure ? fail(failure) : resolve()));
      }),
  };
}

/** `warn` for one command: nothing with `--quiet` (errors are not warnings and still print). */
export function warner(io: CliIo, quiet: boolean | undefined): (message: string) => void {
  return quiet ? () => undefined : (message) => warn(io, message);
}

/** Warnings go to stderr, one line each (control characters of file names escaped), so stdout stays a clean report. */
export function warn(io: CliIo, message: string): void {
  io.stderr.write(`refdiff: warning: ${printable(message)}\n`);
}
