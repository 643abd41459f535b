import { LANGUAGE_DESCRIPTORS, languageOfPath, supportedLanguages } from '../languages/registry';
import { refactoringTypeName } from '../report/from-relationships';
import type { Operation } from '../report/types';

/**
 * The words a policy may use for refactorings, so that typos are caught when the file is loaded
 * instead of silently matching nothing. Kept in step with the report contract
 * (shared/design/report-format.md). Languages, their file endings and their kinds come from the
 * plugin registry: adding a language there adds it here.
 */

export const OPERATIONS: readonly Operation[] = [
  'MOVE',
  'RENAME',
  'MOVE_RENAME',
  'EXTRACT',
  'EXTRACT_MOVE',
  'INLINE',
  'PULL_UP',
  'PUSH_DOWN',
  'CHANGE_SIGNATURE',
  'EXTRACT_SUPER',
  'CONVERT_TYPE',
  'ADD',
  'REMOVE',
  'REORDER',
  'CHANGE_TYPE',
  'CHANGE_RETURN_TYPE',
  'PARAMETERIZE',
  'SPLIT',
  'MERGE',
];

/** Code element kinds the language plugins produce (the contract lets a language add more). */
// `Parameter`: the report names parameters added, removed, renamed, reordered or retyped, in any language (report/fine-grained.ts).
// `Variable`: local variables renamed, extracted, inlined, retyped or made parameters (report/variable-refactorings.ts).
export const KINDS: readonly string[] = [...new Set([...LANGUAGE_DESCRIPTORS.flatMap((language) => language.kinds), 'Parameter', 'Variable'])];

export const LANGUAGES: readonly string[] = supportedLanguages;

/** The contract's human type name for an operation on a kind, as the report builder writes it. */
export const typeName = refactoringTypeName;

/** Every type name the operations and kinds above can produce (a supertype is a class or an interface). */
export const TYPES: readonly string[] = [
  ...new Set(
    OPERATIONS.flatMap((operation) =>
      (operation === 'EXTRACT_SUPER' ? ['Class', 'Interface'] : KINDS).map((kind) => typeName(operation, kind)),
    ),
  ),
];

/** The sources git passes to prepare-commit-msg as `$2`. */
export const COMMIT_MESSAGE_SOURCES = ['message', 'template', 'merge', 'squash', 'commit'] as const;
export type CommitMessageSource = (typeof COMMIT_MESSAGE_SOURCES)[number];

/** File extensions of each language, as its plugin claims them. */
export const LANGUAGE_EXTENSIONS: Record<string, readonly string[]> = Object.fromEntries(LANGUAGE_DESCRIPTORS.map((language) => [language.name, language.extensions]));

/** The language that reads `path`, among `languages` (all when empty). */
export const languageForPath = languageOfPath;
