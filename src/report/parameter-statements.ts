import type { Statement, StatementBody } from '../core/cst';
import { bodyMapping, flattenStatements, LEAF_SIMILARITY, type StatementPair } from '../core/statements/mapper';
import { renamed, usesOf, withRenames } from '../core/statements/name-uses';
import { sameTokens, wholeStatementSimilarity } from '../core/statements/similarity';
import { readThrough, substitutedInPlace, substitutionPlaces } from './substitution';

type Bodies = () => { before: StatementBody; after: StatementBody } | undefined;

/** A function defined inside a callable's body (a closure), with the locals of it and of the functions between them. */
export interface NestedBody {
  body: StatementBody;
  /** Its own locals and those of the nested functions it sits in: a name among them is theirs, not the outer parameter. */
  scopes: readonly ReadonlySet<string>[];
}

/** The functions defined inside both sides' callable, and those matched across the change. */
export interface NestedBodies {
  before: readonly NestedBody[];
  after: readonly NestedBody[];
  matched: readonly (readonly [NestedBody, NestedBody])[];
}

interface Sides {
  before: readonly Statement[];
  after: readonly Statement[];
  pairs: readonly StatementPair[];
  bodies: { before: StatementBody; after: StatementBody };
}

/** What the bodies' statements say of a parameter that lost its name (`n1`) and one that gained a name (`n2`). */
export interface ParameterStatements {
  /** Two variables because of a local (localMadeParameter, parameterKeptAsAlias); false without statements. */
  localsApart(n1: string, n2: string): boolean;
  /**
   * Whether a statement reading the old name before became one reading the new name after: a
   * pair the mapper made, or two statements alike once the old name is spelt as the new one (the
   * mapper leaves short ones apart when a member was renamed with it, `self._padding_token =
   * padding_token` -> `self._pad_token = pad_token`), here or in code extracted from the body and
   * given the new name. The new name took the old one's place, as
   * RefactoringMiner's rename is a replacement in a mapped statement. Undefined without statements.
   */
  tookPlace(n1: string, n2: string): boolean | undefined;
  /**
   * Whether a pair the mapper made reads the new name where the old one stood, both read alike
   * (`self.stream(label)` -> `self.stream(label=item)`): the value itself passed on, whatever
   * other statements draw from it (`item.start`). False without statements.
   */
  replacedAsIs(n1: string, n2: string): boolean;
  /**
   * Whether the first statement that read the old name is paired with one reading the new name in
   * its place and the old one nowhere (`if (typeof config === 'string')` -> `if (typeof configOrUrl
   * === 'string')`): what callers passed first now arrives as the new parameter. False without statements.
   */
  firstReaderTook(n1: string, n2: string): boolean;
}

