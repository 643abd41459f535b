import { LANGUAGE_DESCRIPTORS } from '../languages/registry';

/**
 * The file endings refdiff reads, written into the shipped prepare-commit-msg script (by
 * scripts/build.mjs, from the language registry) so that a commit staging none of them never
 * starts node. The script matches them with `grep -E` against git's `--raw` lines and path
 * lists, where a path with unusual characters is quoted: `"caf\303\251.java"`.
 */
export function endingsPattern(languages: readonly { extensions: readonly string[] }[] = LANGUAGE_DESCRIPTORS): string {
  const endings = [...new Set(languages.flatMap((language) => language.extensions))].sort();
  for (const ending of endings) {
    if (!/^[\w.+-]+$/.test(ending)) throw new Error(`file ending ${JSON.stringify(ending)} cannot be matched by the shell hook`);
  }
  // A path ends its line, or a tab follows it (the old name of a rename in git's --raw lines).
  return `(${endings.map((ending) => ending.replace(/[.+]/g, '\\$&')).join('|')})"?(\t|$)`;
}

/** The line of the script that holds the pattern. */
const PATTERN_LINE = /^supported='[^'\n]*'$/m;

/** `script` with its pattern set to `pattern`. */
export function withEndingsPattern(script: string, pattern: string = endingsPattern()): string {
  if (!PATTERN_LINE.test(script)) throw new Error("the prepare-commit-msg script has no supported='...' line");
  return script.replace(PATTERN_LINE, () => `supported='${pattern}'`);
}

/** The pattern the script holds. */
export function scriptEndingsPattern(script: string): string | undefined {
  return PATTERN_LINE.exec(script)?.[0].slice("supported='".length, -1);
}
