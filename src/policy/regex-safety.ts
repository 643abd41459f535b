/**
 * Name patterns written as /regular expressions/ run on V8's backtracking engine. A repeated
 * group that itself repeats or alternates (`(a+)+`, `(a|aa)*`, `(\w+\s?)*`) and backreferences
 * can take exponential time on an ordinary name, so they are refused when the policy is loaded.
 * The check is deliberately simple and errs on the side of refusing: element names are short,
 * and a rule never needs more than a class, an alternation or one level of repetition.
 */

interface Group {
  /** The group holds a quantifier or an alternation, directly or in a group inside it. */
  varies: boolean;
}

/** Why `source` could backtrack exponentially, or undefined. */
export function regexHazard(source: string): string | undefined {
  const stack: Group[] = [{ varies: false }];
  let closed: Group | undefined;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    const justClosed = closed;
    closed = undefined;
    const top = stack[stack.length - 1];
    if (char === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && source[i + 2] === '<')) return 'a backreference';
      i++;
    } else if (char === '[') {
      i = classEnd(source, i);
    } else if (char === '(') {
      stack.push({ varies: false });
      i = groupBodyStart(source, i);
    } else if (char === ')') {
      const group = stack.length > 1 ? stack.pop() : undefined;
      if (group) {
        if (group.varies) stack[stack.length - 1].varies = true;
        closed = group;
      }
    } else if (char === '|') {
      top.varies = true;
    } else {
      const quantifier = quantifierAt(source, i);
      if (!quantifier) continue;
      if (quantifier.repeats && justClosed?.varies) return 'a repeated group that itself repeats or alternates';
      if (quantifier.repeats) top.varies = true;
      i = quantifier.end;
      if (source[i + 1] === '?') i++;
    }
  }
  return undefined;
}

/** `*`, `+`, `?` or `{n}`, `{n,}`, `{n,m}` at `i`; `repeats` when it allows more than one. */
function quantifierAt(source: string, i: number): { repeats: boolean; end: number } | undefined {
  const char = source[i];
  if (char === '*' || char === '+') return { repeats: true, end: i };
  if (char === '?') return { repeats: false, end: i };
  if (char !== '{') return undefined;
  const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i, i + 24));
  if (!match) return undefined;
  const max = match[2] === undefined ? Number(match[1]) : match[3] === '' ? Infinity : Number(match[3]);
  return { repeats: max > 1, end: i + match[0].length - 1 };
}

/** Index of the `]` closing the class opened at `start` (or the end of the source). */
function classEnd(source: string, start: number): number {
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']') return i;
  }
  return source.length;
}

/** Skips a group's `?:`, `?=`, `?!`, `?<=`, `?<!`, `?<name>` prefix: that `?` is no quantifier. */
function groupBodyStart(source: string, open: number): number {
  if (source[open + 1] !== '?') return open;
  if (source[open + 2] === '<' && source[open + 3] !== '=' && source[open + 3] !== '!') {
    const close = source.indexOf('>', open);
    return close < 0 ? source.length : close;
  }
  return open + (source[open + 2] === '<' ? 3 : 2);
}
