import type { Policy } from './schema';

/**
 * The policy of a repository without `.refdiffrc.yml`: what the schema (schema.ts) makes of the
 * empty document, written out so that a commit hook without a policy file never loads zod or
 * builds the schema (a test holds the two equal). A new copy each time: callers may change it.
 */
export function defaultPolicy(): Policy {
  return {
    version: 1,
    analysis: {
      languages: [],
      include: ['**'],
      exclude: [],
      threshold: 0.5,
      maxFileSize: 1024 * 1024,
      maxChangeSize: 8 * 1024 * 1024,
      types: [],
      fineGrained: true,
      skipGenerated: true,
    },
    commitMessage: {
      enabled: true,
      style: 'trailers',
      trailerKey: 'Refactoring',
      maxItems: 10,
      skipSources: ['merge', 'squash'],
      timeoutMs: 5000,
      fineGrained: false,
    },
    action: {
      summary: true,
      annotations: true,
      comment: false,
      reportPath: 'refdiff-report',
      failOn: 'error',
    },
    rules: [],
  };
}