/** Reads the statements, and maps them, when first asked. */
export function parameterStatementsReader(bodies: Bodies, extracted: () => readonly Statement[] = () => [], nested: () => NestedBodies | undefined = () => undefined): ParameterStatements {
  let read: { sides: Sides | undefined } | undefined;
  let extractedOnce: readonly Statement[] | undefined;
  let nestedOnce: { bodies: NestedBodies | undefined; sides: Map<readonly [NestedBody, NestedBody], Sides> } | undefined;
  const nestedBodies = () => (nestedOnce ??= { bodies: nested(), sides: new Map() });
  const sides = () => {
    if (!read) {
      const statements = bodies();
      const mapping = statements && bodyMapping(statements.before, statements.after);
      read = { sides: statements && mapping && { before: mapping.before, after: mapping.after, bodies: statements, pairs: mapping.mapping.pairs } };
    }
    return read.sides;
  };
  const mapped = (both: Sides) => both.pairs;
  return {
    firstReaderTook(n1, n2) {
      const both = sides();
      const first = both?.before.find((statement) => reads(statement.tokens, n1));
      const pair = first && both!.pairs.find((candidate) => candidate.before === first);
      return !!pair && reads(pair.after.tokens, n2) && !reads(pair.after.tokens, n1) && substitutedInPlace(pair.before.tokens, pair.after.tokens, n1, n2) === true;
    },
    replacedAsIs(n1, n2) {
      const both = sides();
      return !!both && mapped(both).some(({ before, after }) => reads(before.tokens, n1) && reads(after.tokens, n2) && readAlike(before.tokens, after.tokens, n1, n2));
    },
    localsApart(n1, n2) {
      const both = sides();
      return !!both && (localMadeParameter(both, n1, n2) || parameterKeptAsAlias(both, n1, n2));
    },
    tookPlace(n1, n2) {
      const both = sides();
      if (!both) return undefined;
      // A read inside a block that declares the name anew (`for dataset, reader_kwargs in zip(...)`) reads that local, not the parameter.
      const shadowedBefore = shadowed(both.bodies.before.statements, n1);
      const shadowedAfter = shadowed(both.bodies.after.statements, n2);
      const readsOld = (statement: Statement) => !shadowedBefore.has(statement) && reads(statement.tokens, n1);
      const readsNew = (statement: Statement) => !shadowedAfter.has(statement) && reads(statement.tokens, n2);
      if (mapped(both).some(({ before, after }) => readsOld(before) && readsNew(after))) return true;
      // The old readers may have left with code extracted from the body, where they read the new name (`if rank < 2` -> the helper's `if tensor_rank < 2`).
      const readers = [...both.after.filter(readsNew), ...(extractedOnce ??= extracted()).filter((statement) => reads(statement.tokens, n2))];
      const respeltReader = (statement: Statement) => {
        const respelt = renamed(statement.tokens, n1, n2);
        return readers.some((reader) => wholeStatementSimilarity(respelt, reader.tokens) >= LEAF_SIMILARITY);
      };
      if (both.before.some((statement) => readsOld(statement) && respeltReader(statement))) return true;
      // A reader rewritten past the mapper's threshold, left in its place, passing the new name where
      // the same call took the old (a function moved into a class:
      // `axios.interceptors.request.handlers.push({ request: thenFn })` -> `this.handlers.push({ fulfilled: fulfilled })`).
      if (leftInPlace(both, n1, n2, (statement, other) => sameCallSlot(statement, other, n1, n2))) return true;
      // The one call of its name in each body, passing the old name in an argument before and the
      // new one in that argument after, its statement rewritten and a guard around it gone
      // (`if not isinstance(parent, OutputNode): raise ...` dropped, `super(...).__init__([parent], name)`
      // -> `super(...).__init__(stream_spec=stream, name=name)`): the ranks leftInPlace aligns moved.
      if (soleCallTook(both.before.filter((statement) => !shadowedBefore.has(statement)), both.after.filter((statement) => !shadowedAfter.has(statement)), n1, n2)) return true;
      // A closure reads the parameters of the function around it, and its statements are its own
      // where the language keeps nested functions apart (`var notify = function() { ... callback() ... }`):
      // its reads are the parameter's too, unless it declares the name itself.
      const inside = nestedBodies();
      if (!inside.bodies) return false;
      const unshadowed = (list: readonly NestedBody[], name: string) => list.filter((nestedBody) => !nestedBody.scopes.some((scope) => scope.has(name)));
      const [oldReaders, newReaders] = [unshadowed(inside.bodies.before, n1), unshadowed(inside.bodies.after, n2)];
      if (oldReaders.length === 0) return false;
      for (const match of inside.bodies.matched) {
        if (!oldReaders.includes(match[0]) || !newReaders.includes(match[1])) continue;
        let sides: Sides | undefined = inside.sides.get(match);
        if (!sides) {
          const mapping = bodyMapping(match[0].body, match[1].body);
          inside.sides.set(match, (sides = { before: mapping.before, after: mapping.after, pairs: mapping.mapping.pairs, bodies: { before: match[0].body, after: match[1].body } }));
        }
        if (sides.pairs.some(({ before, after }) => reads(before.tokens, n1) && reads(after.tokens, n2))) return true;
        if (leftInPlace(sides, n1, n2)) return true;
      }
      readers.push(...newReaders.flatMap((nestedBody) => flattenStatements(nestedBody.body.statements)).filter((statement) => reads(statement.tokens, n2)));
      return oldReaders.some((nestedBody) => flattenStatements(nestedBody.body.statements).some((statement) => reads(statement.tokens, n1) && respeltReader(statement)));
    },
  };
}

/**
 * A statement reading `n1` and one reading `n2` that the mapper left unpaired in the same place:
 * under parents it paired (or both at the top), at the same rank among their unpaired siblings,
 * the new name aligned where the old one stood (`return callback();` -> `return
 * listener(createEvent('resize', chart));`, the last statement of a guard kept as it was), and
 * `alike` of the two (the function's own body asks for the same call taking the name: its
 * statements in place say less than a closure's few).
 */
function leftInPlace({ before, after, pairs, bodies }: Sides, n1: string, n2: string, alike: (statement: Statement, other: Statement) => boolean = () => true): boolean {
  const pairedTo = new Map(pairs.map((pair) => [pair.before, pair.after]));
  const pairedAfter = new Set(pairs.map((pair) => pair.after));
  const unpairedChildren = (children: readonly Statement[], paired: (statement: Statement) => boolean) => children.filter((child) => !paired(child));
  const places = (parentBefore: readonly Statement[], parentAfter: readonly Statement[]) => {
    const [left, right] = [unpairedChildren(parentBefore, (child) => pairedTo.has(child)), unpairedChildren(parentAfter, (child) => pairedAfter.has(child))];
    return left.some((statement, k) => right[k] !== undefined && reads(statement.tokens, n1) && reads(right[k].tokens, n2) && substitutedInPlace(statement.tokens, right[k].tokens, n1, n2) === true && alike(statement, right[k]));
  };
  if (places(bodies.before.statements, bodies.after.statements)) return true;
  return before.some((parent) => {
    const other = pairedTo.get(parent);
    return !!other && after.includes(other) && places(parent.children, other.children);
  });
}

