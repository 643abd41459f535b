import { isCallable, type CstNode, type CstRoot } from '../core/cst';
import { flattenStatements } from '../core/statements/mapper';
import { isMatching, type Relationship } from '../core/relationship';
import { localUses } from '../core/statements/name-uses';
import type { BodyNames } from './signature-changes';

/**
 * The words each side's body of a relationship uses, as a set and in order, read from the revisions' tokens: the
 * evidence signature-changes.ts asks for. Undefined for a bodiless side (abstract, prototype).
 * The statements of the matched callables among `relationships` whose bodies changed are
 * announced to the plugins, so that each file is read once for just those.
 */
export function bodyNamesReader(before: CstRoot, after: CstRoot, relationships: readonly Relationship[] = []): (relationship: Relationship) => BodyNames {
  // Each relationship's bodies are compared once, here or when its statements are asked for.
  const differs = new Map<Relationship, boolean>();
  const bodiesChanged = (relationship: Relationship): boolean => {
    let changed = differs.get(relationship);
    if (changed === undefined) differs.set(relationship, (changed = bodiesDiffer(before, after, relationship)));
    return changed;
  };
  // The callables extracted from each callable: where its old statements may have gone.
  const extractedFrom = new Map<CstNode, CstNode[]>();
  for (const relationship of relationships) {
    if ((relationship.type !== 'EXTRACT' && relationship.type !== 'EXTRACT_MOVE') || !isCallable(relationship.after)) continue;
    extractedFrom.set(relationship.before, [...(extractedFrom.get(relationship.before) ?? []), relationship.after]);
  }
  const changed = relationships.filter((relationship) => isMatching(relationship.type) && isCallable(relationship.before) && isCallable(relationship.after) && bodiesChanged(relationship));
  before.wantStatements?.(changed.map((relationship) => relationship.before));
  after.wantStatements?.(changed.map((relationship) => relationship.after));
  // An extraction's caller after it: the one its caller before was matched with.
  const matchedAfter = new Map(relationships.filter((relationship) => isMatching(relationship.type)).map((relationship) => [relationship.before, relationship.after]));
  // Read when asked (a parameter renamed and retyped), not for every class, field and method matched.
  return (relationship) => {
    let tokens: [string[] | undefined, string[] | undefined] | undefined;
    let sets: [Set<string> | undefined, Set<string> | undefined] | undefined;
    const read = () => (tokens ??= [bodyTokens(before, relationship.before), bodyTokens(after, relationship.after)]);
    const asSets = () => (sets ??= [read()[0] && new Set(read()[0]), read()[1] && new Set(read()[1])]);
    let locals: [Set<string> | undefined, Set<string> | undefined] | undefined;
    const asLocals = () => {
      const [tokensBefore, tokensAfter] = read();
      return (locals ??= [tokensBefore && localUses(tokensBefore), tokensAfter && localUses(tokensAfter)]);
    };
    return {
      get before() {
        return asSets()[0];
      },
      get after() {
        return asSets()[1];
      },
      get beforeTokens() {
        return read()[0];
      },
      get afterTokens() {
        return read()[1];
      },
      get localsBefore() {
        return asLocals()[0];
      },
      get localsAfter() {
        return asLocals()[1];
      },
      statements: () => (bodiesChanged(relationship) ? statementsOf(before, after, relationship) : undefined),
      extractedStatements: () => (extractedFrom.get(relationship.before) ?? []).flatMap((callee) => {
        const body = after.statementsOf?.(callee);
        return body ? flattenStatements(body.statements) : [];
      }),
      extraction: () => extractionOf(before, after, relationship, matchedAfter.get(relationship.before)),
      get fieldsBefore() {
        const type = relationship.before.parent;
        return type && new Set(type.children.filter((child) => child.type === 'Field').map((field) => field.simpleName));
      },
    };
  };
}

/** An extraction's caller before and after, and the extracted body: their statements, when each has them. */
function extractionOf(before: CstRoot, after: CstRoot, relationship: Relationship, callerAfter: CstNode | undefined) {
  if ((relationship.type !== 'EXTRACT' && relationship.type !== 'EXTRACT_MOVE') || !callerAfter) return undefined;
  const callerBefore = before.statementsOf?.(relationship.before);
  const callerNow = after.statementsOf?.(callerAfter);
  const extracted = after.statementsOf?.(relationship.after);
  return callerBefore && callerNow && extracted ? { callerBefore, callerAfter: callerNow, extracted } : undefined;
}

/** The statements of both bodies (asked for only when their tokens differ: identical bodies cost one comparison). */
function statementsOf(before: CstRoot, after: CstRoot, relationship: Relationship) {
  const { before: old, after: now } = relationship;
  const bodyBefore = before.statementsOf?.(old);
  const bodyAfter = after.statementsOf?.(now);
  return bodyBefore && bodyAfter ? { before: bodyBefore, after: bodyAfter } : undefined;
}

/**
 * Both sides have a body, and a word is in one and not the other (a name or a type gone or new),
 * or is written a different number of times (`Supplier` became `Supplier<?>`: a type changed with
 * no new word), or a parameter is new (a local it replaced): else no local can have been renamed,
 * extracted, inlined, retyped or made a parameter, and the statements are not worth building.
 */
function bodiesDiffer(before: CstRoot, after: CstRoot, { before: old, after: now }: Relationship): boolean {
  const tokensBefore = bodyTokens(before, old);
  const tokensAfter = bodyTokens(after, now);
  if (!tokensBefore || !tokensAfter) return false;
  if (now.parameters.some((p) => !old.parameters.some((q) => q.name === p.name))) return true;
  if (tokensBefore.length !== tokensAfter.length) return true;
  const counts = new Map<string, number>();
  for (const token of tokensBefore) counts.set(token, (counts.get(token) ?? 0) + 1);
  for (const token of tokensAfter) {
    const left = counts.get(token);
    if (!left) return true;
    counts.set(token, left - 1);
  }
  return false;
}

function bodyTokens(root: CstRoot, node: CstNode): string[] | undefined {
  const { file, bodyBegin, bodyEnd } = node.location;
  const tokens = root.tokens.get(file);
  if (!tokens || bodyEnd <= bodyBegin) return undefined;
  const texts: string[] = [];
  for (let i = firstAtOrAfter(tokens.starts, bodyBegin); i < tokens.starts.length && tokens.starts[i] < bodyEnd; i++) texts.push(tokens.texts[i]);
  return texts;
}

function firstAtOrAfter(starts: readonly number[], offset: number): number {
  let [low, high] = [0, starts.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle] < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}
