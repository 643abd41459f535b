import type { CodeElement, Refactoring } from '../../src/report/types';
import { attributeKey, methodKey, refactoringKey, splitTopLevel, typeKey } from './entity-key';
import type { Row } from './rows';

/** One of our refactorings, keyed like the oracle. */
export interface ReportEntry {
  row: Row;
  /** Candidate keys, the preferred first; a match on any of them counts (see `keysFor`). */
  keys: string[];
  description: string;
  /** The score that decided the match, when one did: for calibration scripts reading the dump. */
  similarity?: number;
}

const TYPE_KINDS = new Set(['Class', 'Interface', 'Enum', 'Record', 'Annotation']);
const METHOD_KINDS = new Set(['Method', 'Constructor']);

/**
 * The Table 4 row of one of our refactorings, or undefined for what the table does not score
 * (Change Signature, Convert Type, Move And Rename Method: RefDiff's own evaluation dropped the
 * latter too). Pull Up / Push Down of a nested type count as Move Class, as RefDiff counted them.
 */
export function rowOf(refactoring: Refactoring): Row | undefined {
  const { operation, kind } = refactoring;
  if (TYPE_KINDS.has(kind)) {
    switch (operation) {
      case 'MOVE':
      case 'PULL_UP':
      case 'PUSH_DOWN':
        return 'Move Class';
      case 'RENAME':
      case 'MOVE_RENAME':
        return 'Move and Rename/Rename Class';
      case 'EXTRACT_SUPER':
        return kind === 'Interface' ? 'Extract Interface' : 'Extract Superclass';
      default:
        return undefined;
    }
  }
  if (METHOD_KINDS.has(kind)) {
    switch (operation) {
      case 'MOVE':
        return 'Move Method';
      case 'RENAME':
        return 'Rename Method';
      case 'PULL_UP':
        return 'Pull Up Method';
      case 'PUSH_DOWN':
        return 'Push Down Method';
      case 'EXTRACT':
      case 'EXTRACT_MOVE':
        return 'Extract/Extract and Move Method';
      case 'INLINE':
        return 'Inline Method';
      default:
        return undefined;
    }
  }
  if (kind === 'Field') {
    switch (operation) {
      case 'MOVE':
        return 'Move Attribute';
      case 'PULL_UP':
        return 'Pull Up Attribute';
      case 'PUSH_DOWN':
        return 'Push Down Attribute';
      default:
        return undefined;
    }
  }
  return undefined;
}

/** Keys one of our refactorings; undefined when no row scores it. */
export function toReportEntry(refactoring: Refactoring, typeRenames: ReadonlyMap<string, string> = new Map()): ReportEntry | undefined {
  const row = rowOf(refactoring);
  if (!row) return undefined;
  const keys = keysFor(row, refactoring);
  // The oracle names the class a supertype was extracted from by its name after the commit.
  const renamedSubtype = typeRenames.get(typeEntity(refactoring.before));
  if ((row === 'Extract Interface' || row === 'Extract Superclass') && renamedSubtype) {
    keys.push(refactoringKey(row, renamedSubtype, typeEntity(refactoring.after)));
  }
  return { row, keys, description: refactoring.description, similarity: refactoring.similarity };
}

/** Types moved or renamed in a commit: before entity -> after entity. */
export function typeRenamesOf(refactorings: readonly Refactoring[]): Map<string, string> {
  const renames = new Map<string, string>();
  for (const refactoring of refactorings) {
    if (TYPE_KINDS.has(refactoring.kind) && ['MOVE', 'RENAME', 'MOVE_RENAME'].includes(refactoring.operation)) {
      renames.set(typeEntity(refactoring.before), typeEntity(refactoring.after));
    }
  }
  return renames;
}

/**
 * Extract, Inline and Rename Method name a single class in the oracle, for both methods. Extract
 * uses the class the code came from (so Extract And Move is keyed by its source class, as the
 * oracle does); Inline and Rename use the class after. The other class is a fallback candidate
 * for when that class itself was renamed or moved in the same commit.
 */
export function keysFor(row: Row, refactoring: Refactoring): string[] {
  const { before, after } = refactoring;
  switch (row) {
    case 'Move Class':
    case 'Move and Rename/Rename Class':
    case 'Extract Interface':
    case 'Extract Superclass':
      return [refactoringKey(row, typeEntity(before), typeEntity(after))];
    case 'Move Method':
    case 'Pull Up Method':
    case 'Push Down Method':
      return [refactoringKey(row, methodEntity(before, before.container), methodEntity(after, after.container))];
    case 'Extract/Extract and Move Method':
      return singleClassKeys(row, refactoring, [before.container, after.container]);
    case 'Rename Method':
    case 'Inline Method':
      return singleClassKeys(row, refactoring, [after.container, before.container]);
    case 'Move Attribute':
    case 'Pull Up Attribute':
    case 'Push Down Attribute':
      return [refactoringKey(row, attributeKey(before.container, before.name), attributeKey(after.container, after.name))];
  }
}

function singleClassKeys(row: Row, refactoring: Refactoring, classes: string[]): string[] {
  const keys = classes.map((cls) =>
    refactoringKey(row, methodEntity(refactoring.before, cls), methodEntity(refactoring.after, cls)),
  );
  return [...new Set(keys)];
}

/** A type's key: its container (package or enclosing type) plus its name. */
export function typeEntity(element: CodeElement): string {
  return typeKey(element.container ? `${element.container}.${element.name}` : element.name);
}

/**
 * A method's key in class `cls`, from the Java-style signature `name(Type1, Type2)`. Constructors
 * take the class's simple name, as RefactoringMiner writes them.
 */
export function methodEntity(element: CodeElement, cls: string): string {
  const signature = element.signature || `${element.name}()`;
  const open = signature.indexOf('(');
  const close = signature.lastIndexOf(')');
  let name = open === -1 ? signature : signature.slice(0, open);
  const parameters = open === -1 || close < open ? [] : splitTopLevel(signature.slice(open + 1, close));
  if (name === 'new' || name === '<init>') name = simpleNameOf(element.container);
  return methodKey(cls, name, parameters);
}

function simpleNameOf(qualifiedName: string): string {
  return qualifiedName.slice(qualifiedName.lastIndexOf('.') + 1);
}

/**
 * The entity keys one of our refactorings touches, whatever its type (Change Signature and
 * Move And Rename Method too): used to list, next to a miss, what we reported instead. Methods
 * are keyed in both classes involved, as the single-class rows key them.
 */
export function entitiesOf(refactoring: Refactoring): string[] {
  const { kind, before, after } = refactoring;
  if (TYPE_KINDS.has(kind)) return [typeEntity(before), typeEntity(after)];
  if (kind === 'Field') return [attributeKey(before.container, before.name), attributeKey(after.container, after.name)];
  const classes = [before.container, after.container];
  return [...new Set([before, after].flatMap((element) => classes.map((cls) => methodEntity(element, cls))))];
}
