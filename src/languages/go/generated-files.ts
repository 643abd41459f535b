/**
 * Go's convention for generated code (https://go.dev/s/generatedcode): a line
 * `// Code generated ... DO NOT EDIT.` before the package clause.
 */
const GENERATED_LINE = /^\/\/ Code generated .* DO NOT EDIT\.$/m;

export function isGeneratedGoFile(content: string): boolean {
  const packageClause = content.search(/^package\s/m);
  return GENERATED_LINE.test(packageClause === -1 ? content.slice(0, 4000) : content.slice(0, packageClause));
}
