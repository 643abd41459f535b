/**
 * What the hook's client and the daemon say to each other over TCP on 127.0.0.1: fields ended
 * by NUL bytes, which no argument, path or environment variable can hold, and which bash writes
 * (`printf '%s\0'`) and reads (`read -d ''`) without node.
 *
 * The daemon speaks first: the `proof` of its state file, which the client checks before it
 * sends anything.
 *
 * Request: `refdiff-daemon-1`, token, kind, then for kind `run`: the hook's version, its folder,
 * its shell's pid, the file to write the new message to, the count of git's arguments, the
 * arguments, the environment as `NAME=value` fields, and an empty field.
 * Kinds `ping` and `stop` end after the kind.
 *
 * Replies: `wait` while the request is queued or running (the client gives up after 2 s of
 * silence), then `done`, exit code, `1` if the new message was written, stderr text; or
 * `fallback` and why (the client then runs the hook itself); or `pong`, version, pid.
 */
export const PROTOCOL = 'refdiff-daemon-1';

/** The longest request accepted (the environment is most of it). */
export const MAX_REQUEST_BYTES = 1 << 20;

export interface RunRequest {
  kind: 'run';
  token: string;
  version: string;
  cwd: string;
  hookPid: number;
  messageOut: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

export type Request = RunRequest | { kind: 'ping'; token: string } | { kind: 'stop'; token: string };

export type Parsed = { request: Request } | { incomplete: true } | { invalid: string };

/** The request in `fields` (complete fields so far), or that more are needed, or why it is not one. */
export function parseRequest(fields: readonly string[]): Parsed {
  if (fields.length < 3) return { incomplete: true };
  const [protocol, token, kind] = fields;
  if (protocol !== PROTOCOL) return { invalid: 'not a refdiff daemon request' };
  if (kind === 'ping') return { request: { kind, token } };
  if (kind === 'stop') return { request: { kind, token } };
  if (kind !== 'run') return { invalid: `unknown request ${kind}` };
  if (fields.length < 8) return { incomplete: true };
  const [version, cwd, pid, messageOut, count] = fields.slice(3, 8);
  const argc = Number(count);
  const hookPid = Number(pid);
  if (!Number.isInteger(argc) || argc < 1 || argc > 3 || !Number.isInteger(hookPid)) return { invalid: 'malformed run request' };
  const envStart = 8 + argc;
  const end = fields.indexOf('', envStart);
  if (end < 0) return { incomplete: true };
  const env: NodeJS.ProcessEnv = {};
  for (const entry of fields.slice(envStart, end)) {
    const equals = entry.indexOf('=');
    if (equals > 0) env[entry.slice(0, equals)] = entry.slice(equals + 1);
  }
  return { request: { kind: 'run', token, version, cwd, hookPid, messageOut, args: fields.slice(8, envStart), env } };
}

/** Splits a byte stream into NUL-ended fields, keeping the unfinished tail for the next chunk. */
export class FieldReader {
  private tail = Buffer.alloc(0);
  readonly fields: string[] = [];
  bytes = 0;

  push(chunk: Buffer): void {
    this.bytes += chunk.length;
    let data = Buffer.concat([this.tail, chunk]);
    let end: number;
    while ((end = data.indexOf(0)) >= 0) {
      this.fields.push(data.subarray(0, end).toString('utf8'));
      data = data.subarray(end + 1);
    }
    this.tail = Buffer.from(data);
  }
}

export function encodeFields(fields: readonly (string | number)[]): Buffer {
  return Buffer.concat(fields.map((field) => Buffer.from(`${field}\0`, 'utf8')));
}
