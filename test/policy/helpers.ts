import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CodeElement, Operation, Refactoring, Report } from '../../src/report/types';
import { typeName } from '../../src/policy/vocabulary';

/** A refactoring as the engine would report it; sides default to the same element. */
export function refactoring(
  operation: Operation,
  kind: string,
  before: Partial<CodeElement> & { file: string; name: string },
  after: Partial<CodeElement> = {},
  language = 'java',
): Refactoring {
  const beforeElement: CodeElement = { container: '', signature: before.name, startLine: 1, endLine: 1, ...before };
  const afterElement: CodeElement = { ...beforeElement, signature: after.name ?? beforeElement.signature, ...after };
  const type = typeName(operation, kind);
  return {
    type,
    operation,
    kind,
    language,
    before: beforeElement,
    after: afterElement,
    description: `${type} ${beforeElement.name} to ${afterElement.name}`,
  };
}

export function report(refactorings: Refactoring[]): Report {
  return {
    schemaVersion: 1,
    tool: { name: 'refdiff', version: 'test' },
    before: 'a',
    after: 'b',
    refactorings,
    stats: { filesBefore: 1, filesAfter: 1, nodesBefore: 1, nodesAfter: 1, elapsedMs: 0 },
  };
}

export function tempDir(prefix = 'refdiff-policy-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Runs git in `cwd` with a fixed identity; returns stdout. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
    },
  });
}

export function initRepository(dir: string): void {
  git(dir, 'init', '-q', '-b', 'main');
}
