import type { WarmUpSample } from '../registry';

/** A small change of this language (a method renamed, one extracted) for the daemon's warm-up. */
export const JAVA_WARM_UP: WarmUpSample = {
  path: "warm-up/Ledger.java",
  before: "package warm.up;\n\nimport java.util.ArrayList;\nimport java.util.List;\n\npublic class Ledger {\n    private final List<Integer> entries = new ArrayList<>();\n\n    public void add(int amount) {\n        entries.add(amount);\n    }\n\n    public String describe() {\n        int sum = 0;\n        for (int entry : entries) {\n            sum += entry;\n        }\n        int count = entries.size();\n        return \"total \" + sum + \" in \" + count + \" entries\";\n    }\n}\n",
  after: "package warm.up;\n\nimport java.util.ArrayList;\nimport java.util.List;\n\npublic class Ledger {\n    private final List<Integer> entries = new ArrayList<>();\n\n    public void record(int amount) {\n        entries.add(amount);\n    }\n\n    public String describe() {\n        int sum = total();\n        int count = entries.size();\n        return \"total \" + sum + \" in \" + count + \" entries\";\n    }\n\n    private int total() {\n        int sum = 0;\n        for (int entry : entries) {\n            sum += entry;\n        }\n        return sum;\n    }\n}\n",
};
