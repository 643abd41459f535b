import type { Statement } from '../cst';
import { sameTokens, wordCount } from './similarity';

/**
 * An extraction (or inlining) of one expression: the call site reads `A callee(args) B` where the
 * other side of the caller reads `A X B`, and the callee's only statement returns an expression
 * that contains X (`createBus(SyncAsync(false))` -> `createBus(SyncAsync())`, with `SyncAsync()`
 * returning `SyncAsync(false).addPublicationErrorHandler(...)`). RefactoringMiner maps such a call
 * to the expression it replaced; statements alone never pair, as the call site is one statement
 * and the callee another.
 */

/** X must say this much (a name and its argument, a call): a lone name is in any expression. */
const MIN_REPLACED_WORDS = 2;

export function returnsReplacedExpression(
  callSites: readonly Statement[],
  counterparts: readonly Statement[],
  calleeBody: readonly Statement[],
  calleeName: string,
  rewrite: (tokens: readonly string[]) => readonly string[],
): boolean {
  const statements = calleeBody.filter((statement) => statement.tokens.length > 0);
  if (statements.length !== 1 || statements[0].tokens[0] !== 'return') return false;
  const returned = rewrite(statements[0].tokens);
  for (const site of callSites) {
    const span = callSpan(site.tokens, calleeName);
    if (!span) continue;
    const prefix = site.tokens.slice(0, span.start);
    const suffix = site.tokens.slice(span.end);
    const call = site.tokens.slice(span.start, span.end);
    for (const other of counterparts) {
      const tokens = other.tokens;
      if (tokens.length <= prefix.length + suffix.length) continue;
      if (!sameTokens(tokens.slice(0, prefix.length), prefix) || !sameTokens(tokens.slice(tokens.length - suffix.length), suffix)) continue;
      const replaced = tokens.slice(prefix.length, tokens.length - suffix.length);
      // The same statement on both sides replaced nothing: its call (a same-named one) was there before.
      if (sameTokens(replaced, call)) continue;
      if (wordCount(replaced) >= MIN_REPLACED_WORDS && containsRun(returned, replaced)) return true;
    }
  }
  return false;
}

/** The tokens of the first call `name ( ... )` in a statement, parentheses balanced. */
function callSpan(tokens: readonly string[], name: string): { start: number; end: number } | undefined {
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i] !== name || tokens[i + 1] !== '(') continue;
    let depth = 0;
    for (let j = i + 1; j < tokens.length; j++) {
      if (tokens[j] === '(') depth++;
      else if (tokens[j] === ')' && --depth === 0) return { start: i, end: j + 1 };
    }
    return undefined;
  }
  return undefined;
}

function containsRun(tokens: readonly string[], run: readonly string[]): boolean {
  for (let i = 0; i + run.length <= tokens.length; i++) {
    if (run.every((token, k) => tokens[i + k] === token)) return true;
  }
  return false;
}
