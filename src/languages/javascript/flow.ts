/**
 * Flow: JavaScript with type annotations (`function f(x: string): ?Node`, `type Props = {...}`),
 * the dialect of React, React Native and Vue 2 among others. The JavaScript grammar reads such a
 * file as one syntax error, losing every function in it; the TSX grammar reads the annotations
 * (and JSX) that Flow shares with TypeScript, and most Flow code beyond them. A file says it is
 * Flow by the `@flow` pragma in a comment before any code (`/* @flow *\/`, or a line of a license
 * header), as Flow itself asks; `@noflow` is no such pragma.
 */
export function hasFlowPragma(content: string): boolean {
  let i = content.startsWith('#!') ? lineEnd(content, 0) : 0;
  for (;;) {
    while (i < content.length && isBlank(content.charCodeAt(i))) i++;
    if (content.startsWith('//', i)) {
      const end = lineEnd(content, i);
      if (FLOW_PRAGMA.test(content.slice(i, end))) return true;
      i = end;
    } else if (content.startsWith('/*', i)) {
      const close = content.indexOf('*/', i + 2);
      const end = close === -1 ? content.length : close + 2;
      if (FLOW_PRAGMA.test(content.slice(i, end))) return true;
      i = end;
    } else {
      return false;
    }
  }
}

const FLOW_PRAGMA = /@flow\b/;

function lineEnd(content: string, from: number): number {
  const end = content.indexOf('\n', from);
  return end === -1 ? content.length : end;
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 0xfeff;
}
