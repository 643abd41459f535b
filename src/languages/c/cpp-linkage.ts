/**
 * `extern "C" {` and its closing `}`, each guarded by `#ifdef __cplusplus`, are C++ that the C
 * grammar cannot read: every header written for both languages would parse with an error and
 * lose its structure after the brace. Blanking them (line ends kept, so offsets and lines hold)
 * lets the rest parse cleanly.
 */
const GUARDED_LINKAGE =
  /(#[ \t]*if(?:def[ \t]+|[ \t]+defined[ \t]*\(?[ \t]*)__cplusplus\b[^\n]*\n)([ \t]*(?:extern[ \t]+"C"\s*\{|\})[ \t]*(?:\/\/[^\n]*)?)(?=\r?\n|$)/g;

export function maskCppLinkage(source: string): string {
  if (!source.includes('__cplusplus')) return source;
  return source.replace(GUARDED_LINKAGE, (_all, guard: string, linkage: string) => guard + linkage.replace(/[^\n]/g, ' '));
}
