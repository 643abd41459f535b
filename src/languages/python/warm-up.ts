import type { WarmUpSample } from '../registry';

/** A small change of this language (a method renamed, one extracted) for the daemon's warm-up. */
export const PYTHON_WARM_UP: WarmUpSample = {
  path: "warm-up/ledger.py",
  before: "class Ledger:\n    def __init__(self):\n        self.entries = []\n\n    def add(self, amount):\n        self.entries.append(amount)\n\n    def describe(self):\n        total = 0\n        for entry in self.entries:\n            total += entry\n        count = len(self.entries)\n        return f\"total {total} in {count} entries\"\n",
  after: "class Ledger:\n    def __init__(self):\n        self.entries = []\n\n    def record(self, amount):\n        self.entries.append(amount)\n\n    def describe(self):\n        total = self.total()\n        count = len(self.entries)\n        return f\"total {total} in {count} entries\"\n\n    def total(self):\n        total = 0\n        for entry in self.entries:\n            total += entry\n        return total\n",
};
