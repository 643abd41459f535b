import type { WarmUpSample } from '../registry';

/** A small change of this language (a method renamed, one extracted) for the daemon's warm-up. */
export const TYPESCRIPT_WARM_UP: WarmUpSample = {
  path: "warm-up/ledger.ts",
  before: "export class Ledger {\n  private readonly entries: number[] = [];\n\n  add(amount: number): void {\n    this.entries.push(amount);\n  }\n\n  describe(): string {\n    let sum = 0;\n    for (const entry of this.entries) {\n      sum += entry;\n    }\n    const count = this.entries.length;\n    return `total ${sum} in ${count} entries`;\n  }\n}\n",
  after: "export class Ledger {\n  private readonly entries: number[] = [];\n\n  record(amount: number): void {\n    this.entries.push(amount);\n  }\n\n  describe(): string {\n    const sum = this.total();\n    const count = this.entries.length;\n    return `total ${sum} in ${count} entries`;\n  }\n\n  private total(): number {\n    let sum = 0;\n    for (const entry of this.entries) {\n      sum += entry;\n    }\n    return sum;\n  }\n}\n",
};
