/**
 * The `.github/workflows/refdiff.yml` that `refdiff init --workflow` writes: README.md's
 * copy-paste workflow, using the Action at `action` (owner/name@ref).
 */
export function starterWorkflow(action: string): string {
  return `# refdiff: the refactorings of every push, pull request and merge queue entry in the job
# summary, annotations and one pull request comment, held to .refdiffrc.yml. \`pull_request\`,
# never \`pull_request_target\`: a fork's code must not run with your secrets.
name: refdiff

on:
  push:
    branches: [main]
  pull_request:
  merge_group:

permissions:
  contents: read

jobs:
  refactorings:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pull-requests: write # only for the comment; remove both for a read-only token
      security-events: write # only for the SARIF upload (code scanning)
    steps:
      - uses: actions/checkout@v5
        with:
          fetch-depth: 0 # every pushed commit, its parent, the pull request's merge base
      - id: refdiff
        uses: ${action}
        with:
          comment: \${{ github.event_name == 'pull_request' }}
      - uses: github/codeql-action/upload-sarif@v3
        if: \${{ !cancelled() && steps.refdiff.outputs.report-sarif != '' }}
        with:
          sarif_file: refdiff-report/refdiff.sarif
          category: refdiff
      - uses: actions/upload-artifact@v6
        if: \${{ !cancelled() && steps.refdiff.outputs.report-json != '' }}
        with:
          name: refdiff-report
          # The files by name, not the folder: a pull request may commit links into it.
          path: |
            \${{ steps.refdiff.outputs.report-json }}
            \${{ steps.refdiff.outputs.report-markdown }}
            \${{ steps.refdiff.outputs.report-sarif }}
            \${{ steps.refdiff.outputs.report-html }}
`;
}
