import { spawn } from 'node:child_process';
import { closeSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { RefdiffError } from '../errors';
import { processRuns } from '../hook/process-stat';
import { daemonVersion } from './build-version';
import { claimHolder } from './claim';
import { LOG_FILE, openLog } from './log';
import { encodeFields, FieldReader, PROTOCOL } from './protocol';
import { prepareStateDirectory, readState, removeState, stateDirectory, type DaemonState } from './state';

/** `refdiff daemon start | stop | status`: the daemon's life, from the command line. */

export type DaemonStatus =
  | { running: true; state: DaemonState; current: boolean }
  | { running: false; note?: string };

/** Asks the daemon of the repository at `cwd` whether it is there; a state left by a dead one is removed. */
export async function daemonStatus(cwd: string): Promise<DaemonStatus> {
  const directory = await stateDirectory(cwd);
  const found = readState(directory);
  if ('absent' in found) return { running: false };
  if ('refused' in found) throw new RefdiffError(`${found.refused}; not used (remove it)`);
  const reply = await ask(found.state, 'ping');
  if (reply?.[0] !== 'pong') {
    removeState(directory, found.state.token);
    return { running: false, note: `removed the state of a daemon that is gone (pid ${found.state.pid})` };
  }
  return { running: true, state: found.state, current: reply[1] === daemonVersion() };
}

export interface StartOptions {
  cwd: string;
  idleMinutes: number;
  /** How to run this refdiff again: node and its arguments before the command. */
  command: readonly string[];
}

/**
 * How a start ended: this start's daemon serves, one of this build served already, or another
 * start (the hook's auto-start) made at the same time won the claim (claim.ts) and serves.
 */
export type StartOutcome = { started: true; state: DaemonState } | { started: false; state: DaemonState; raced: boolean };

/** Starts a daemon unless one of this build answers; one of another build is stopped first. */
export async function startDaemon(options: StartOptions): Promise<StartOutcome> {
  const status = await daemonStatus(options.cwd);
  if (status.running && status.current) return { started: false, state: status.state, raced: false };
  if (status.running) await stopDaemon(options.cwd);
  const directory = await stateDirectory(options.cwd);
  prepareStateDirectory(directory);
  // Its own errors (it has no terminal) go to a log beside the state.
  const log = openLog(directory);
  const [program, ...args] = options.command;
  const child = spawn(program, [...args, 'daemon', 'serve', '--idle', String(options.idleMinutes)], {
    cwd: options.cwd,
    detached: true,
    stdio: ['ignore', 'ignore', log],
  });
  closeSync(log);
  child.unref();
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));
  const deadline = Date.now() + 10_000;
  let code: number | null | 'running' = 'running';
  while (Date.now() < deadline) {
    if (code === 'running') {
      const found = readState(directory);
      if ('state' in found && found.state.pid === child.pid) return { started: true, state: found.state };
      code = await Promise.race([exited, sleep(25).then(() => 'running' as const)]);
      if (code !== 'running' && code !== 0) throw new RefdiffError(`the daemon exited at start (code ${code}); see ${join(directory, LOG_FILE)}`, 1);
    } else {
      // It left quietly: another daemon of this build serves, or holds the claim and is about to
      // (a start made at the same time, the hook's): that one is reported once it answers.
      const other = await daemonStatus(options.cwd);
      if (other.running && other.current) return { started: false, state: other.state, raced: true };
      await sleep(25);
    }
  }
  const holder = code === 'running' ? undefined : claimHolder(directory);
  if (holder !== undefined) throw new RefdiffError(`another daemon holds the claim (pid ${holder}) but does not answer; see ${join(directory, LOG_FILE)}`, 1);
  throw new RefdiffError(`the daemon did not start within 10 s; see ${join(directory, LOG_FILE)}`, 1);
}

/** Stops the daemon; false when none was running. */
export async function stopDaemon(cwd: string): Promise<boolean> {
  const status = await daemonStatus(cwd);
  if (!status.running) return false;
  await ask(status.state, 'stop');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && processRuns(status.state.pid)) await sleep(25);
  return true;
}

/**
 * Sends a ping or stop request once the daemon has given the state's proof; the reply's fields,
 * or undefined when nobody (or something else) answers within 2 s.
 */
function ask(state: DaemonState, kind: 'ping' | 'stop'): Promise<string[] | undefined> {
  return new Promise((resolveReply) => {
    const socket = connect({ host: '127.0.0.1', port: state.port });
    const reader = new FieldReader();
    let asked = false;
    const finish = (fields: string[] | undefined) => {
      clearTimeout(timer);
      socket.destroy();
      resolveReply(fields);
    };
    const timer = setTimeout(() => finish(undefined), 2000);
    socket.on('data', (chunk) => {
      reader.push(chunk);
      if (asked || reader.fields.length === 0) return;
      if (reader.fields[0] !== state.proof) return finish(undefined);
      asked = true;
      socket.write(encodeFields([PROTOCOL, state.token, kind]));
    });
    socket.on('end', () => finish(asked && reader.fields.length > 1 ? reader.fields.slice(1) : undefined));
    socket.on('error', () => finish(undefined));
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}
