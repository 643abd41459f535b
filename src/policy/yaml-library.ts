/**
 * The yaml library, loaded on the first policy file read rather than with the bundle (as zod is,
 * schema.ts): most repositories have no policy file, and every commit's hook would otherwise
 * initialise yaml's modules for nothing.
 */
export function yamlLibrary(): typeof import('yaml') {
  return require('yaml') as typeof import('yaml');
}
