import { randomBytes, timingSafeEqual } from 'node:crypto';
import { renameSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { removeQuietly, writeReplacement } from '../hook/atomic-write';
import { BLOCKED_EXIT_CODE, runPrepareCommitMsg } from '../hook/prepare-commit-msg';
import { STOPPED_LINE } from '../hook/run-hook';
import { mark, setProcessStart } from '../hook/profile-marks';
import { warmAnalysis, type StagedAnalysis, type WarmAnalysis } from '../hook/staged-analysis';
import { StagedAhead } from './ahead';
import { bundleFingerprint, daemonVersion } from './build-version';
import { claimDaemon } from './claim';
import { daemonStatus, stopDaemon } from './control';
import { keepLogBounded, LOG_FILE } from './log';
import { languagesToWarm } from './warm-up';
import { removeOldHandOverFiles, takeHandedOver } from './handed-environment';
import { withProcessContext } from './process-context';
import { encodeFields, FieldReader, MAX_REQUEST_BYTES, parseRequest, type Request, type RunRequest } from './protocol';
import { prepareStateDirectory, readState, removeState, stateDirectory, writeState } from './state';

export interface ServeOptions {
  /** A folder of the repository served. */
  cwd: string;
  /** Exit after this long without a request. */
  idleMs: number;
  /**
   * Watch the work tree at `cwd` from the start, as if a commit there had been answered: the
   * hook's auto-start, whose commit was analysed by the hook itself (the next one's `git add` is
   * then analysed ahead, as for the commits after it).
   */
  watchCwd?: boolean;
  /** With `watchCwd`: the starting commit's git variables come on stdin (handed-environment.ts), read at once. */
  watchEnvironmentOnStdin?: boolean;
  /**
   * The state folder the hook's auto-start checked the switch in: a daemon that finds another
   * repository from `cwd` (a commit made with `--git-dir` and `--work-tree`) leaves, serving nothing.
   */
  expectState?: string;
}

/** How long the start waits for the work tree's watch before saying it is there (a work tree removed meanwhile never answers). */
const WATCH_AT_START_MS = 2000;

/**
 * How often the daemon checks that its state still names it. A state removed (by a ping it missed
 * while stopped or swapped out) or replaced leaves it unreachable: it then leaves, giving back
 * its claim, rather than block every new daemon until it idles out. One small read each time.
 */
const STATE_CHECK_MS = 5000;

/** How often a waiting client hears that its request is still queued or running. */
const HEARTBEAT_MS = 500;

/**
 * `refdiff daemon serve`: the warm process. It keeps the hook's code compiled and answers the
 * hook's client by running the prepare-commit-msg hook exactly as `refdiff hook run` does
 * (runPrepareCommitMsg, with the hook's arguments, environment and folder), one request at a
 * time. Only the new message's writing differs: it goes to a file beside the message, which the
 * client renames into place only while it still waits, so a late daemon never overwrites what
 * the client's own fallback wrote.
 */
export async function serveDaemon(options: ServeOptions): Promise<void> {
  // Read to its end at once: the hook that wrote it does not wait.
  const commitGit = options.watchEnvironmentOnStdin ? takeHandedOver() : {};
  if (options.expectState !== undefined && !(await sameFolder(await stateDirectory(options.cwd), options.expectState))) {
    process.stderr.write(`refdiff: not started: ${options.cwd} belongs to another repository than the one whose auto-start is on (${options.expectState})\n`);
    return;
  }
  // One daemon per repository: a second (an auto-start and `refdiff daemon start` at once) leaves,
  // quietly (`refdiff daemon start` reports the one that serves); one of another build is stopped,
  // as `refdiff daemon start` does.
  const serving = await daemonStatus(options.cwd).catch(() => undefined);
  if (serving?.running && serving.current) return;
  if (serving?.running) await stopDaemon(options.cwd).catch(() => undefined);
  const directory = await stateDirectory(options.cwd);
  prepareStateDirectory(directory);
  // Two starts at the same instant both found no daemon above: the claim lets one serve.
  const claimed = claimDaemon(directory);
  if (!('claim' in claimed)) {
    // One line in the log: a claim held by a daemon nobody can reach would otherwise leave no trace.
    process.stderr.write(`refdiff: this daemon (pid ${process.pid}) leaves: another holds the claim (${claimed.heldBy === undefined ? 'its pid not known yet' : `pid ${claimed.heldBy}`})\n`);
    return;
  }
  process.once('exit', () => claimed.claim.release());
  const token = randomBytes(32).toString('hex');
  try {
    removeOldHandOverFiles(directory);
    await serveClaimed(options, directory, token, commitGit);
  } catch (error) {
    // Listening or not, a daemon that cannot say where it is serves nobody: it must not hold the claim.
    process.stderr.write(`refdiff: the daemon (pid ${process.pid}) could not start serving: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
    removeState(directory, token);
    claimed.claim.release();
    process.exit(1);
  }
}

/** The daemon once it holds the claim: it listens, says where it is, and serves until it leaves. */
async function serveClaimed(options: ServeOptions, directory: string, token: string, commitGit: NodeJS.ProcessEnv): Promise<void> {
  const log = join(directory, LOG_FILE);
  // Not a worktree's folder, which may be removed while the daemon runs: its own, in the git folder.
  process.chdir(directory);
  // As the in-process hook does: the grammars need no optimised wasm.
  setFlagsFromString('--liftoff-only');
  const version = daemonVersion();
  const fingerprint = bundleFingerprint();
  const proof = randomBytes(32).toString('hex');
  let queue: Promise<void> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | undefined;
  let active = 0;
  // One analysis thread serves request after request, warm (a new one after a time limit).
  const analysis = warmAnalysis();
  const takeAnalysis = (cwd: string): StagedAnalysis => analysis.use(cwd, process.env);
  // What is staged is analysed before its commit asks (REFDIFF_AHEAD=0 in the daemon's environment: not).
  const ahead =
    process.env.REFDIFF_AHEAD === '0'
      ? undefined
      : new StagedAhead({
          inTurn: (env, cwd, work) => {
            queue = queue
              .then(() => withProcessContext(env, cwd, work))
              .catch(() => undefined)
              .then(() => keepLogBounded(log));
          },
          analyse: (cwd, env, request) => analysis.analyseAhead(cwd, env, request),
        });

  const shutdown = () => {
    ahead?.close();
    removeState(directory, token);
    server.close();
    process.exit(0);
  };
  let stateWritten = false;
  const stillNamed = () => {
    const found = readState(directory);
    return 'state' in found && found.state.token === token;
  };
  const leaveIfUnnamed = () => {
    if (!stateWritten || stillNamed()) return true;
    process.stderr.write(`refdiff: the daemon (pid ${process.pid}) leaves: its state was removed or replaced, so no commit can reach it\n`);
    ahead?.close();
    server.close();
    process.exit(0);
  };
  const touch = () => {
    if (!leaveIfUnnamed()) return;
    // After each request: what it wrote to the log (profile marks, errors) is counted.
    keepLogBounded(log);
    clearTimeout(idleTimer);
    if (active === 0) idleTimer = setTimeout(shutdown, options.idleMs);
  };

  const server: Server = createServer((socket) => {
    // Each reply goes out as written: the answer, sent while a `wait` may still be unacknowledged
    // (the client acknowledges late: it has nothing to send), would otherwise wait for that (Nagle).
    socket.setNoDelay(true);
    // First, that this is the daemon of the state file: the client says nothing before it hears this.
    socket.write(encodeFields([proof]));
    const reader = new FieldReader();
    let handled = false;
    socket.on('error', () => undefined);
    // A client that gave up (its 2 s without a word) closes: its request is then nobody's.
    let left = false;
    const client = new ClientReplies(() => left);
    socket.once('end', () => ((left = true), client.heard()));
    socket.once('close', () => ((left = true), client.heard()));
    socket.on('data', (chunk) => {
      // After its request a client says only `rename`: anything longer is not a client of ours.
      if (handled) return void (client.push(chunk) > MAX_REPLY_BYTES && socket.destroy());
      reader.push(chunk);
      if (reader.bytes > MAX_REQUEST_BYTES) return void socket.destroy();
      const parsed = parseRequest(reader.fields);
      if ('incomplete' in parsed) return;
      handled = true;
      if ('invalid' in parsed || !sameToken(parsed.request.token, token)) return void socket.destroy();
      handle(parsed.request, socket, client);
    });
  });

  const handle = (request: Request, socket: Socket, client: ClientReplies) => {
    if (request.kind === 'ping') return void socket.end(encodeFields(['pong', version, process.pid]));
    if (request.kind === 'stop') {
      socket.end(encodeFields(['stopping']), shutdown);
      return;
    }
    // A commit asks now: no listing of what is staged is made ahead of it any more.
    ahead?.requested();
    if (request.version !== version) return void socket.end(encodeFields(['fallback', `the daemon is ${version}, the hook ${request.version}`]));
    // An upgrade replaced the code on disk: the hook would run the new one, so this one leaves.
    if (bundleFingerprint() !== fingerprint) {
      socket.end(encodeFields(['fallback', 'the daemon is stale (refdiff was rebuilt or upgraded)']), shutdown);
      return;
    }
    active++;
    clearTimeout(idleTimer);
    const heartbeat = setInterval(() => socket.write(encodeFields(['wait'])), HEARTBEAT_MS);
    socket.write(encodeFields(['wait']));
    queue = queue.then(() =>
      answerRun(request, socket, client, takeAnalysis, () => clearInterval(heartbeat)).then(
        (abandoned) => {
          clearInterval(heartbeat);
          active--;
          // Past the time limit the analysis may still be winding down with the hook's environment:
          // once the answer is out, start afresh.
          if (abandoned) return void (socket.writableFinished || socket.destroyed ? shutdown() : socket.once('close', shutdown).once('finish', shutdown));
          void ahead?.served(request.cwd, request.env);
          touch();
        },
        (error: unknown) => {
          clearInterval(heartbeat);
          active--;
          socket.end(encodeFields(['fallback', `daemon error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`]));
          touch();
        },
      ),
    );
  };

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveListen());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the daemon has no TCP address');
  // Watching before the state says the daemon is there: a `git add` right after is not missed.
  if (options.watchCwd && ahead) await Promise.race([ahead.served(options.cwd, { ...process.env, ...commitGit }), new Promise((waited) => setTimeout(waited, WATCH_AT_START_MS).unref())]);
  writeState(directory, { version, pid: process.pid, port: address.port, token, proof });
  stateWritten = true;
  setInterval(leaveIfUnnamed, STATE_CHECK_MS).unref();
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, shutdown);
  touch();
  // Warmed up once it says it is there, not before: a commit meanwhile is then answered by it
  // (after at most one language's warm-up) instead of running refdiff itself, cold, beside it.
  // REFDIFF_WARM_UP=0 in the daemon's environment: no warm-up.
  if (process.env.REFDIFF_WARM_UP !== '0') queue = queue.then(() => warmUp(options.cwd, analysis, () => active > 0)).catch(() => undefined);
}

/**
 * Analyses a small built-in change in each language the latest commits hold (at most three), so
 * that the first commits find the grammars compiled and the engine's code optimised. Runs in turn
 * with the requests; a commit that arrives meanwhile goes first, and the languages left are
 * warmed by the commits themselves. A failure is written to the log once and changes nothing else.
 */
async function warmUp(cwd: string, analysis: WarmAnalysis, asked: () => boolean): Promise<void> {
  const cpu = process.cpuUsage();
  const languages = await languagesToWarm(cwd);
  for (const language of languages) {
    if (asked()) return mark('warm-up: a commit asked first');
    const failure = await analysis.warmUp(language);
    if (failure !== undefined) return void process.stderr.write(`refdiff: the daemon's warm-up failed (${language}): ${failure}; it serves all the same\n`);
  }
  const used = process.cpuUsage(cpu);
  mark(`warm-up: ${languages.join(', ') || 'no language'}: ${((used.user + used.system) / 1000).toFixed(0)} ms of CPU`);
}

/** Runs the hook for one request and sends its outcome; true when the time limit struck. */
async function answerRun(request: RunRequest, socket: Socket, client: ClientReplies, startAnalysis: (cwd: string) => StagedAnalysis, answering: () => void): Promise<boolean> {
  const clientLeft = () => client.left();
  if (clientLeft()) return false;
  // REFDIFF_HOOK_PROFILE=1 in the daemon's environment: its marks count from the request.
  setProcessStart(Date.now());
  mark('daemon request');
  const [messageFile, source, sha] = request.args;
  const messagePath = resolve(request.cwd, messageFile);
  const outPath = resolve(request.cwd, request.messageOut);
  if (!isBesideMessage(outPath, messagePath)) {
    answering();
    socket.end(encodeFields(['fallback', 'the new message must go beside the message file']));
    return false;
  }
  let wrote = false;
  const writeMessage = (path: string, content: Buffer) => {
    if (clientLeft()) throw new Error('the hook stopped waiting');
    writeReplacement(path, outPath, content);
    wrote = true;
  };
  const outcome = await withProcessContext(request.env, request.cwd, () =>
    runPrepareCommitMsg({ cwd: request.cwd, messageFile, source: source || undefined, sha: sha || undefined, env: request.env, hookPid: request.hookPid, writeMessage, startAnalysis }),
  );
  mark('daemon answered');
  const lines = outcome.exitCode === BLOCKED_EXIT_CODE ? [...outcome.messages, STOPPED_LINE] : outcome.messages;
  const stderr = lines.map((line) => `${line}\n`).join('');
  answering();
  if (clientLeft()) {
    if (wrote) removeQuietly(outPath);
  } else if (!wrote) socket.end(encodeFields(['done', outcome.exitCode, 0, stderr]));
  else {
    // The window starts before the answer goes out: the client cannot have read it earlier.
    const answered = performance.now();
    socket.write(encodeFields(['done', outcome.exitCode, 1, stderr]));
    await putInPlace(socket, client, outPath, messagePath, answered);
  }
  return outcome.abandoned === true;
}

/**
 * How long after its answer the daemon still puts the new message in place when the client asks:
 * half the client's 2 s of patience, so a client that gave up (and ran the hook itself) is never
 * overwritten by a late rename; the client, in turn, asks only while it still waits.
 */
export const RENAME_WINDOW_MS = 1000;

/** What a client may send after its request (`rename` and its NUL). */
const MAX_REPLY_BYTES = 64;

/**
 * The client says `rename` once it has the answer: the new message is then renamed over the
 * message here (no `mv` process for the client), and `renamed` said. A client that has gone,
 * says anything else or asks too late gets nothing renamed, and the new message is removed.
 */
async function putInPlace(socket: Socket, client: ClientReplies, outPath: string, messagePath: string, answered: number): Promise<void> {
  const reply = await client.next(RENAME_WINDOW_MS);
  if (reply === 'rename' && !client.left() && performance.now() - answered <= RENAME_WINDOW_MS) {
    try {
      renameSync(outPath, messagePath);
      mark('message in place');
      socket.end(encodeFields(['renamed']));
      return;
    } catch {
      // Said below: the client then runs the hook itself.
    }
  }
  removeQuietly(outPath);
  socket.end(encodeFields(['not renamed']));
}

/** What the client says after its request (its `rename`), and whether it has gone. */
class ClientReplies {
  private readonly reader = new FieldReader();
  private waiting: (() => void) | undefined;

  constructor(readonly left: () => boolean) {}

  /** Takes what the client sent; returns how many bytes it has sent since its request. */
  push(chunk: Buffer): number {
    this.reader.push(chunk);
    this.heard();
    return this.reader.bytes;
  }

  heard(): void {
    this.waiting?.();
  }

  /** The client's next field; undefined when it has gone, or says nothing within `ms`. */
  next(ms: number): Promise<string | undefined> {
    return new Promise((resolveField) => {
      const settle = () => {
        if (this.reader.fields.length === 0 && !this.left()) return;
        clearTimeout(timer);
        this.waiting = undefined;
        resolveField(this.reader.fields.shift());
      };
      const timer = setTimeout(() => {
        this.waiting = undefined;
        resolveField(undefined);
      }, ms);
      this.waiting = settle;
      settle();
    });
  }
}

/** The client names `<message file>.refdiff-daemon.<pid>`: never anywhere else. */
function isBesideMessage(outPath: string, messagePath: string): boolean {
  const name = basename(outPath);
  return dirname(outPath) === dirname(messagePath) && name.startsWith(`${basename(messagePath)}.refdiff-daemon.`) && /\.\d+$/.test(name);
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether two paths name one folder (symbolic links resolved); false when either is not there. */
async function sameFolder(a: string, b: string): Promise<boolean> {
  try {
    const [realA, realB] = await Promise.all([realpath(a), realpath(b)]);
    return realA === realB;
  } catch {
    return false;
  }
}
