import type { Statement, StatementBody } from '../cst';
import { initializerOf } from './extracted-variables';
import { flattenStatements } from './mapper';
import { containsRun, usesOf } from './name-uses';

/**
 * A one-statement helper computing its result from a value its caller held in a local and gave up
 * with the statements using it: `String xml = getSubsystemXml(); services = installInController(xml);`
 * became `services = buildKernelServices()`, whose `return createBuilder(...).setSubsystemXml(
 * this.getSubsystemXml()).build();` holds that value (RefactoringMiner maps the declaration to the
 * statement holding its initializer). The local is gone from the caller, so its value went
 * somewhere: into the helper that now stands where it was used.
 */
export function holdsLostValue(
  callerBefore: StatementBody,
  callerAfter: StatementBody,
  calleeBody: readonly Statement[],
  rewrite: (tokens: readonly string[]) => readonly string[],
): boolean {
  const statements = calleeBody.filter((statement) => statement.tokens.length > 0);
  if (statements.length !== 1) return false;
  const body = rewrite(statements[0].tokens);
  const before = flattenStatements(callerBefore.statements);
  const after = flattenStatements(callerAfter.statements);
  // Any declaration of the old caller: the caller's own mapping may have paired it, weakly, with a new statement.
  for (const declaration of before) {
    if (declaration.declares.length !== 1) continue;
    const [name] = declaration.declares;
    const value = initializerOf(declaration.tokens, name);
    // A computed value (a call), not a name or a literal any statement may hold.
    if (!value || !value.includes('(') || !containsRun(body, value)) continue;
    const usedBefore = before.some((statement) => statement !== declaration && usesOf(statement.tokens, name) > 0);
    const usedAfter = after.some((statement) => usesOf(statement.tokens, name) > 0);
    if (usedBefore && !usedAfter) return true;
  }
  return false;
}
