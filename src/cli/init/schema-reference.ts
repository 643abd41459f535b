import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION } from '../../version';

export const SCHEMA_IN_PACKAGE = 'schema/refdiffrc.schema.json';

/**
 * Where a `.refdiffrc.yml` at `root` finds its JSON Schema: the copy in the repository's own
 * node_modules (offline, and the version the team runs), else the published file of this version.
 */
export function schemaReference(root: string): string {
  const local = `node_modules/refdiff/${SCHEMA_IN_PACKAGE}`;
  return existsSync(join(root, local)) ? `./${local}` : `https://unpkg.com/refdiff@${VERSION}/${SCHEMA_IN_PACKAGE}`;
}
