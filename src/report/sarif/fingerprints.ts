import { createHash } from 'node:crypto';
import type { CodeElement, Refactoring } from '../types';

/** The key of `partialFingerprints`; a new version when what goes into the hash changes. */
export const FINGERPRINT_KEY = 'refdiffRefactoring/v1';

/**
 * The same refactoring is one alert across pushes: the hash is of the type and the qualified
 * names (file, container, signature) before and after, never of line numbers, which move.
 */
export function refactoringFingerprint(refactoring: Refactoring): string {
  return hash([refactoring.type, qualified(refactoring.before), qualified(refactoring.after)]);
}

/** A policy violation: its rule and what it is about (the refactorings' fingerprints, or the files of unexplained changes). */
export function violationFingerprint(rule: string, about: readonly string[]): string {
  return hash([rule, ...[...about].sort()]);
}

function qualified(element: CodeElement): string {
  return `${element.file}\u0000${element.container}\u0000${element.signature || element.name}`;
}

function hash(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\u0001')).digest('hex');
}
