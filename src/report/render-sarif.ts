import { buildSarifLog, type SarifInput } from './sarif/log';

export type { SarifChange, SarifInput } from './sarif/log';

/** A SARIF 2.1.0 log (README.md, "SARIF"): for code scanning, editors and any SARIF viewer. */
export function renderSarif(input: SarifInput): string {
  return `${JSON.stringify(buildSarifLog(input), null, 2)}\n`;
}
