import type { LanguagePlugin } from './plugin';
import { cLanguage } from './c';
import { cppLanguage } from './cpp';
import { cSharpLanguage } from './csharp';
import { goLanguage } from './go';
import { javaLanguage } from './java';
import { javaScriptLanguage } from './javascript';
import { kotlinLanguage } from './kotlin';
import { pythonLanguage } from './python';
import { typeScriptLanguage } from './typescript';

/**
 * What refdiff knows of a language before loading its grammar: enough to route files, check
 * options and policies, and load the plugin only when a change has files of it.
 */
export interface LanguageDescriptor {
  /** The name used in options, policies and reports: `java`. */
  readonly name: string;
  /** File name endings the plugin reads, with the dot. */
  readonly extensions: readonly string[];
  /** The element kinds its CST holds (`Class`, `Method`, ...), for the policy's vocabulary. */
  readonly kinds: readonly string[];
  /**
   * Languages of one family (JavaScript and TypeScript) are analysed together, so that code
   * moved or converted from one to the other is matched. Absent: the language is its own family.
   */
  readonly family?: string;
  /** Compiles the grammar and builds the plugin (once per process: see `loadPlugins`). */
  readonly create: () => Promise<LanguagePlugin>;
}

/** Every language refdiff reads: one line each. */
export const LANGUAGE_DESCRIPTORS: readonly LanguageDescriptor[] = [javaLanguage, javaScriptLanguage, cLanguage, typeScriptLanguage, pythonLanguage, cSharpLanguage, kotlinLanguage, goLanguage, cppLanguage];

export const supportedLanguages: readonly string[] = LANGUAGE_DESCRIPTORS.map((language) => language.name);

const byName = new Map(LANGUAGE_DESCRIPTORS.map((language) => [language.name, language]));
const loaded = new Map<string, Promise<LanguagePlugin>>();

/** Loads the named plugins (all when `names` is empty or absent), each once per process. */
export async function loadPlugins(names?: readonly string[]): Promise<LanguagePlugin[]> {
  const wanted = names && names.length > 0 ? names : supportedLanguages;
  for (const name of wanted) {
    if (!byName.has(name)) {
      throw new Error(`unknown language '${name}' (supported: ${supportedLanguages.join(', ')})`);
    }
  }
  return Promise.all(
    wanted.map((name) => {
      let plugin = loaded.get(name);
      if (!plugin) {
        plugin = byName.get(name)!.create();
        loaded.set(name, plugin);
      }
      return plugin;
    }),
  );
}

/**
 * The language that reads `path`, among `languages` (all when empty), without loading any
 * grammar. The longest matching ending wins, so one language may claim a longer ending than
 * another's.
 */
export function languageOfPath(path: string, languages: readonly string[] = []): string | undefined {
  let best: { name: string; length: number } | undefined;
  for (const language of LANGUAGE_DESCRIPTORS) {
    if (languages.length > 0 && !languages.includes(language.name)) continue;
    for (const extension of language.extensions) {
      if (path.endsWith(extension) && extension.length > (best?.length ?? 0)) best = { name: language.name, length: extension.length };
    }
  }
  return best?.name;
}

/** The languages among `languages` (all when empty) that read at least one of `paths`. */
export function languagesOfPaths(paths: Iterable<string>, languages: readonly string[] = []): string[] {
  const found = new Set<string>();
  for (const path of paths) {
    const language = languageOfPath(path, languages);
    if (language) found.add(language);
  }
  return supportedLanguages.filter((name) => found.has(name));
}

/** The family `name` is analysed with (its own name when it has none). */
export function familyOf(name: string): string {
  return byName.get(name)?.family ?? name;
}

/** The plugin that reads `path`, if any. */
export function pluginForPath(plugins: readonly LanguagePlugin[], path: string): LanguagePlugin | undefined {
  const name = languageOfPath(path, plugins.map((plugin) => plugin.name));
  return plugins.find((plugin) => plugin.name === name);
}
