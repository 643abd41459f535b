/** Replaced by the bundler with package.json's version; read from package.json when running from sources. */
declare const REFDIFF_VERSION: string | undefined;

export const VERSION: string =
  typeof REFDIFF_VERSION === 'string' ? REFDIFF_VERSION : (require('../package.json') as { version: string }).version;
