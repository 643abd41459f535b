import { existsSync, realpathSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { encodeFields, FieldReader, PROTOCOL } from '../../src/daemon/protocol';
import { RENAME_WINDOW_MS } from '../../src/daemon/server';
import { CALCULATOR, hookTestBuild, RENAME_MIN, type HookRepo } from '../hook/hook-repo';

/**
 * The daemon puts the new message in place itself, when its client asks (`rename`) within
 * RENAME_WINDOW_MS of the answer: a real daemon, spoken to as the hook's bash client speaks, on
 * a real staged change. Asked too late, or not asked, it renames nothing and removes what it wrote.
 */

const { installedRepo } = hookTestBuild();
const MESSAGE = '.git/COMMIT_EDITMSG';

/** One connection to the daemon, its fields read one by one. */
class Conversation {
  private readonly reader = new FieldReader();
  private waiting: (() => void) | undefined;
  private closed = false;

  constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => (this.reader.push(chunk), this.waiting?.()));
    socket.on('close', () => ((this.closed = true), this.waiting?.()));
  }

  /** The next field (heartbeats skipped); undefined once the daemon has closed. */
  async next(): Promise<string | undefined> {
    for (;;) {
      while (this.reader.fields.length === 0 && !this.closed) await new Promise<void>((resolve) => (this.waiting = resolve));
      const field = this.reader.fields.shift();
      if (field !== 'wait') return field;
    }
  }
}

/** Sends the hook's request for the staged change and reads the answer up to the daemon's `done` fields. */
async function askForMessage(repo: HookRepo, out: string): Promise<Conversation> {
  const state = Object.fromEntries(repo.read('.git/refdiff/daemon.state').trim().split('\n').map((line) => line.split('=')));
  const socket = connect(Number(state.port), '127.0.0.1');
  const conversation = new Conversation(socket);
  expect(await conversation.next()).toBe(state.proof);
  const env = Object.entries(repo.env()).map(([name, value]) => `${name}=${value}`);
  socket.write(encodeFields([PROTOCOL, state.token, 'run', state.version, realpathSync(repo.dir), process.pid, out, 2, MESSAGE, 'message', ...env, '']));
  expect([await conversation.next(), await conversation.next(), await conversation.next(), await conversation.next()]).toEqual(['done', '0', '1', '']);
  return conversation;
}

async function until(what: string, condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!condition()) throw new Error(`never happened: ${what}`);
}

function servedRepo(): HookRepo {
  const repo = installedRepo();
  expect(repo.refdiff('daemon', 'start')).toMatchObject({ status: 0 });
  repo.renameMin().git('add', CALCULATOR);
  repo.write(MESSAGE, 'Tidy\n');
  return repo;
}

test('asked at once: the new message is renamed over the message, and the daemon says so', async () => {
  const repo = servedRepo();
  try {
    const out = `${MESSAGE}.refdiff-daemon.1`;
    const conversation = await askForMessage(repo, out);
    conversation.socket.write(encodeFields(['rename']));
    expect(await conversation.next()).toBe('renamed');
    expect(repo.read(MESSAGE)).toBe(`Tidy\n\n${RENAME_MIN}\n`);
    expect(existsSync(join(repo.dir, out))).toBe(false);
  } finally {
    repo.refdiff('daemon', 'stop');
  }
});

test('asked after the window (a client that may have given up and run the hook itself): nothing renamed, the new message removed', async () => {
  const repo = servedRepo();
  try {
    const out = `${MESSAGE}.refdiff-daemon.2`;
    const conversation = await askForMessage(repo, out);
    await new Promise((resolve) => setTimeout(resolve, RENAME_WINDOW_MS + 300));
    conversation.socket.write(encodeFields(['rename']));
    expect(await conversation.next()).toBe('not renamed');
    expect(repo.read(MESSAGE)).toBe('Tidy\n');
    expect(existsSync(join(repo.dir, out))).toBe(false);
  } finally {
    repo.refdiff('daemon', 'stop');
  }
});

test('a client that leaves without asking: nothing renamed, the new message removed', async () => {
  const repo = servedRepo();
  try {
    const out = `${MESSAGE}.refdiff-daemon.3`;
    const conversation = await askForMessage(repo, out);
    expect(existsSync(join(repo.dir, out))).toBe(true);
    conversation.socket.destroy();
    await until('the new message removed', () => !existsSync(join(repo.dir, out)));
    expect(repo.read(MESSAGE)).toBe('Tidy\n');
  } finally {
    repo.refdiff('daemon', 'stop');
  }
});

test('a client that says more than `rename` after its request is cut off: nothing renamed, the new message removed', async () => {
  const repo = servedRepo();
  try {
    const out = `${MESSAGE}.refdiff-daemon.4`;
    const conversation = await askForMessage(repo, out);
    conversation.socket.write('x'.repeat(100));
    expect(await conversation.next()).toBeUndefined();
    await until('the new message removed', () => !existsSync(join(repo.dir, out)));
    expect(repo.read(MESSAGE)).toBe('Tidy\n');
  } finally {
    repo.refdiff('daemon', 'stop');
  }
});
