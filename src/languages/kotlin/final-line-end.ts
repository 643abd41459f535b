/**
 * tree-sitter-kotlin needs a line end after a file's last declaration: without one, a class
 * annotated twice (`@MediumTest @RunWith(AndroidJUnit4::class) class StatisticsFragmentTest`)
 * whose file ends right after its closing brace reads as an annotated expression, the class lost
 * and its methods left as the file's functions. A line end added after the last character moves
 * none of them, so offsets and lines stay as written.
 */
export function withFinalLineEnd(source: string): string {
  return source.length === 0 || source.endsWith('\n') || source.endsWith('\r') ? source : `${source}\n`;
}
