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
  /**
   * Files of another language's extension this language reads when their content is its own
   * (C++ reads `.h` headers that hold C++). See `assignLanguages`.
   */
  readonly claims?: { readonly extensions: readonly string[]; readonly content: (text: string) => boolean };
  /**
   * A type as its family spells it, where the family's languages name types apart (Java's `int` is
   * Kotlin's `Int`): two types written in two languages of the family are one when their spellings
   * are equal. Absent: the language states none, and no type is compared across languages.
   */
  readonly typeInFamily?: (written: string) => string;
  /** Compiles the grammar and builds the plugin (once per process: see `loadPlugins`). */
  readonly create: () => Promise<LanguagePlugin>;
  /**
   * A small change of one file of this language, which a daemon analyses as it starts: its
   * grammar compiled and the engine's code optimised before the first commit asks.
   */
  readonly warmUp?: WarmUpSample;
}

/** One file before and after a small change (src/languages/<name>/warm-up.ts). */
export interface WarmUpSample {
  readonly path: string;
  readonly before: string;
  readonly after: string;
}

/** The language's warm-up change, if it has one. */
export function warmUpSample(name: string): WarmUpSample | undefined {
  return byName.get(name)?.warmUp;
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
  // A claimed extension goes to its claimant only when its owner is not among `languages`.
  return best?.name ?? LANGUAGE_DESCRIPTORS.find((language) => (languages.length === 0 || languages.includes(language.name)) && claimsPath(language, path))?.name;
}

function claimsPath(language: LanguageDescriptor, path: string): boolean {
  return language.claims?.extensions.some((extension) => path.endsWith(extension)) ?? false;
}

/** One side's content of a path, or undefined where the path does not exist on that side. */
export interface PathContents {
  readonly path: string;
  readonly before?: string;
  readonly after?: string;
}

/**
 * The language of each path of a change, one per path for both sides, so that a header is never
 * a deleted file of one language and an added file of another. A path is its extension's
 * language, unless another language claims that extension (`claims`) and either side's content
 * is that language's, or the change holds files of the claimant's own extensions and none of the
 * owner's: a `.h` beside `.cc` files and no `.c` file is C++.
 */
export function assignLanguages(files: readonly PathContents[], languages: readonly string[] = []): Map<string, string> {
  const byPath = new Map<string, string>();
  for (const file of files) {
    const language = languageOfPath(file.path, languages);
    if (language) byPath.set(file.path, language);
  }
  const present = new Set(byPath.values());
  for (const file of files) {
    const owner = byPath.get(file.path);
    const claimant = LANGUAGE_DESCRIPTORS.find((language) => language.name !== owner && (languages.length === 0 || languages.includes(language.name)) && claimsPath(language, file.path));
    if (!owner || !claimant?.claims) continue;
    const byContent = [file.before, file.after].some((text) => text !== undefined && claimant.claims!.content(text));
    const ownerHasOwnFiles = files.some((other) => byPath.get(other.path) === owner && !claimsPath(claimant, other.path));
    if (byContent || (present.has(claimant.name) && !ownerHasOwnFiles)) byPath.set(file.path, claimant.name);
  }
  return byPath;
}

/**
 * The languages among `languages` (all when empty) that may read at least one of `paths`: a
 * claimed extension counts for its claimant too (a `.h` may be C++), as only contents can tell.
 */
export function languagesOfPaths(paths: Iterable<string>, languages: readonly string[] = []): string[] {
  const found = new Set<string>();
  for (const path of paths) {
    const language = languageOfPath(path, languages);
    if (language) found.add(language);
    for (const claimant of LANGUAGE_DESCRIPTORS) {
      if ((languages.length === 0 || languages.includes(claimant.name)) && claimsPath(claimant, path)) found.add(claimant.name);
    }
  }
  return supportedLanguages.filter((name) => found.has(name));
}

/** The family `name` is analysed with (its own name when it has none). */
export function familyOf(name: string): string {
  return byName.get(name)?.family ?? name;
}

/** `type`, written in `language`, as its family spells it; undefined when the language states no such spelling. */
export function typeInFamily(language: string, type: string): string | undefined {
  return byName.get(language)?.typeInFamily?.(type);
}

/** Whether `language` states how its family spells its types. */
export function spellsTypesInFamily(language: string): boolean {
  return byName.get(language)?.typeInFamily !== undefined;
}

/** The plugin that reads `path`, if any. */
export function pluginForPath(plugins: readonly LanguagePlugin[], path: string): LanguagePlugin | undefined {
  const name = languageOfPath(path, plugins.map((plugin) => plugin.name));
  return plugins.find((plugin) => plugin.name === name);
}
