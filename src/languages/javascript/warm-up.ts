import type { WarmUpSample } from '../registry';

/** A small change of this language (a method renamed, one extracted) for the daemon's warm-up. */
export const JAVASCRIPT_WARM_UP: WarmUpSample = {
  path: "warm-up/ledger.js",
  before: "export class Ledger {\n  constructor() {\n    this.entries = [];\n  }\n\n  add(amount) {\n    this.entries.push(amount);\n  }\n\n  describe() {\n    let sum = 0;\n    for (const entry of this.entries) {\n      sum += entry;\n    }\n    const count = this.entries.length;\n    return `total ${sum} in ${count} entries`;\n  }\n}\n",
  after: "export class Ledger {\n  constructor() {\n    this.entries = [];\n  }\n\n  record(amount) {\n    this.entries.push(amount);\n  }\n\n  describe() {\n    const sum = this.total();\n    const count = this.entries.length;\n    return `total ${sum} in ${count} entries`;\n  }\n\n  total() {\n    let sum = 0;\n    for (const entry of this.entries) {\n      sum += entry;\n    }\n    return sum;\n  }\n}\n",
};
