import type { z } from 'zod';
import { quote } from './excerpt';
import { didYouMean } from './suggest';
import type { KeyPath } from './yaml-positions';

/**
 * Turns zod issues into problems a person can act on: what is wrong, in our words, the key path
 * and, for unknown keys and words, the closest valid one. Union issues are resolved to the branch
 * that accepted the value's type, so "a string or a list" reports the string's real problem.
 */

export interface Problem {
  path: KeyPath;
  /** Point at the key itself (unknown keys) rather than its value. */
  atKey: boolean;
  /** Without the path: `unknown key 'treshold'`. */
  what: string;
  /** ` (did you mean 'threshold'?)` or empty; computed only for the problems shown. */
  suggestion: () => string;
}

type Issue = z.core.$ZodIssue;

const none = () => '';

export function describeIssues(issues: readonly Issue[], schema: z.ZodType, data: unknown): Problem[] {
  const problems: Problem[] = [];
  const visit = (issue: Issue, prefix: KeyPath) => {
    const path = [...prefix, ...(issue.path as (string | number)[])];
    switch (issue.code) {
      case 'invalid_union':
        visitUnion(issue, path);
        return;
      case 'unrecognized_keys': {
        const valid = keysAt(schema, path);
        for (const key of issue.keys) {
          problems.push({ path: [...path, key], atKey: true, what: `unknown key ${quote(key)}`, suggestion: () => didYouMean(key, valid) });
        }
        return;
      }
      case 'invalid_type': {
        const value = valueAt(data, path);
        if (value === undefined && path.length > 0) {
          const key = path[path.length - 1];
          problems.push({ path: path.slice(0, -1), atKey: false, what: `missing required key ${quote(String(key))}`, suggestion: none });
        } else {
          problems.push({ path, atKey: false, what: `expected ${expectation(issue.expected)}, got ${describeValue(value, path)}`, suggestion: none });
        }
        return;
      }
      case 'too_big':
      case 'too_small':
        problems.push({ path, atKey: false, what: describeBound(issue, valueAt(data, path)), suggestion: none });
        return;
      case 'invalid_value': {
        const value = valueAt(data, path);
        const allowed = issue.values.map(String);
        problems.push({
          path,
          atKey: false,
          what: `expected one of ${allowed.join(', ')}, got ${describeValue(value)}`,
          suggestion: () => (typeof value === 'string' ? didYouMean(value, allowed) : ''),
        });
        return;
      }
      case 'custom': {
        const suggest = (issue.params as { suggest?: () => string } | undefined)?.suggest ?? none;
        problems.push({ path, atKey: false, what: issue.message, suggestion: suggest });
        return;
      }
      default:
        problems.push({ path, atKey: false, what: issue.message, suggestion: none });
    }
  };

  const visitUnion = (issue: Extract<Issue, { code: 'invalid_union' }>, path: KeyPath) => {
    const branches = issue.errors as Issue[][];
    const value = valueAt(data, path);
    const structured = value !== null && typeof value === 'object';
    // A branch rejects the value's type when it fails at the value itself for its type; a word
    // list (enum) rejecting a whole list says nothing about the list's items.
    const rejectsType = (branch: Issue[]) =>
      branch.some((inner) => inner.path.length === 0 && (inner.code === 'invalid_type' || (inner.code === 'invalid_value' && structured)));
    const accepted = branches.find((branch) => !rejectsType(branch));
    if (accepted) {
      for (const inner of accepted) visit(inner, path);
      return;
    }
    const expected = branches.flatMap((branch) =>
      branch.filter((inner) => inner.code === 'invalid_type').map((inner) => expectation((inner as { expected: string }).expected)),
    );
    problems.push({ path, atKey: false, what: `expected ${joinAlternatives(expected)}, got ${describeValue(value)}`, suggestion: none });
  };

  for (const issue of issues) visit(issue, []);
  return problems;
}

const EXPECTATIONS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
};

function expectation(expected: string): string {
  return EXPECTATIONS[expected] ?? expected;
}

function joinAlternatives(items: string[]): string {
  const unique = [...new Set(items)];
  if (unique.length <= 1) return unique[0] ?? 'something else';
  return `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`;
}

/**
 * `a string 'abc'`, `the number 3`, `a list`, ... A string is quoted as a short excerpt; not at
 * all when it is the whole file (`path` empty), which is then no YAML policy but some other file.
 */
export function describeValue(value: unknown, path: KeyPath = ['value']): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return path.length === 0 ? `a string of ${value.length} characters` : `a string ${quote(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') return 'a mapping';
  return typeof value;
}

function describeBound(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>, value: unknown): string {
  const limit = issue.code === 'too_big' ? issue.maximum : issue.minimum;
  if (issue.origin === 'string' && issue.code === 'too_small' && Number(limit) === 1) return 'expected a non-empty string';
  const relation = issue.code === 'too_big' ? (issue.inclusive ? '<=' : '<') : issue.inclusive ? '>=' : '>';
  const subject = issue.origin === 'array' ? 'a list with length' : issue.origin === 'string' ? 'a string with length' : 'a number';
  return `expected ${subject} ${relation} ${String(limit)}, got ${describeValue(value)}`;
}

function valueAt(data: unknown, path: KeyPath): unknown {
  let current = data;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** The valid keys of the object schema at `path`, looking through wrappers, unions and lists. */
function keysAt(schema: z.ZodType, path: KeyPath): string[] {
  let candidates: unknown[] = [schema];
  for (const step of path) {
    candidates = candidates.flatMap(unwrap).flatMap((node) => {
      const def = defOf(node);
      if (def.type === 'object' && typeof step === 'string') return def.shape?.[step] ? [def.shape[step]] : [];
      if (def.type === 'array' && typeof step === 'number') return [def.element];
      return [];
    });
  }
  return candidates.flatMap(unwrap).flatMap((node) => Object.keys(defOf(node).shape ?? {}));
}

interface LooseDef {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
}

function defOf(node: unknown): LooseDef {
  return (node as { _zod: { def: LooseDef } })._zod.def;
}

/** Strips optional/default/prefault/pipe wrappers and opens unions, down to concrete schemas. */
function unwrap(node: unknown): unknown[] {
  const def = defOf(node);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
      return unwrap(def.innerType);
    case 'pipe':
      return unwrap(def.in);
    case 'union':
      return (def.options ?? []).flatMap(unwrap);
    default:
      return [node];
  }
}
