import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';

/**
 * Git looks for a repository in every parent of a folder: a stray repository in or above the OS
 * temp folder (a `git init` run there by mistake) would take in every temp repository the tests
 * make, and a test's "not a repository" would find one. The temp folder is a ceiling git never
 * climbs into. Set in Jest's global setup, before the workers start: they, and the git and
 * refdiff processes the tests start, inherit it.
 */
export default function gitCeiling(): void {
  process.env.GIT_CEILING_DIRECTORIES = realpathSync(tmpdir());
}
