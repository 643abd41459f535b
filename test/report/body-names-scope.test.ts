import { join } from 'node:path';
import type { CstRoot } from '../../src/core/cst';
import type { Relationship } from '../../src/core/relationship';
import { findRelationships } from '../../src/core/relationship-analysis';
import { loadPlugins } from '../../src/languages/registry';
import { bodyNamesReader, changeSignatureScope } from '../../src/report/body-names';
import { readDirectoryPair } from '../../src/sources/directory';
import { FIXTURES } from '../helpers/fixtures';

/**
 * The hook's lean reading (keepFineGrained: false) reads the bodies of Change Signatures alone.
 * What their evidence looks up (the matched members and nested functions, the extractions, the
 * moved code) must still come from every relationship: otherwise a reader of the evidence would
 * see fewer matches in the hook than in the CLI.
 */

async function parsedFixture(name: string, language: string, reversed = false): Promise<{ before: CstRoot; after: CstRoot; relationships: Relationship[] }> {
  const [plugin] = await loadPlugins([language]);
  const root = join(FIXTURES, name);
  const [older, newer] = reversed ? ['after', 'before'] : ['before', 'after'];
  const pair = readDirectoryPair(join(root, older), join(root, newer), () => true);
  const before = plugin.parse(pair.before);
  const after = plugin.parse(pair.after);
  return { before, after, relationships: findRelationships(before, after) };
}

/** Everything a Change Signature's evidence gives, in a form toEqual compares. */
function evidenceOf(reader: ReturnType<typeof bodyNamesReader>, relationship: Relationship) {
  const evidence = reader(relationship);
  return {
    before: evidence.beforeTokens,
    after: evidence.afterTokens,
    locals: [evidence.localsBefore, evidence.localsAfter],
    statements: evidence.statements?.(),
    extracted: evidence.extractedStatements?.(),
    extraction: evidence.extraction?.(),
    moved: evidence.movedStatements?.(),
    movedAway: evidence.movedAway?.(),
    members: evidence.memberBodies?.(),
    nested: evidence.nestedBodies?.(),
    fields: evidence.fieldsBefore,
  };
}

describe('a reader of the Change Signatures alone gives them the evidence a reader of all gives', () => {
  test.each([
    ['kotlin/primary-constructor-read-by-members', 'kotlin'],
    ['kotlin/parameter-read-in-closure', 'kotlin'],
    ['java/extract-into-rewritten-method', 'java'],
    ['java/extract-swapped-receiver', 'java'],
    ['javascript/extract-with-extracted-variable', 'javascript'],
    ['java/variable-parameterized', 'java'],
    ['python/signature-changes', 'python'],
  ])('%s', async (name, language) => {
    for (const reversed of [false, true]) {
      const { before, after, relationships } = await parsedFixture(name, language, reversed);
      const scope = changeSignatureScope(relationships);
      const signatures = scope.filter((r) => r.type === 'CHANGE_SIGNATURE');
      expect(signatures.length).toBeGreaterThan(0);
      const all = bodyNamesReader(before, after, relationships);
      const lean = bodyNamesReader(before, after, relationships, scope);
      for (const relationship of signatures) expect(evidenceOf(lean, relationship)).toEqual(evidenceOf(all, relationship));
    }
  });

  test("a primary constructor's members are matched by relationships outside the scope, and still found", async () => {
    const { before, after, relationships } = await parsedFixture('kotlin/primary-constructor-read-by-members', 'kotlin');
    const scope = changeSignatureScope(relationships);
    const graph = scope.find((r) => r.type === 'CHANGE_SIGNATURE' && r.before.parent?.simpleName === 'Station')!;
    const lean = bodyNamesReader(before, after, relationships, scope)(graph).memberBodies!();
    expect(lean.members.length).toBeGreaterThan(0);
    // The matches looked up in the scope alone (the reading before): no member of Station is in it.
    const scopedOnly = bodyNamesReader(before, after, scope)(graph).memberBodies!();
    expect(scopedOnly.members).toEqual([]);
  });
});
