import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const action = parse(readFileSync(join(__dirname, '..', '..', 'action.yml'), 'utf8'));

// GitHub Marketplace checks these only when a release is published to it, at the release tag.
test('action.yml has what a Marketplace listing needs', () => {
  expect(action.name).toEqual(expect.any(String));
  expect(action.author).toEqual(expect.any(String));
  expect(action.description.length).toBeGreaterThan(20);
  expect(action.description.length).toBeLessThan(125);
  expect(action.branding.icon).toMatch(/^[a-z0-9-]+$/);
  expect(['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark']).toContain(action.branding.color);
});
