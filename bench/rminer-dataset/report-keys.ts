import type { CodeElement, Refactoring } from '../../src/report/types';
import { entryKey, typeEntity as oracleTypeEntity, type Row } from './oracle';

const TYPE_KINDS = new Set(['Class', 'Interface', 'Enum', 'Object', 'File']);
const CALLABLE_KINDS = new Set(['Method', 'Function']);

/** The oracle row of one of refdiff's refactorings, or undefined when no row scores it. */
export function rowOf(refactoring: Refactoring): Row | undefined {
  const { operation, kind } = refactoring;
  if (TYPE_KINDS.has(kind)) {
    if (operation === 'MOVE') return 'Move Class';
    if (operation === 'RENAME') return 'Rename Class';
    if (operation === 'MOVE_RENAME') return 'Move And Rename Class';
    if (operation === 'EXTRACT_SUPER' && kind !== 'Interface') return 'Extract Superclass';
    return undefined;
  }
  if (!CALLABLE_KINDS.has(kind)) return undefined;
  switch (operation) {
    case 'MOVE':
      return 'Move Method';
    case 'RENAME':
      return 'Rename Method';
    case 'MOVE_RENAME':
      return 'Move And Rename Method';
    case 'EXTRACT':
    case 'EXTRACT_MOVE':
      return 'Extract/Extract And Move Method';
    case 'INLINE':
      return 'Inline Method';
    case 'PULL_UP':
      return 'Pull Up Method';
    case 'PUSH_DOWN':
      return 'Push Down Method';
    default:
      return undefined;
  }
}

/**
 * The keys one of refdiff's refactorings may meet the oracle under, the first its own. RefactoringMiner
 * names one class for a Rename, Extract or Inline Method, the one after (`in class X`); refdiff keys
 * each method in its own container, which differs when the class or module also moved or was renamed.
 */
export function reportKeys(refactoring: Refactoring): { row: Row; keys: string[] } | undefined {
  const fineGrained = fineGrainedKeys(refactoring);
  if (fineGrained) return fineGrained;
  const row = renamedInHierarchy(refactoring) ? 'Move And Rename Method' : rowOf(refactoring);
  if (!row) return undefined;
  const isType = TYPE_KINDS.has(refactoring.kind) || row === 'Extract Superclass';
  const entity = (element: CodeElement) =>
    QUALIFIED_LANGUAGES.has(refactoring.language) ? qualifiedEntity(element, isType) : isType ? typeEntity(element, refactoring.kind) : methodEntity(element);
  const { before, after } = refactoring;
  const keys = [entryKey(row, entity(before), entity(after))];
  // "Rename Method a() renamed to b() in class X": the oracle names one class, the one after the change.
  if (!isType && ONE_CLASS_OPERATIONS.has(refactoring.operation)) keys.push(entryKey(row, entity({ ...before, container: after.container, file: after.file }), entity(after)));
  return { row, keys };
}

/**
 * A method renamed on its way into a supertype or subtype: refdiff's pull up (push down), which
 * RefactoringMiner's Kotlin and Python oracles list as Move And Rename Method (it reports a pull
 * up for a method that kept its name, beside it in the same commit).
 */
function renamedInHierarchy(refactoring: Refactoring): boolean {
  const { operation, kind, before, after } = refactoring;
  return (operation === 'PULL_UP' || operation === 'PUSH_DOWN') && CALLABLE_KINDS.has(kind) && before.name !== after.name;
}

/** Languages whose containers are qualified names (`com.app.Foo`); Kotlin projects hold Java files too. */
const QUALIFIED_LANGUAGES: ReadonlySet<string> = new Set(['kotlin', 'java']);

const FIELD_ROWS: ReadonlyMap<string, Row> = new Map([
  ['MOVE', 'Move Method'],
  ['RENAME', 'Rename Method'],
  ['MOVE_RENAME', 'Move And Rename Method'],
  ['PULL_UP', 'Pull Up Method'],
  ['PUSH_DOWN', 'Push Down Method'],
]);

/**
 * RefactoringMiner reports a Kotlin property with a custom getter or setter as its accessor
 * methods (`val context get() = ...` pulled up is "Pull Up Method getContext()"), a plain property
 * as an attribute, a row not scored here. refdiff reports the property (a Field): its keys as the
 * accessors `getX` and `setX`, to be scored only where the oracle lists one of them, since the
 * report cannot tell a custom accessor from a plain property.
 */
export function accessorKeys(refactoring: Refactoring): { row: Row; keys: string[] } | undefined {
  const row = FIELD_ROWS.get(refactoring.operation);
  if (refactoring.language !== 'kotlin' || refactoring.kind !== 'Field' || !row) return undefined;
  // An extension property's accessor is named without its receiver (`RecyclerView.ViewHolder.isEmpty` -> `getIsEmpty`).
  const accessor = (element: CodeElement, prefix: string) => {
    const name = element.name.slice(element.name.lastIndexOf('.') + 1);
    return qualifiedEntity({ ...element, name: `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}` }, false);
  };
  const { before, after } = refactoring;
  return { row, keys: ['get', 'set'].map((prefix) => entryKey(row, accessor(before, prefix), accessor(after, prefix))) };
}