/** A call of one name that took `n1` in some argument before and takes `n2` in the same argument after (`handlers.push({ request: thenFn })` -> `handlers.push({ fulfilled: fulfilled })`). */
function sameCallSlot(statement: Statement, other: Statement, n1: string, n2: string): boolean {
  return statement.calls.some((call) =>
    other.calls.some((otherCall) => otherCall.name === call.name && call.arguments.some((argument, k) => reads(argument, n1) && otherCall.arguments[k] !== undefined && reads(otherCall.arguments[k], n2))),
  );
}

/** A call whose name is called once in `before` and once in `after`, taking `n1` in some argument before and `n2`, not `n1`, in the same argument after. */
function soleCallTook(before: readonly Statement[], after: readonly Statement[], n1: string, n2: string): boolean {
  // Each side's calls by name, gathered once (asked per parameter pair).
  const byName = (statements: readonly Statement[]) => {
    const calls = new Map<string, Statement['calls'][number][]>();
    for (const statement of statements) for (const call of statement.calls) calls.set(call.name, [...(calls.get(call.name) ?? []), call]);
    return calls;
  };
  const [mine, theirs] = [byName(before), byName(after)];
  for (const [name, calls] of mine) {
    const others = theirs.get(name);
    if (calls.length !== 1 || others?.length !== 1) continue;
    const [call, other] = [calls[0], others[0]];
    if (call.arguments.some((argument, k) => reads(argument, n1) && other.arguments[k] !== undefined && reads(other.arguments[k], n2) && !reads(other.arguments[k], n1))) return true;
  }
  return false;
}

/** The statements nested in one that declares `name` (a loop over it, a `with ... as` it). */
function shadowed(statements: readonly Statement[], name: string): Set<Statement> {
  const found = new Set<Statement>();
  const visit = (statement: Statement, inside: boolean) => {
    if (inside) found.add(statement);
    const declaring = inside || (statement.children.length > 0 && statement.declares.includes(name));
    for (const child of statement.children) visit(child, declaring);
  };
  for (const statement of statements) visit(statement, false);
  return found;
}

/** Some place where, aligning the two statements, `n2` took the place of `n1` and neither or both are read through (`n.x`). */
function readAlike(before: readonly string[], after: readonly string[], n1: string, n2: string): boolean {
  const places = substitutionPlaces(before, after, n1, n2) ?? [];
  return places.some(([i, j]) => readThrough(before, i) === readThrough(after, j));
}

function reads(tokens: readonly string[], name: string): boolean {
  return usesOf(tokens, name) > 0;
}

/**
 * The new name was a local of the old body, now the parameter (Parameterize Variable:
 * `clamped_indexes(pmf, subdivisions)` with `locs = np.linspace(0, 1, subdivisions + 1)` ->
 * `clamped_indexes(pmf, locs)`), unless that local went on under another name new to the body,
 * its declaration the same but for both renames (a chain: `files` -> `current` while the local
 * `current` -> `actual`).
 */
function localMadeParameter({ before, after }: Sides, n1: string, n2: string): boolean {
  const declaring = before.filter((statement) => statement.declares.includes(n2));
  if (declaring.length === 0) return false;
  const declaredBefore = new Set(before.flatMap((statement) => statement.declares));
  const renamedAway = (statement: Statement) =>
    after.some((other) => other.declares.some((name) => !declaredBefore.has(name) && sameTokens(withRenames(statement.tokens, new Map([[n2, name], [n1, n2]])), other.tokens)));
  return !declaring.some(renamedAway);
}

/**
 * The old name is now a local holding the new parameter as is (`eventspace = alphabet`): the body
 * still reads the old variable, no longer passed in (RefactoringMiner's Localize Parameter), while
 * callers pass a new one. A local holding a value made from the new parameter (`key =
 * key(messageKey)`) is no such evidence: the parameter renamed, the local a new value.
 */
function parameterKeptAsAlias({ after }: Sides, n1: string, n2: string): boolean {
  return after.some((statement) => statement.declares.includes(n1) && valueIs(statement.tokens, n2));
}

/** `x = value` or `T x = value;`: what follows the first `=` is the one name. */
function valueIs(tokens: readonly string[], name: string): boolean {
  const at = tokens.indexOf('=');
  const value = tokens.slice(at + 1).filter((token) => token !== ';');
  return at >= 0 && value.length === 1 && value[0] === name;
}
