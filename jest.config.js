/** Tests run TypeScript through swc (fast); `tsc --noEmit` does the type checking. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] },
  // @actions/github 8 (CommonJS) requires ESM-only @octokit packages; the bundle converts them, Jest must too.
  transformIgnorePatterns: ['/node_modules/(?!(zod|web-tree-sitter|@octokit|universal-user-agent|before-after-hook|json-with-bigint|fast-content-type-parse|content-type)/)'],
  testTimeout: 60000,
};