const ONE_CLASS_OPERATIONS: ReadonlySet<string> = new Set(['RENAME', 'EXTRACT', 'INLINE']);

/** A module's name as the oracle keys it: `texar/utils/padding_related.py` -> `padding_related`. */
export function moduleEntity(path: string): string {
  return scope(path);
}

/**
 * refdiff's containers: `dit/math/ops.py` (a module function), `dit/math/ops.py.LogOperations`
 * (a method), a folder for a File. As in oracle.ts: the module by its file name, then classes.
 */
function scope(container: string): string {
  const file = /^(?:.*\/)?([^/]+)\.(?:py|kt|kts)(?:\.(.*))?$/.exec(container);
  if (!file) return container;
  return file[2] ? `${file[1]}.${file[2]}` : file[1];
}

function typeEntity(element: CodeElement, kind: string): string {
  if (kind === 'File') return element.name.replace(/\.(py|kt|kts)$/, '');
  return `${scope(element.container)}.${element.name}`;
}

function methodEntity(element: CodeElement): string {
  return `${scope(element.container)}#${element.name}`;
}

/**
 * Kotlin's and Java's containers are qualified names (`com.app.Foo`, or `com.app.Strings.kt` for a
 * Kotlin top-level function), reduced as oracle.ts reduces the oracle's (`app.Foo`, `app.Strings`).
 */
export function qualifiedEntity(element: CodeElement, isType: boolean): string {
  const container = withoutFileExtension(element.container, element.file);
  // The oracle writes an extension's generic receiver without spaces (`Pair<HprofParser,LeakNode>.instanceOfOrUnknown`).
  if (!isType) return `${oracleTypeEntity(container)}#${element.name.replace(/\s+/g, '')}`;
  const name = withoutFileExtension(element.name, element.file);
  return oracleTypeEntity(container ? `${container}.${name}` : name);
}

/**
 * `com.app.Strings.kt` -> `com.app.Strings` where it names the element's file (any such name
 * where the file is unknown); a package that happens to end in `kt` (`okhttp3.recipes.kt`) is no file.
 */
function withoutFileExtension(qualified: string, file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  if (file !== '' && (!/\.kts?$/.test(base) || (qualified !== base && !qualified.endsWith(`.${base}`)))) return qualified;
  return qualified.replace(/\.kts?$/, '');
}

/**
 * The changes inside signatures and fields, keyed as oracle.ts keys RefactoringMiner's: the callable
 * after the change (RefactoringMiner names that one), a parameter or an attribute by its name.
 */
