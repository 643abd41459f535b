import type { WarmUpSample } from '../registry';

/** A small change of this language (a method renamed, one extracted) for the daemon's warm-up. */
export const C_WARM_UP: WarmUpSample = {
  path: "warm-up/ledger.c",
  before: "#include <stdio.h>\n\nstruct ledger {\n    int entries[64];\n    int count;\n};\n\nvoid ledger_add(struct ledger *ledger, int amount) {\n    ledger->entries[ledger->count++] = amount;\n}\n\nvoid ledger_describe(const struct ledger *ledger, char *out, size_t size) {\n    int sum = 0;\n    for (int i = 0; i < ledger->count; i++) {\n        sum += ledger->entries[i];\n    }\n    snprintf(out, size, \"total %d in %d entries\", sum, ledger->count);\n}\n",
  after: "#include <stdio.h>\n\nstruct ledger {\n    int entries[64];\n    int count;\n};\n\nvoid ledger_record(struct ledger *ledger, int amount) {\n    ledger->entries[ledger->count++] = amount;\n}\n\nstatic int ledger_total(const struct ledger *ledger) {\n    int sum = 0;\n    for (int i = 0; i < ledger->count; i++) {\n        sum += ledger->entries[i];\n    }\n    return sum;\n}\n\nvoid ledger_describe(const struct ledger *ledger, char *out, size_t size) {\n    int sum = ledger_total(ledger);\n    snprintf(out, size, \"total %d in %d entries\", sum, ledger->count);\n}\n",
};
