import type { CodeElement, Refactoring } from '../../src/report/types';
import { simpleTypeName, splitTopLevel, stripGenerics } from '../accuracy/entity-key';

/**
 * The one normalisation labels and reports meet under: `<type>|<scope>|<before>|<after>`.
 * The scope is the enclosing method after the commit as `pkg.Class#name(T1,T2)` (simple type
 * names, generics dropped, as bench/accuracy keys methods), or the class of a field. A side is
 * the element's name, '' where that side is the method itself.
 */
export function labelKey(label: { type: string; container: string; before: string; after: string }): string {
  return `${label.type.trim()}|${scopeKey(label.container)}|${label.before.trim()}|${label.after.trim()}`;
}

export function reportKey(refactoring: Refactoring): string {
  const scope = isCallable(refactoring.after) ? `${refactoring.after.container}.${refactoring.after.signature}` : refactoring.after.container;
  return labelKey({ type: refactoring.type, container: callableToLabelForm(scope), before: sideName(refactoring.before), after: sideName(refactoring.after) });
}

function isCallable(element: CodeElement): boolean {
  return element.signature.includes('(');
}

function sideName(element: CodeElement): string {
  return isCallable(element) ? '' : element.name;
}

/** `pkg.Class.name(int, List<X>)` (refdiff's qualified signature) -> `pkg.Class#name(int, List<X>)`. */
function callableToLabelForm(qualified: string): string {
  const open = qualified.indexOf('(');
  if (open < 0) return qualified;
  const head = qualified.slice(0, open);
  const dot = head.lastIndexOf('.');
  return dot < 0 ? qualified : `${head.slice(0, dot)}#${qualified.slice(dot + 1)}`;
}

/** `pkg.Class#name(final java.util.List<X> xs, int)` -> `pkg.Class#name(List,int)`; a class -> itself without generics. */
export function scopeKey(container: string): string {
  const text = container.trim();
  const hash = text.indexOf('#');
  if (hash < 0) return stripGenerics(text).replace(/\s+/g, '');
  const owner = stripGenerics(text.slice(0, hash)).replace(/\s+/g, '');
  const rest = text.slice(hash + 1);
  const open = rest.indexOf('(');
  const close = rest.lastIndexOf(')');
  if (open < 0 || close < open) return `${owner}#${rest.replace(/\s+/g, '')}`;
  const parameters = rest.slice(open + 1, close).trim();
  const types = parameters === '' ? [] : splitTopLevel(parameters).map((parameter) => simpleTypeName(parameterType(parameter)));
  return `${owner}#${rest.slice(0, open).trim()}(${types.join(',')})`;
}

/** `final List<X> xs` -> `final List<X>`: a parameter written with its name keeps only its type. */
function parameterType(parameter: string): string {
  const text = stripGenerics(parameter).replace(/@[\w.]+(\([^)]*\))?/g, ' ').trim();
  const words = text.split(/\s+/).filter((word) => word !== 'final');
  return words.length > 1 && /^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(words.at(-1)!) ? words.slice(0, -1).join(' ') : words.join(' ');
}
