import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { printable } from '../report/render-text';
import { PolicyError } from './errors';
import { quote } from './excerpt';
import { describeIssues } from './issues';
import { MAX_POLICY_BYTES, readPolicyFile } from './read-policy-file';
import { policySchema, type Policy } from './schema';
import { displayPath, locate } from './yaml-positions';

export const POLICY_FILE_NAMES = ['.refdiffrc.yml', '.refdiffrc.yaml'] as const;

/** A validated policy with every default filled in; `source` is the file it came from, if any. */
export interface LoadedPolicy extends Policy {
  source: string | undefined;
}

export interface LoadPolicyOptions {
  /** Where discovery starts: the policy file sits at the git top level of this folder, else in it. */
  cwd: string;
  /** An explicit file (relative to `cwd`); it must exist. */
  configPath?: string;
}

/**
 * Finds, reads and validates the policy. No file means the documented defaults. Throws
 * PolicyError (exit code 2) with `<file>:<line>:<col>: <problem>` for anything wrong.
 */
export function loadPolicy(options: LoadPolicyOptions): LoadedPolicy {
  const path = options.configPath !== undefined ? explicitPolicyPath(options.cwd, options.configPath) : findPolicyFile(options.cwd);
  if (path === undefined) return { ...parsePolicy(''), source: undefined };
  const shown = label(options.cwd, path);
  return { ...parsePolicy(readPolicyFile(path, shown), shown), source: path };
}

/** The policy file for `cwd`: at the repository's top level (or `cwd` outside git), if present. */
export function findPolicyFile(cwd: string): string | undefined {
  const root = repositoryRoot(cwd) ?? cwd;
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
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    throw new PolicyError(
      doc.errors.map((error) => {
        const { line, col } = lineCounter.linePos(error.pos[0]);
        return `${fileLabel}:${line}:${col}: invalid YAML: ${yamlErrorText(error.code, error.message, text, error.pos[0])}`;
      }),
    );
  }
  const data: unknown = doc.toJS() ?? {};
  const result = policySchema.safeParse(data);
  if (result.success) return result.data;
  const problems = describeIssues(result.error.issues, policySchema, data)
    .map((problem) => {
      const position = locate(doc, lineCounter, problem.path, problem.atKey);
      const where = problem.path.length > 0 ? ` at '${displayPath(doc, problem.path)}'` : ' at the top level';
      return { position, text: `${fileLabel}:${position.line}:${position.col}: ${problem.what}${where}${problem.suggestion}` };
    })
    .sort((a, b) => a.position.line - b.position.line || a.position.col - b.position.col);
  throw new PolicyError(problems.map((problem) => problem.text));
}

function yamlErrorText(code: string, message: string, text: string, offset: number): string {
  if (code === 'DUPLICATE_KEY') {
    const keyPattern = /[^:\n]*/y;
    keyPattern.lastIndex = offset;
    const key = keyPattern.exec(text)?.[0].trim() ?? '';
    return `duplicate key ${quote(key)}`;
  }
  // The library's messages can quote the source: they get the same excerpt treatment as values.
  const first = message.split('\n')[0].replace(/ at line \d+, column \d+.*$/, '');
  return cut(printable(first.charAt(0).toLowerCase() + first.slice(1)), 160);
}

function cut(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length)}… (cut)`;
}
