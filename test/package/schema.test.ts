import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';
import { SCHEMA_FILE, policyJsonSchemaText } from '../../scripts/policy-schema';
import { starterPolicy } from '../../src/cli/init/starter-policy';
import { parsePolicy } from '../../src/policy/load';

/** The shipped JSON Schema of .refdiffrc.yml, checked with a real validator against the loader. */
const ROOT = join(__dirname, '..', '..');
const EXAMPLE = join(ROOT, '.refdiffrc.example.yml');
const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);

test('the committed schema is what the generator makes from the loader\'s schema now (else: npm run schema)', () => {
  expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(policyJsonSchemaText());
});

test('the example file points editors at the schema, and the schema accepts it', () => {
  const text = readFileSync(EXAMPLE, 'utf8');
  const reference = /^# yaml-language-server: \$schema=(\S+)\n/.exec(text)?.[1];
  expect(reference && resolve(dirname(EXAMPLE), reference)).toBe(SCHEMA_FILE);
  expect(validate(parse(text))).toBe(true);
  expect(validate.errors).toBeNull();
});

test("the schema accepts `refdiff init`'s file", () => {
  expect(validate(parse(starterPolicy('./schema.json')))).toBe(true);
});

test('the schema rejects what the loader rejects: typos in keys and in the words it knows', () => {
  for (const text of [
    'analysis:\n  treshold: 0.6\n',
    'analysis:\n  languages: [cobol]\n',
    'analysis:\n  types: ["!Rename Metod"]\n',
    'version: 2\n',
    'rules:\n  - name: r\n    match:\n      operation: MOVED\n',
    'commitMessage:\n  style: paragraph\n',
  ]) {
    expect(() => parsePolicy(text)).toThrow();
    expect({ text, valid: validate(parse(text)) }).toEqual({ text, valid: false });
  }
});
