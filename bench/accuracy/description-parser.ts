import { attributeKey, methodKey, splitTopLevel, typeKey } from './entity-key';
import type { Row } from './rows';

/** One (before, after) entity pair a description stands for; a description may hold several. */
export interface EntityPair {
  before: string;
  after: string;
}

export type ParsedDescription =
  | { kind: 'scored'; row: Row; pairs: EntityPair[] }
  /** A type the benchmark does not score (Change Package). */
  | { kind: 'unscored'; type: string };

type PairBuilder = (groups: string[]) => EntityPair[];

interface DescriptionForm {
  row: Row;
  pattern: RegExp;
  build: PairBuilder;
}

/**
 * The description forms of RefactoringMiner 1.0 (the oracle's text format). Tried in order; the
 * first that matches the whole text wins. Extract and Extract And Move key the new method by
 * the class it was extracted from, as the oracle names only that one class.
 */
const FORMS: DescriptionForm[] = [
  { row: 'Move and Rename/Rename Class', pattern: /^Rename Class (.+) renamed to (.+)$/, build: ([a, b]) => [types(a, b)] },
  { row: 'Move and Rename/Rename Class', pattern: /^Move And Rename Class (.+) moved to (.+)$/, build: ([a, b]) => [types(a, b)] },
  { row: 'Move Class', pattern: /^Move Class (.+) moved to (.+)$/, build: ([a, b]) => [types(a, b)] },
  {
    row: 'Extract/Extract and Move Method',
    pattern: /^Extract And Move Method (.+) extracted from (.+) in class (\S+) & moved to class (\S+)$/,
    build: ([extracted, source, cls]) => [{ before: method(source, cls), after: method(extracted, cls) }],
  },
  {
    row: 'Extract/Extract and Move Method',
    pattern: /^Extract Method (.+) extracted from (.+) in class (\S+)$/,
    build: ([extracted, source, cls]) => [{ before: method(source, cls), after: method(extracted, cls) }],
  },
  {
    row: 'Rename Method',
    pattern: /^Rename Method (.+) renamed to (.+) in class (\S+)$/,
    build: ([a, b, cls]) => [{ before: method(a, cls), after: method(b, cls) }],
  },
  {
    row: 'Inline Method',
    pattern: /^Inline Method (.+) inlined to (.+) in class (\S+)$/,
    build: ([inlined, target, cls]) => [{ before: method(inlined, cls), after: method(target, cls) }],
  },
  ...memberMoves('Move Method', 'Move Method'),
  ...memberMoves('Pull Up Method', 'Pull Up Method'),
  ...memberMoves('Push Down Method', 'Push Down Method'),
  ...attributeMoves('Move Attribute', 'Move Attribute'),
  ...attributeMoves('Pull Up Attribute', 'Pull Up Attribute'),
  ...attributeMoves('Push Down Attribute', 'Push Down Attribute'),
  ...supertypeExtractions('Extract Interface', 'Extract Interface'),
  ...supertypeExtractions('Extract Superclass', 'Extract Superclass'),
];

const UNSCORED = /^(Rename Package|Change Package)\b/;

/** Parses one oracle description; throws on text in no known form. */
export function parseDescription(description: string): ParsedDescription {
  const text = description.trim();
  for (const form of FORMS) {
    const match = form.pattern.exec(text);
    if (match) return { kind: 'scored', row: form.row, pairs: form.build(match.slice(1)) };
  }
  const unscored = UNSCORED.exec(text);
  if (unscored) return { kind: 'unscored', type: unscored[1] };
  throw new Error(`unknown refactoring description: ${text}`);
}

/** `Move Method m() : void from class A to n() : void from class B`, or `... m() : void from class A to class B`. */
function memberMoves(words: string, row: Row): DescriptionForm[] {
  return [
    {
      row,
      pattern: new RegExp(`^${words} (.+) from class (\\S+) to (.+) from class (\\S+)$`),
      build: ([a, clsA, b, clsB]) => [{ before: method(a, clsA), after: method(b, clsB) }],
    },
    {
      row,
      pattern: new RegExp(`^${words} (.+) from class (\\S+) to class (\\S+)$`),
      build: ([a, clsA, clsB]) => [{ before: method(a, clsA), after: method(a, clsB) }],
    },
  ];
}

/** `Move Attribute private x : int from class A to class B`. */
function attributeMoves(words: string, row: Row): DescriptionForm[] {
  return [
    {
      row,
      pattern: new RegExp(`^${words} (.+) from class (\\S+) to class (\\S+)$`),
      build: ([field, clsA, clsB]) => [{ before: attribute(field, clsA), after: attribute(field, clsB) }],
    },
  ];
}

/** `Extract Superclass S from classes [A, B]` (one pair per class) or `... from class A`. */
function supertypeExtractions(words: string, row: Row): DescriptionForm[] {
  return [
    {
      row,
      pattern: new RegExp(`^${words} (\\S+) from classes \\[(.+)\\]$`),
      build: ([supertype, classes]) => splitTopLevel(classes).map((cls) => types(cls, supertype)),
    },
    {
      row,
      pattern: new RegExp(`^${words} (\\S+) from class (\\S+)$`),
      build: ([supertype, cls]) => [types(cls, supertype)],
    },
  ];
}

function types(before: string, after: string): EntityPair {
  return { before: typeKey(before), after: typeKey(after) };
}

/** `private showStatus(txt String, args Object[]) : void` in class `cls` -> method key. */
export function method(text: string, cls: string): string {
  const declaration = stripVisibility(text.trim());
  const open = declaration.indexOf('(');
  const close = declaration.lastIndexOf(')');
  if (open === -1 || close < open) throw new Error(`not a method: ${text}`);
  const name = declaration.slice(0, open).trim();
  const parameterTypes = splitTopLevel(declaration.slice(open + 1, close)).map(parameterType);
  return methodKey(cls, name, parameterTypes);
}

/** `private NAME : Type` in class `cls` -> attribute key. */
export function attribute(text: string, cls: string): string {
  const declaration = stripVisibility(text.trim());
  const colon = declaration.indexOf(' : ');
  return attributeKey(cls, colon === -1 ? declaration : declaration.slice(0, colon));
}

/** RefactoringMiner 1.0 writes parameters as `name Type`. */
function parameterType(parameter: string): string {
  const space = parameter.indexOf(' ');
  return space === -1 ? parameter : parameter.slice(space + 1);
}

function stripVisibility(declaration: string): string {
  return declaration.replace(/^(public|private|protected|package)\s+/, '');
}
