/** Tests run TypeScript through swc (fast); `tsc --noEmit` does the type checking. */
const { availableParallelism } = require('node:os');

module.exports = {
  // Most suites wait on the git and node processes they start (real repositories, real commits):
  // two workers keep a 2-core CI machine busy, where Jest's default (cores - 1) runs one suite at a time.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/test/setup/git-ceiling.ts',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] },
  // @actions/github 8 (CommonJS) requires ESM-only @octokit packages; the bundle converts them, Jest must too.
  transformIgnorePatterns: ['/node_modules/(?!(zod|web-tree-sitter|@octokit|universal-user-agent|before-after-hook|json-with-bigint|fast-content-type-parse|content-type)/)'],
  testTimeout: 60000,
};
