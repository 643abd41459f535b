import { forEachNode, linkParents, type CstNode, type CstRoot, type Statement, type StatementBody } from '../../../src/core/cst';
import { loadPlugins } from '../../../src/languages/registry';

/** Parses one file with the real plugin of `language` and returns the statements of the callable named `name`. */
export async function bodyOf(language: string, path: string, source: string, name: string): Promise<StatementBody> {
  const [plugin] = await loadPlugins([language]);
  const root = plugin.parse([{ path, content: source }]);
  linkParents(root);
  const node = findCallable(root, name);
  const body = root.statementsOf?.(node);
  if (!body) throw new Error(`no statements for ${name}`);
  return body;
}

function findCallable(root: CstRoot, name: string): CstNode {
  let found: CstNode | undefined;
  forEachNode(root, (node) => {
    if (!found && node.simpleName === name && (node.type === 'Method' || node.type === 'Function')) found = node;
  });
  if (!found) throw new Error(`no callable ${name}`);
  return found;
}

/** A statement as one line: its tokens joined, `{...}` for composites with their nested count. */
export function text(statement: Statement): string {
  return statement.tokens.join(' ') || `<${statement.kind}>`;
}

/** All statements, parents before children. */
export function allStatements(body: StatementBody): Statement[] {
  const flat: Statement[] = [];
  const visit = (statement: Statement) => {
    flat.push(statement);
    statement.children.forEach(visit);
  };
  body.statements.forEach(visit);
  return flat;
}
