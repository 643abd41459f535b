import { loadPolicy, type LoadedPolicy } from '../policy';
import type { CommonOptions } from './options';

/**
 * The policy a reporting command runs with: `.refdiffrc.yml` (or `--config`), loaded as the hook
 * and the Action load it, with the command line's filters in place of the keys they name:
 * `--type` for `analysis.types`, `--language` for `languages`, `--threshold`, `--max-file-size`
 * for `maxFileSize`, and `--path` for `include` (its `!glob`s add to `exclude`).
 */
export function commandPolicy(cwd: string, options: CommonOptions): LoadedPolicy {
  const policy = loadPolicy({ cwd, configPath: options.config });
  const analysis = { ...policy.analysis };
  if (options.type) analysis.types = options.type;
  if (options.language) analysis.languages = options.language;
  if (options.threshold !== undefined) analysis.threshold = options.threshold;
  if (options.maxFileSize !== undefined) analysis.maxFileSize = options.maxFileSize;
  const included = options.path.filter((glob) => !glob.startsWith('!'));
  const excluded = options.path.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));
  if (included.length > 0) analysis.include = included;
  if (excluded.length > 0) analysis.exclude = [...analysis.exclude, ...excluded];
  return { ...policy, analysis };
}
