/**
 * The JSON Schema of `.refdiffrc.yml`, generated from the zod schema the loader validates with
 * (src/policy/schema.ts), so editors check the file as refdiff does. Run `npm run schema` after
 * changing the policy schema; a test fails while schema/refdiffrc.schema.json is stale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { policySchema } from '../src/policy/schema';
import { KINDS, LANGUAGES, OPERATIONS, TYPES } from '../src/policy/vocabulary';

export const SCHEMA_FILE = join(__dirname, '..', 'schema', 'refdiffrc.schema.json');

type JsonSchema = { [key: string]: unknown };

/**
 * The words the loader checks in refinements (invisible to a JSON Schema) become enums, so that
 * editors complete them: keyed by the path of the property in the schema.
 */
const SELECTORS = [...TYPES, ...OPERATIONS, ...KINDS];
const VOCABULARIES: Record<string, readonly string[]> = {
  'analysis.languages': LANGUAGES,
  'analysis.types': [...SELECTORS, ...SELECTORS.map((word) => `!${word}`)],
  'rules.match.operation': OPERATIONS,
  'rules.match.kind': KINDS,
  'rules.match.type': TYPES,
  'rules.match.language': LANGUAGES,
};

export function policyJsonSchema(): JsonSchema {
  // 'input': what people write (a single glob or a list, "512KiB"), not what the loader returns.
  const schema: JsonSchema = {
    ...z.toJSONSchema(policySchema(), { io: 'input', unrepresentable: 'any' }),
    title: 'refdiff policy (.refdiffrc.yml)',
    description: 'What refdiff analyses and reports, what its commit hook writes, what its GitHub Action does, and the rules that gate changes. README.md, "The policy file", documents every key.',
  };
  property(schema, 'version').enum = [1];
  for (const [path, words] of Object.entries(VOCABULARIES)) {
    for (const text of stringSchemas(property(schema, path))) text.enum = [...words];
  }
  return schema;
}

export function policyJsonSchemaText(): string {
  return `${JSON.stringify(policyJsonSchema(), null, 2)}\n`;
}

/** The schema of a property by its dotted path; `rules` steps into the list's items. */
function property(schema: JsonSchema, path: string): JsonSchema {
  return path.split('.').reduce((node: JsonSchema, key) => {
    const object = node.type === 'array' ? (node.items as JsonSchema) : node;
    const next = (object.properties as Record<string, JsonSchema> | undefined)?.[key];
    if (!next) throw new Error(`the policy schema has no property ${path}`);
    return next;
  }, schema);
}

/** The string schemas of one value or a list of them (`anyOf: [string, array of string]`). */
function stringSchemas(node: JsonSchema): JsonSchema[] {
  if (node.type === 'string') return [node];
  if (node.type === 'array') return stringSchemas(node.items as JsonSchema);
  return ((node.anyOf as JsonSchema[] | undefined) ?? []).flatMap(stringSchemas);
}

if (require.main === module) writeFileSync(SCHEMA_FILE, policyJsonSchemaText());