function fineGrainedKeys(refactoring: Refactoring): { row: Row; keys: string[] } | undefined {
  const { operation, kind, before, after } = refactoring;
  const qualified = QUALIFIED_LANGUAGES.has(refactoring.language);
  const callable = (element: CodeElement) => (qualified ? qualifiedEntity(constructorByClass(element), false) : methodEntity(element));
  // A Kotlin top-level property lives in its file (`a.b.Util.kt`), the oracle's `a.b.Util.module`.
  const type = (container: string) => (qualified ? oracleTypeEntity(container.replace(/\.kts?$/, '')) : scope(container));
  const key = (row: Row, b: string, a: string) => ({ row, keys: qualified ? [entryKey(row, b, a)] : unique([entryKey(row, b, a), entryKey(row, asOracleReads(b), asOracleReads(a))]) });
  // RefactoringMiner names `*args`, `**kwargs`, `...rest` without their marks.
  const [oldName, newName] = [unmarked(before.name), unmarked(after.name)];
  // A Kotlin extension function is named with its receiver (`View.onLeakTraceSelected`): the container
  // `a.LeakScreen.View.onLeakTraceSelected(...)` may name one, as the oracle does, or a nested class's method.
  const hostKeys = (host: CodeElement, row: Row, b: (callable: string) => string, a: (callable: string) => string) => {
    const hosts = [host, ...(qualified ? withReceiver(host) : [])];
    return { row, keys: unique(hosts.flatMap((h) => key(row, b(callable(h)), a(callable(h))).keys)) };
  };
  if (kind === 'Parameter') {
    const host = callableOf(after.container, after.file);
    // Parameters of an extension function are keyed with its receiver too, as its variables are.
    switch (operation) {
      case 'ADD':
        return hostKeys(host, 'Add Parameter', (c) => c, () => newName);
      // RefactoringMiner names the callable before the change for a removal (its old name, its old class), after it for the rest.
      case 'REMOVE':
        return hostKeys(callableOf(before.container, before.file), 'Remove Parameter', (c) => c, () => oldName);
      case 'RENAME':
        return hostKeys(host, 'Rename Parameter', (c) => `${c}.${oldName}`, (c) => `${c}.${newName}`);
      case 'CHANGE_TYPE':
        return hostKeys(host, 'Change Parameter Type', (c) => `${c}.${oldName}`, (c) => `${c}.${newName}`);
      case 'REORDER':
        return key('Reorder Parameter', callable(after), callable(after));
      default:
        return undefined;
    }
  }
  if (kind === 'Variable') {
    // Every side names its callable in its container but Inline's after, the callable itself.
    const host = operation === 'INLINE' ? after : callableOf(after.container, after.file);
    switch (operation) {
      case 'EXTRACT':
        return hostKeys(host, 'Extract Variable', (c) => c, () => newName);
      case 'INLINE': {
        // RefactoringMiner names the callable after; for one moved or renamed, also the one before
        // (`perceive` of `DeepQNetwork`, now `NatureDQNAgent`'s): the variable's own container.
        const inAfter = key('Inline Variable', callable(host), oldName);
        return { row: inAfter.row, keys: unique([...inAfter.keys, ...hostKeys(callableOf(before.container, before.file), 'Inline Variable', (c) => c, () => oldName).keys]) };
      }
      case 'RENAME':
        return hostKeys(host, 'Rename Variable', (c) => `${c}.${oldName}`, (c) => `${c}.${newName}`);
      case 'CHANGE_TYPE':
        return hostKeys(host, 'Change Variable Type', (c) => `${c}.${oldName}`, (c) => `${c}.${newName}`);
      case 'PARAMETERIZE':
        return hostKeys(host, 'Parameterize Variable', (c) => `${c}.${oldName}`, (c) => `${c}.${newName}`);
      default:
        return undefined;
    }
  }
  if (operation === 'CHANGE_RETURN_TYPE') return key('Change Return Type', callable(after), callable(after));
  if (kind !== 'Field') return undefined;
  // A field renamed on its way to another container (module constants into a class) is one
  // RefactoringMiner names in the class after, having matched the two containers: a Rename Attribute there.
  if (operation === 'RENAME' || operation === 'MOVE_RENAME') return key('Rename Attribute', `${type(after.container)}.${before.name}`, `${type(after.container)}.${after.name}`);
  if (operation === 'CHANGE_TYPE') return key('Change Attribute Type', `${type(after.container)}.${before.name}`, `${type(after.container)}.${after.name}`);
  return undefined;
}

/** Kotlin's constructors, `constructor` to refdiff, are named after their class by RefactoringMiner (`Graph(header Header)`). */
function constructorByClass(element: CodeElement): CodeElement {
  if (element.name !== 'constructor') return element;
  const container = element.container.replace(/\.kts?$/, '');
  return { ...element, name: container.slice(container.lastIndexOf('.') + 1) };
}

function unmarked(name: string): string {
  return name.replace(/^(\.\.\.|\*\*|\*)/, '');
}

/** The callable as an extension function of the type its container ends with: `a.LeakScreen.View`'s `onLeakTraceSelected` as `a.LeakScreen`'s `View.onLeakTraceSelected`. */
function withReceiver(host: CodeElement): CodeElement[] {
  const dot = host.container.lastIndexOf('.');
  const receiver = host.container.slice(dot + 1);
  // The oracle writes a generic receiver without spaces (`Pair<HprofParser,LeakNode>`).
  return dot > 0 && /^[A-Z]/.test(receiver) && host.name !== 'constructor' ? [{ ...host, container: host.container.slice(0, dot), name: `${receiver.replace(/\s+/g, '')}.${host.name}` }] : [];
}

/**
 * An entity as oracle.ts reads RefactoringMiner's name for it: a class whose name is not capitalised
 * (`q_multi_aligned_data.qMultiAlignedData#f`) cannot be told from a module there, and is read alone
 * (`qMultiAlignedData#f`). Capitalised classes and module functions read as refdiff keys them.
 */
function asOracleReads(entity: string): string {
  const at = entity.indexOf('#');
  if (at < 0) return entity;
  return `${oracleTypeEntity(entity.slice(0, at))}${entity.slice(at)}`;
}

function unique(keys: string[]): string[] {
  return [...new Set(keys)];
}

/** A parameter's container, `pkg/m.py.Reader.read(size)`, as the callable it names: container `pkg/m.py.Reader`, name `read`. */
function callableOf(container: string, file = ''): CodeElement {
  const open = container.indexOf('(');
  const head = open < 0 ? container : container.slice(0, open);
  const dot = head.lastIndexOf('.');
  return { file, container: head.slice(0, Math.max(dot, 0)), name: head.slice(dot + 1), signature: '', startLine: 0, endLine: 0 };
}
