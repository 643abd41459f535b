import type { CstNode, Parameter } from '../core/cst';

/** `name`, `...name`: a parameter that binds one identifier, so renaming it changes no caller. */
const SIMPLE_PARAMETER = /^(\.\.\.)?[\p{L}_$][\p{L}\p{N}_$]*$/u;

/**
 * The parameters renamed between two signatures, when that is all that changed: as many
 * parameters, each with the same type (where the language has types) and, for untyped ones, the
 * same shape (`x` stays plain, `...rest` stays rest). A destructured parameter names the
 * properties callers pass, so changing it is a real signature change; so is a swap (`(a, b)` to
 * `(b, a)`), which moves names rather than renaming them. Undefined when anything else changed.
 */
export function renamedParameters(before: CstNode, after: CstNode): [Parameter, Parameter][] | undefined {
  const old = before.parameters;
  const now = after.parameters;
  if (old.length !== now.length) return undefined;
  const oldNames = new Set(old.map((p) => p.name));
  const newNames = new Set(now.map((p) => p.name));
  const renamed: [Parameter, Parameter][] = [];
  for (let i = 0; i < old.length; i++) {
    const [p1, p2] = [old[i], now[i]];
    if (p1.type !== p2.type) return undefined;
    if (p1.name === p2.name) continue;
    if (!SIMPLE_PARAMETER.test(p1.name) || !SIMPLE_PARAMETER.test(p2.name)) return undefined;
    if (p1.name.startsWith('...') !== p2.name.startsWith('...')) return undefined;
    if (newNames.has(p1.name) || oldNames.has(p2.name)) return undefined;
    renamed.push([p1, p2]);
  }
  return renamed.length > 0 ? renamed : undefined;
}
