import { refactoringTypeName } from '../report/from-relationships';
import type { Operation } from '../report/types';

/**
 * The words a policy may use for refactorings, so that typos are caught when the file is loaded
 * instead of silently matching nothing. Kept in step with the report contract
 * (shared/design/report-format.md); a test checks the languages against the plugin registry.
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
];

/** Code element kinds the language plugins produce (the contract lets a language add more). */
export const KINDS: readonly string[] = ['Class', 'Interface', 'Enum', 'Record', 'Annotation', 'Method', 'Function', 'File', 'Struct', 'Field', 'Parameter'];

export const LANGUAGES: readonly string[] = ['java', 'javascript', 'c'];

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

/** File extensions of each language, as its plugin claims them (a test keeps the two in step). */
export const LANGUAGE_EXTENSIONS: Record<string, readonly string[]> = {
  java: ['.java'],
  javascript: ['.js', '.jsx', '.mjs', '.cjs'],
  c: ['.c', '.h'],
};

/** The language that reads `path`, among `languages` (all when empty). */
export function languageForPath(path: string, languages: readonly string[] = []): string | undefined {
  const candidates = languages.length > 0 ? languages : LANGUAGES;
  return candidates.find((language) => (LANGUAGE_EXTENSIONS[language] ?? []).some((ext) => path.endsWith(ext)));
}
