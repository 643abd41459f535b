import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';

/** The official SARIF 2.1.0 schema (test/fixtures/sarif/README.md says where it comes from). */
const schema = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'sarif', 'sarif-schema-2.1.0.json'), 'utf8'));

const ajv = new Ajv2020({ strict: false, allErrors: true });
// The schema's formats, checked for real (ajv leaves formats to a plug-in the project does not need).
ajv.addFormat('uri', (text: string) => URL.canParse(text));
ajv.addFormat('uri-reference', (text: string) => !/[\s\\%]/.test(text.replace(/%[0-9A-Fa-f]{2}/g, '')) && URL.canParse(text, 'file:///root/'));
ajv.addFormat('date-time', (text: string) => /^\d{4}-\d\d-\d\dT/.test(text) && !Number.isNaN(Date.parse(text)));
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const validate = ajv.compile(schema);

/** The schema's complaints about `log` (parsed SARIF text), none when it is valid. */
export function sarifSchemaErrors(log: unknown): string[] {
  if (validate(log)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
