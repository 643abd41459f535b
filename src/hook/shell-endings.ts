import { LANGUAGE_DESCRIPTORS } from '../languages/registry';

type Languages = readonly { extensions: readonly string[] }[];

/**
 * The file endings refdiff reads, written into the shipped prepare-commit-msg script (by
 * scripts/build.mjs, from the language registry) so that a commit staging none of them never
 * starts node. The script reads git's `--raw` lines itself (`supported_endings`, a short listing)
 * or with `grep -E` (`supported`, a long listing and path lists), where a path with unusual
 * characters is quoted: `"caf\303\251.java"`.
 */
export function endingsPattern(languages: Languages = LANGUAGE_DESCRIPTORS): string {
  // A path ends its line, or a tab follows it (the old name of a rename in git's --raw lines).
  return `(${endingsOf(languages).map((ending) => ending.replace(/[.+]/g, '\\$&')).join('|')})"?(\t|$)`;
}

/**
 * The endings as the script's own reading looks them up: ` .c .java ` (a space on each side of
 * each), matched against what follows a path's last dot.
 */
export function endingsList(languages: Languages = LANGUAGE_DESCRIPTORS): string {
  return ` ${endingsOf(languages).join(' ')} `;
}

function endingsOf(languages: Languages): string[] {
  const endings = [...new Set(languages.flatMap((language) => language.extensions))].sort();
  for (const ending of endings) {
    // One dot, first: the script compares what follows a path's last dot.
    if (!/^\.[\w+-]+$/.test(ending)) throw new Error(`file ending ${JSON.stringify(ending)} cannot be matched by the shell hook`);
  }
  return endings;
}

/** The lines of the script that hold the endings. */
const PATTERN_LINE = /^supported='[^'\n]*'$/m;
const LIST_LINE = /^supported_endings='[^'\n]*'$/m;

/** `script` with its endings set to those of `languages`. */
export function withEndingsPattern(script: string, languages: Languages = LANGUAGE_DESCRIPTORS): string {
  if (!PATTERN_LINE.test(script)) throw new Error("the prepare-commit-msg script has no supported='...' line");
  if (!LIST_LINE.test(script)) throw new Error("the prepare-commit-msg script has no supported_endings='...' line");
  return script.replace(PATTERN_LINE, () => `supported='${endingsPattern(languages)}'`).replace(LIST_LINE, () => `supported_endings='${endingsList(languages)}'`);
}

/** The pattern the script holds. */
export function scriptEndingsPattern(script: string): string | undefined {
  return PATTERN_LINE.exec(script)?.[0].slice("supported='".length, -1);
}

/** The list the script holds. */
export function scriptEndingsList(script: string): string | undefined {
  return LIST_LINE.exec(script)?.[0].slice("supported_endings='".length, -1);
}
