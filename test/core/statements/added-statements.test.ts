import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { forEachNode, isCallable, linkParents, type Statement, type StatementBody } from '../../../src/core/cst';
import { onlyUndeclaringStatementsAdded } from '../../../src/core/statements/added-statements';
import { mappedVariableChanges, variableChanges } from '../../../src/core/statements/variables';
import { loadPlugins } from '../../../src/languages/registry';
import { bodyOf } from './parse-bodies';

/**
 * variableChanges skips the statement mapper and every variable rule when one body is the other
 * with statements added (or removed) that declare nothing. These tests hold that shortcut to the
 * long way (mappedVariableChanges) over the real bodies of the fixtures, and make sure it is not
 * taken where a local may have changed.
 */

const FIXTURES = join(__dirname, '../../fixtures');
const LANGUAGES: Array<{ language: string; extension: string }> = [
  { language: 'java', extension: '.java' },
  { language: 'python', extension: '.py' },
  { language: 'kotlin', extension: '.kt' },
  { language: 'javascript', extension: '.js' },
];
/** Bodies per language, and variants per body: enough to meet loops, lambdas, blocks and declarations of every kind. */
const BODIES_PER_LANGUAGE = 60;
const VARIANTS_PER_BODY = 8;

function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return filesUnder(path, extension);
    return path.endsWith(extension) && path.includes('/before/') ? [path] : [];
  });
}

/** The statement bodies of the callables of the fixtures' files before, with three statements or more. */
async function realBodies(language: string, extension: string): Promise<StatementBody[]> {
  const [plugin] = await loadPlugins([language]);
  const bodies: StatementBody[] = [];
  for (const path of filesUnder(join(FIXTURES, language), extension).sort()) {
    if (bodies.length >= BODIES_PER_LANGUAGE) break;
    const root = plugin.parse([{ path, content: readFileSync(path, 'utf8') }]);
    linkParents(root);
    forEachNode(root, (node) => {
      if (!isCallable(node) || bodies.length >= BODIES_PER_LANGUAGE) return;
      const body = root.statementsOf?.(node);
      if (body && flat(body.statements).length >= 3) bodies.push(body);
    });
  }
  return bodies;
}

function flat(statements: readonly Statement[]): Statement[] {
  return statements.flatMap((statement) => [statement, ...flat(statement.children)]);
}

function declaresInside(statement: Statement): boolean {
  return flat([statement]).some((s) => s.declares.length > 0 || (s.destructured?.length ?? 0) > 0);
}

/** A copy of `body` (no statement shared) with the statement at `index` (parents first) removed, or doubled in its place. */
function variant(body: StatementBody, index: number, how: 'removed' | 'doubled'): StatementBody {
  const copy = structuredClone(body);
  const target = flat(copy.statements)[index];
  const edit = (list: Statement[]): boolean => {
    const at = list.indexOf(target);
    if (at >= 0) {
      if (how === 'removed') list.splice(at, 1);
      else list.splice(at, 0, structuredClone(target));
      return true;
    }
    return list.some((statement) => edit(statement.children));
  };
  edit(copy.statements);
  return copy;
}

const side = (body: StatementBody) => ({ body, parameters: [] as string[] });

describe('statements only added or removed, declaring nothing', () => {
  for (const { language, extension } of LANGUAGES) {
    it(`${language}: never taken where a statement changed declares a local, taken on most others, and there the long way finds no change either`, async () => {
      const bodies = await realBodies(language, extension);
      expect(bodies.length).toBeGreaterThan(10);
      let taken = 0;
      let undeclaring = 0;
      let declaring = 0;
      for (const body of bodies) {
        const statements = flat(body.statements);
        const step = Math.max(1, Math.floor(statements.length / VARIANTS_PER_BODY));
        for (let index = 0; index < statements.length; index += step) {
          const declares = declaresInside(statements[index]);
          for (const how of ['removed', 'doubled'] as const) {
            const changed = variant(body, index, how);
            for (const [before, after] of [[body, changed], [changed, body]]) {
              const shortcut = onlyUndeclaringStatementsAdded(before, after);
              // Never taken where a declaration changed; where none did, taken unless the greedy alignment
              // lost its way (an empty block removed before its twin: it then runs the long way, as before).
              if (declares) expect(shortcut).toBe(false);
              else undeclaring++;
              if (!shortcut) continue;
              taken++;
              expect(mappedVariableChanges(side(before), side(after))).toEqual([]);
            }
          }
          if (declares) declaring++;
        }
      }
      // Both branches met: bodies whose changed statements declare and bodies whose do not.
      expect(taken).toBeGreaterThan(50);
      expect(taken).toBeGreaterThan(0.8 * undeclaring);
      expect(declaring).toBeGreaterThan(5);
    });
  }

  it('identical bodies are no statements added: the caller compares them apart', async () => {
    const body = await bodyOf('java', 'A.java', 'class A { void f() { int a = 1; use(a); } }', 'f');
    expect(onlyUndeclaringStatementsAdded(body, structuredClone(body))).toBe(false);
  });
});

describe('where a local may have changed, the long way runs', () => {
  const java = (code: string) => bodyOf('java', 'A.java', `class A { void f(int p) { ${code} } }`, 'f');

  it('a statement added that declares a local: an Extract Variable is still found', async () => {
    const [before, after] = [await java('foo(a.b()); bar(a.b());'), await java('foo(a.b()); int v = a.b(); bar(v);')];
    expect(onlyUndeclaringStatementsAdded(before, after)).toBe(false);
    expect(variableChanges(side(before), side(after)).map((change) => change.operation)).toEqual(['EXTRACT']);
  });

  it('a statement rewritten beside one added (a use respelt): no shortcut, and the rename is still found', async () => {
    const before = await java('int n = a(); foo(n); bar(n); baz(n);');
    const after = await java('int size = a(); foo(size); bar(size); baz(size); log(size);');
    expect(onlyUndeclaringStatementsAdded(before, after)).toBe(false);
    expect(variableChanges(side(before), side(after)).map((change) => change.operation)).toEqual(['RENAME']);
  });

  it('one statement removed and another added: no shortcut', async () => {
    expect(onlyUndeclaringStatementsAdded(await java('int a = 1; use(a); log(a);'), await java('int a = 1; use(a); x(); y();'))).toBe(false);
  });

  it('a statement moved into a block, though its text is kept: no shortcut', async () => {
    expect(onlyUndeclaringStatementsAdded(await java('int a = 1; if (c) { log(a); } use(a);'), await java('int a = 1; if (c) { log(a); use(a); }'))).toBe(false);
  });

  it('the parameters renamed: the long way, whatever the bodies', async () => {
    const before = await bodyOf('java', 'A.java', 'class A { void f(int n) { use(n); } }', 'f');
    const after = await bodyOf('java', 'A.java', 'class A { void f(int m) { int n = m; use(n); log(n); } }', 'f');
    const changes = variableChanges({ body: before, parameters: ['n'] }, { body: after, parameters: ['m'] }, new Map([['n', 'm']]));
    expect(changes).toEqual(mappedVariableChanges({ body: before, parameters: ['n'] }, { body: after, parameters: ['m'] }, new Map([['n', 'm']])));
  });
});
