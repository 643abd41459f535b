import type { SyntaxNode } from '../tree-sitter';

/**
 * One name a destructuring binds: the keys on the way to it (`{ p: { q: x } }`: `p.q`; an array's
 * element `[1]`), and the member of the value it reads (`. p . q`), when it reads one as written.
 */
export interface DestructuredName {
  name: string;
  key: string;
  member?: string[];
}

/**
 * `const { a, b: c, d = 1, ...rest } = o` (a loop's element and a caught error too, with no value:
 * see patternOf): every name the pattern binds, each with the member of `o` it reads (`a` is `o.a`, `c` is `o.b`; `const [x, , y] = o`: `x` is `o[0]`, `y` is `o[2]`;
 * nested, `const { p: { q } } = o`: `q` is `o.p.q`), so that a local destructured out of a value is
 * known as that member of it (a use of `this.props.children` replaced by `children` is an
 * extracted variable). A name behind a default, a rest or a computed key reads no one member, and
 * none does out of a value that `.key` cannot follow as written (`a || b`): those are declared
 * with no value of their own, never as the whole value.
 */
export function destructuredNames(declaration: SyntaxNode): { value?: SyntaxNode; names: DestructuredName[] } | undefined {
  const { pattern, value } = patternOf(declaration);
  if (pattern?.type !== 'object_pattern' && pattern?.type !== 'array_pattern') return undefined;
  const names: DestructuredName[] = [];
  boundNames(pattern, [], value && MEMBER_READABLE.has(value.type) ? [] : undefined, names, 0);
  return names.length > 0 ? { ...(value ? { value } : {}), names } : undefined;
}

/**
 * The pattern a declaration binds and the value it destructures, if one as written: a declarator's
 * (`const { a } = o`); a loop's element (`for (const { a } of rows)`) and a catch clause's error
 * (`catch ({ message })`) take theirs from no value written, their names from none (no one member).
 */
function patternOf(declaration: SyntaxNode): { pattern?: SyntaxNode | null; value?: SyntaxNode | null } {
  switch (declaration.type) {
    case 'variable_declarator': {
      const value = declaration.childForFieldName('value');
      return value ? { pattern: declaration.childForFieldName('name'), value } : {};
    }
    case 'for_in_statement':
      return { pattern: declaration.childForFieldName('left') };
    case 'catch_clause':
      return { pattern: declaration.childForFieldName('parameter') };
    default:
      return {};
  }
}

/** Values that read a member by `.key` appended as they are written: no operator to bind first. */
const MEMBER_READABLE = new Set(['identifier', 'this', 'member_expression', 'subscript_expression', 'call_expression']);

/** Patterns nested deeper than anyone writes bind no names read into (their declaration declares none of them). */
const MAX_PATTERN_DEPTH = 50;

/** The names `pattern` binds, in order, each with its keys and its member path from the value (undefined: none as written). */
function boundNames(pattern: SyntaxNode, keys: string[], member: string[] | undefined, names: DestructuredName[], depth: number): void {
  if (depth > MAX_PATTERN_DEPTH) return;
  switch (pattern.type) {
    case 'identifier':
    case 'shorthand_property_identifier_pattern':
      names.push(member ? { name: pattern.text, key: keys.join('.'), member } : { name: pattern.text, key: keys.join('.') });
      return;
    case 'object_pattern':
      for (const element of pattern.namedChildren) if (element) objectElement(element, keys, member, names, depth + 1);
      return;
    case 'array_pattern': {
      // Holes (`[, b]`) are commas with no element: an element's index is the commas before it.
      let index = 0;
      for (const child of pattern.children) {
        if (!child) continue;
        if (child.type === ',') index++;
        else if (child.isNamed && child.type !== 'comment') boundNames(child, [...keys, `[${index}]`], member && [...member, '[', String(index), ']'], names, depth + 1);
      }
      return;
    }
    case 'assignment_pattern':
    case 'object_assignment_pattern':
    case 'rest_pattern': {
      // A default may stand for the member, a rest is the members left: no one member.
      const target = pattern.type === 'rest_pattern' ? pattern.namedChildren[0] : pattern.childForFieldName('left');
      if (target) boundNames(target, pattern.type === 'rest_pattern' ? [...keys, '...'] : keys, undefined, names, depth + 1);
      return;
    }
    default:
      return;
  }
}

function objectElement(element: SyntaxNode, keys: string[], member: string[] | undefined, names: DestructuredName[], depth: number): void {
  switch (element.type) {
    case 'shorthand_property_identifier_pattern': {
      const key = [...keys, element.text].join('.');
      names.push(member ? { name: element.text, key, member: [...member, '.', element.text] } : { name: element.text, key });
      return;
    }
    case 'pair_pattern': {
      const key = element.childForFieldName('key');
      const value = element.childForFieldName('value');
      if (!key || !value) return;
      // Only a plain key is read by `.key` as written (not `'a-b'`, `[k]`, `0`).
      boundNames(value, [...keys, key.text], member && key.type === 'property_identifier' ? [...member, '.', key.text] : undefined, names, depth);
      return;
    }
    case 'object_assignment_pattern': {
      // `{ a = 1 }`: the key `a`, its member behind a default.
      const left = element.childForFieldName('left');
      if (left) boundNames(left, [...keys, left.text], undefined, names, depth);
      return;
    }
    default:
      boundNames(element, keys, undefined, names, depth);
  }
}

/**
 * The names a destructuring parameter binds (`{ id, name: alias = '' }`: `id` by `id`, `alias` by
 * `name`), a default around the whole pattern (`{ id } = {}`) aside; undefined for a parameter
 * that is one name.
 */
export function parameterBindings(parameter: SyntaxNode): { name: string; key: string }[] | undefined {
  const pattern = parameter.type === 'assignment_pattern' ? parameter.childForFieldName('left') : parameter;
  if (pattern?.type !== 'object_pattern' && pattern?.type !== 'array_pattern') return undefined;
  const names: DestructuredName[] = [];
  boundNames(pattern, [], undefined, names, 0);
  return names.length > 0 ? names.map(({ name, key }) => ({ name, key })) : undefined;
}
