/**
 * The `.refdiffrc.yml` that `refdiff init` writes: every section with its defaults, each key
 * explained, and one example rule left commented out. Loading it gives exactly the defaults
 * (a test holds it to that), so the file documents the behaviour the team starts with. The
 * first line points editors (yaml-language-server) at the JSON Schema at `schema`.
 */
export function starterPolicy(schema: string): string {
  return `# yaml-language-server: $schema=${schema}
# refdiff policy: what is analysed, what the commit hook writes, what the Action does, and the
# rules that gate commits. Every key is optional and the values below are the defaults; unknown
# keys are errors, so typos are caught. Reference: README.md, "The policy file".
version: 1

analysis:
  languages: []                 # java, javascript, c; empty = all
  include: ["**"]               # path globs relative to the repository root ("*.java": any folder)
  exclude: []                   # e.g. ["**/generated/**", "*.min.js"]
  threshold: 0.5                # similarity needed to match code, 0..1
  maxFileSize: 1MiB             # larger files are skipped (bytes, or B/KB/MB/KiB/MiB...)
  maxChangeSize: 8MiB           # the most source a side of a change may hold; past it the largest files are left out
  types: []                     # e.g. [RENAME, MOVE, "!File"]; empty = every refactoring
  skipGenerated: true           # skip minified, bundled and generated files (dist/, bundler headers); false analyses them

# The refactorings the prepare-commit-msg hook writes into commit messages.
commitMessage:
  enabled: true
  style: trailers               # trailers ("Refactoring: ...") or section
  trailerKey: Refactoring
  maxItems: 10                  # then "... and N more"
  skipSources: [merge, squash]  # git's message sources left alone
  timeoutMs: 5000               # past this the message stays as it was and the commit goes on

# The GitHub Action.
action:
  summary: true                 # the job summary
  annotations: true             # notices and errors on the changed lines
  comment: false                # one pull request comment, updated in place
  reportPath: refdiff-report    # folder of refdiff-report.json and refdiff-report.md
  failOn: error                 # which violations fail the step: error, warning or never

# The gate: a rule fires once per commit whose refactorings match it. An example to start from:
rules: []
#  - name: public-api-stable
#    match:
#      operation: [MOVE, RENAME, MOVE_RENAME]
#      beforePath: src/api/**
#    level: error                # error stops the commit, warning reports, off disables
#    message: The public API is moving; tell its users first.
#    approval: true              # a "Refactoring-Approved: <reason>" trailer lets it through
`;
}
