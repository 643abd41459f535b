import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Document } from 'yaml';
import { printable } from '../report/render-text';
import { PolicyError } from './errors';
import { quote } from './excerpt';
import { describeIssues } from './issues';
import { MAX_POLICY_BYTES, readPolicyFile } from './read-policy-file';
import { defaultPolicy } from './defaults';
import { policySchema, type Policy } from './schema';
import { duplicateKeys } from './yaml-duplicates';
import { displayPath, locate } from './yaml-positions';
import { yamlLibrary } from './yaml-library';
import { POLICY_FILE_NAMES } from './file-names';

export { POLICY_FILE_NAMES };

/** A validated policy with every default filled in; `source` is the file it came from, if any. */
export interface LoadedPolicy extends Policy {
  source: string | undefined;
}

export interface LoadPolicyOptions {
  /** Where discovery starts: the policy file sits at the git top level of this folder, else in it. */
  cwd: string;
  /** An explicit file (relative to `cwd`); it must exist. */
  configPath?: string;
  /** The git top level, when the caller knows it (git runs hooks there): git is not asked. */
  topLevel?: string;
}

/**
 * Finds, reads and validates the policy. No file means the documented defaults. Throws
 * PolicyError (exit code 2) with `<file>:<line>:<col>: <problem>` for anything wrong.
 */
export function loadPolicy(options: LoadPolicyOptions): LoadedPolicy {
  const path = options.configPath !== undefined ? explicitPolicyPath(options.cwd, options.configPath) : findPolicyFile(options.cwd, options.topLevel);
  if (path === undefined) return { ...defaultPolicy(), source: undefined };
  const shown = label(options.cwd, path);
  return { ...parsePolicy(readPolicyFile(path, shown), shown), source: path };
}

/** The policy file for `cwd`: at the repository's top level (or `cwd` outside git), if present. */
export function findPolicyFile(cwd: string, topLevel?: string): string | undefined {
  const root = topLevel ?? repositoryRoot(cwd) ?? cwd;
  const present = POLICY_FILE_NAMES.map((name) => join(root, name)).filter((path) => existsSync(path));
  if (present.length > 1) {
    throw new PolicyError(`${label(cwd, present[0])}: both ${POLICY_FILE_NAMES.join(' and ')} exist; keep one`);
  }
  return present[0];
}

function explicitPolicyPath(cwd: string, configPath: string): string {
  const path = resolve(cwd, configPath);
  if (!existsSync(path)) throw new PolicyError(`${printable(configPath)}: policy file not found`);
  return path;
}

function repositoryRoot(cwd: string): string | undefined {
  try {
    const out = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Paths in messages: relative to where the user stands when the file is below it. */
function label(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return printable(rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path);
}

/** Parses and validates policy text; `fileLabel` prefixes the error messages. */
export function parsePolicy(text: string, fileLabel = '.refdiffrc.yml'): Policy {
  fileLabel = printable(fileLabel);
  if (Buffer.byteLength(text) > MAX_POLICY_BYTES) throw new PolicyError(`${fileLabel}: policy file over ${MAX_POLICY_BYTES / 1024 / 1024} MiB; refdiff reads at most that`);
  const { LineCounter, parseDocument } = yamlLibrary();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
  const yamlErrors = [
    ...doc.errors.map((error) => ({ offset: error.pos[0], text: yamlErrorText(error.code, error.message) })),
    ...duplicateKeys(doc).map((duplicate) => ({ offset: duplicate.offset, text: `duplicate key ${quote(duplicate.key)}` })),
  ].sort((a, b) => a.offset - b.offset);
  if (yamlErrors.length > 0) {
    const lines = yamlErrors.slice(0, MAX_PROBLEMS + 1).map((error) => {
      const { line, col } = lineCounter.linePos(error.offset);
      return `${fileLabel}:${line}:${col}: invalid YAML: ${error.text}`;
    });
    throw new PolicyError(bounded(lines, fileLabel, yamlErrors.length));
  }
  const data = toData(doc, fileLabel);
  const schema = policySchema();
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const located = describeIssues(result.error.issues, schema, data)
    .map((problem) => ({ problem, position: locate(doc, lineCounter, problem.path, problem.atKey) }))
    .sort((a, b) => a.position.line - b.position.line || a.position.col - b.position.col);
  const lines = located.slice(0, MAX_PROBLEMS + 1).map(({ problem, position }) => {
    const where = problem.path.length > 0 ? ` at '${displayPath(doc, problem.path)}'` : ' at the top level';
    return `${fileLabel}:${position.line}:${position.col}: ${problem.what}${where}${problem.suggestion()}`;
  });
  throw new PolicyError(bounded(lines, fileLabel, located.length));
}

/** Problems listed at most; a file with thousands says so in one more line. */
export const MAX_PROBLEMS = 50;

function bounded(lines: readonly string[], fileLabel: string, total = lines.length): string[] {
  if (total <= MAX_PROBLEMS) return [...lines];
  return [...lines.slice(0, MAX_PROBLEMS), `${fileLabel}: ... and ${total - MAX_PROBLEMS} more problems`];
}

/** The document as plain data; the library refuses aliases that expand too much (an alias bomb). */
function toData(doc: Document, fileLabel: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    const message = (error as Error).message;
    if (/alias/i.test(message)) throw new PolicyError(`${fileLabel}: invalid YAML: aliases expand too much (at most 100 alias expansions)`);
    throw new PolicyError(`${fileLabel}: invalid YAML: ${cut(printable(message), 160)}`);
  }
}

function yamlErrorText(code: string, message: string): string {
  if (code === 'MULTIPLE_DOCS') return "a policy is one YAML document; remove the '---' that starts a second one";
  // The library's messages can quote the source: they get the same excerpt treatment as values.
  const first = message.split('\n')[0].replace(/ at line \d+, column \d+.*$/, '');
  return cut(printable(first.charAt(0).toLowerCase() + first.slice(1)), 160);
}

function cut(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length)}… (cut)`;
}
