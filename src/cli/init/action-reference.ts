import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION } from '../../version';

/**
 * The Action to put in a generated workflow: `owner/name@v<major>`, the GitHub repository of
 * this installation's package.json (the release workflow fills it in before publishing) and
 * the major tag of this version. Undefined when that package.json names no GitHub repository.
 */
export function installedActionReference(): string | undefined {
  const repository = githubRepository(installedManifest()?.repository);
  return repository && `${repository}@v${VERSION.split('.')[0]}`;
}

/** owner/name from package.json's `repository` (a URL, `github:owner/name`, or `{ url }`). */
export function githubRepository(field: unknown): string | undefined {
  const url = typeof field === 'string' ? field : typeof field === 'object' && field && 'url' in field ? String(field.url) : '';
  const match = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url) ?? /^(?:github:)?([\w.-]+)\/([\w.-]+)$/.exec(url);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** The package.json beside the bundle (dist/cli.js) or above the sources (src/cli/init). */
function installedManifest(): { repository?: unknown } | undefined {
  for (const candidate of [join(__dirname, '..', 'package.json'), join(__dirname, '..', '..', '..', 'package.json')]) {
    if (existsSync(candidate)) {
      const manifest = JSON.parse(readFileSync(candidate, 'utf8'));
      if (manifest.name === 'refdiff') return manifest;
    }
  }
  return undefined;
}
