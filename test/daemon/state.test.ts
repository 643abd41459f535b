import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownershipProblem, readState, writeState } from '../../src/daemon/state';
import { encodeFields, FieldReader, parseRequest, PROTOCOL } from '../../src/daemon/protocol';

const file = (uid: number, mode: number, link = false) => ({ uid, mode, isSymbolicLink: () => link });

describe('who may use a state file', () => {
  test("this user's, closed to others: trusted", () => {
    expect(ownershipProblem(file(1000, 0o100600), 1000)).toBeUndefined();
    expect(ownershipProblem(file(1000, 0o40700), 1000)).toBeUndefined();
  });

  test("another user's: refused, whatever its mode", () => {
    expect(ownershipProblem(file(1001, 0o100600), 1000)).toBe('belongs to another user (uid 1001)');
    expect(ownershipProblem(file(0, 0o100600), 1000)).toBe('belongs to another user (uid 0)');
  });

  test('readable or writable by group or others: refused', () => {
    expect(ownershipProblem(file(1000, 0o100644), 1000)).toBe('is open to other users (mode 644)');
    expect(ownershipProblem(file(1000, 0o100620), 1000)).toBe('is open to other users (mode 620)');
    expect(ownershipProblem(file(1000, 0o40701), 1000)).toBe('is open to other users (mode 701)');
  });

  test('a symbolic link: refused', () => {
    expect(ownershipProblem(file(1000, 0o120777, true), 1000)).toBe('is a symbolic link');
  });
});

describe('reading the state', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'refdiff-state-'));
    chmodSync(dir, 0o700);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('what was written is read back, 0600', () => {
    const state = { version: '1.2.3+abc', pid: 42, port: 4321, token: 'f00d', proof: 'beef' };
    writeState(dir, state);
    expect(readState(dir)).toEqual({ state });
  });

  test('absent, damaged, or a link to elsewhere', () => {
    expect(readState(dir)).toEqual({ absent: true });
    writeFileSync(join(dir, 'elsewhere'), 'version=1\npid=1\nport=2\ntoken=t\n', { mode: 0o600 });
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'daemon.state'));
    expect(readState(dir)).toEqual({ refused: `${join(dir, 'daemon.state')} is a symbolic link` });
    rmSync(join(dir, 'daemon.state'));
    writeFileSync(join(dir, 'daemon.state'), 'version=1\npid=x\n', { mode: 0o600 });
    expect(readState(dir)).toEqual({ refused: `${join(dir, 'daemon.state')} is damaged` });
  });
});

describe('the request', () => {
  const fieldsOf = (buffer: Buffer) => {
    const reader = new FieldReader();
    // In two pieces, cut inside a field, as a socket may deliver it.
    reader.push(buffer.subarray(0, 7));
    reader.push(buffer.subarray(7));
    return reader.fields;
  };

  test('a run request, its arguments and environment', () => {
    const fields = fieldsOf(encodeFields([PROTOCOL, 'tok', 'run', 'v1', '/repo', 77, '.git/MSG.refdiff-daemon.9', 2, '.git/MSG', 'message', 'GIT_INDEX_FILE=/repo/.git/next', 'EMPTY=', '']));
    expect(parseRequest(fields)).toEqual({
      request: { kind: 'run', token: 'tok', version: 'v1', cwd: '/repo', hookPid: 77, messageOut: '.git/MSG.refdiff-daemon.9', args: ['.git/MSG', 'message'], env: { GIT_INDEX_FILE: '/repo/.git/next', EMPTY: '' } },
    });
  });

  test('incomplete until the empty field that ends the environment', () => {
    expect(parseRequest(fieldsOf(encodeFields([PROTOCOL, 'tok', 'run', 'v1', '/repo', 77, 'out', 1, '.git/MSG', 'A=1'])))).toEqual({ incomplete: true });
  });

  test('not ours, or malformed', () => {
    expect(parseRequest(['GET / HTTP/1.1', 'x', 'y'])).toEqual({ invalid: 'not a refdiff daemon request' });
    expect(parseRequest([PROTOCOL, 'tok', 'run', 'v1', '/repo', 'pid', 'out', '1', 'm', ''])).toEqual({ invalid: 'malformed run request' });
    expect(parseRequest([PROTOCOL, 'tok', 'shell'])).toEqual({ invalid: 'unknown request shell' });
  });
});
