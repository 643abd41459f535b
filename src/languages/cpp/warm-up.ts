import type { WarmUpSample } from '../registry';

/** A small change of this language (a method renamed, one extracted) for the daemon's warm-up. */
export const CPP_WARM_UP: WarmUpSample = {
  path: "warm-up/ledger.cpp",
  before: "#include <string>\n#include <vector>\n\nclass Ledger {\npublic:\n    void add(int amount) {\n        entries.push_back(amount);\n    }\n\n    std::string describe() const {\n        int sum = 0;\n        for (int entry : entries) {\n            sum += entry;\n        }\n        auto count = entries.size();\n        return \"total \" + std::to_string(sum) + \" in \" + std::to_string(count) + \" entries\";\n    }\n\nprivate:\n    std::vector<int> entries;\n};\n",
  after: "#include <string>\n#include <vector>\n\nclass Ledger {\npublic:\n    void record(int amount) {\n        entries.push_back(amount);\n    }\n\n    std::string describe() const {\n        int sum = total();\n        auto count = entries.size();\n        return \"total \" + std::to_string(sum) + \" in \" + std::to_string(count) + \" entries\";\n    }\n\nprivate:\n    int total() const {\n        int sum = 0;\n        for (int entry : entries) {\n            sum += entry;\n        }\n        return sum;\n    }\n\n    std::vector<int> entries;\n};\n",
};
