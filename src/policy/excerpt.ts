import { printable } from '../report/render-text';

/**
 * How values of a policy appear in error messages. A policy may be anything a path points at
 * (a symlink to /proc/self/environ, a huge generated file), so an error quotes a short excerpt,
 * never the value: enough to recognise it, too little to leak a file or flood a terminal.
 */

/** Characters of a value an error quotes at most. */
export const EXCERPT_LENGTH = 40;

/** `'value'` with control characters escaped; a longer value is cut: `'first 40…' (cut, 812 characters)`. */
export function quote(value: string): string {
  if (value.length <= EXCERPT_LENGTH) return `'${printable(value)}'`;
  return `'${shorten(value)}' (cut, ${value.length} characters)`;
}

/** The value with control characters escaped, cut after EXCERPT_LENGTH characters with `…`. */
export function shorten(value: string): string {
  if (value.length <= EXCERPT_LENGTH) return printable(value);
  let head = value.slice(0, EXCERPT_LENGTH);
  // Never end on half of a surrogate pair.
  if (/[\ud800-\udbff]$/.test(head)) head = head.slice(0, -1);
  return `${printable(head)}…`;
}
