import type { WarmUpSample } from '../registry';

/** A small change of this language (a method renamed, one extracted) for the daemon's warm-up. */
export const CSHARP_WARM_UP: WarmUpSample = {
  path: "warm-up/Ledger.cs",
  before: "using System.Collections.Generic;\n\nnamespace WarmUp\n{\n    public class Ledger\n    {\n        private readonly List<int> entries = new List<int>();\n\n        public void Add(int amount)\n        {\n            entries.Add(amount);\n        }\n\n        public string Describe()\n        {\n            int sum = 0;\n            foreach (int entry in entries)\n            {\n                sum += entry;\n            }\n            int count = entries.Count;\n            return \"total \" + sum + \" in \" + count + \" entries\";\n        }\n    }\n}\n",
  after: "using System.Collections.Generic;\n\nnamespace WarmUp\n{\n    public class Ledger\n    {\n        private readonly List<int> entries = new List<int>();\n\n        public void Record(int amount)\n        {\n            entries.Add(amount);\n        }\n\n        public string Describe()\n        {\n            int sum = Total();\n            int count = entries.Count;\n            return \"total \" + sum + \" in \" + count + \" entries\";\n        }\n\n        private int Total()\n        {\n            int sum = 0;\n            foreach (int entry in entries)\n            {\n                sum += entry;\n            }\n            return sum;\n        }\n    }\n}\n",
};
