import type { WarmUpSample } from '../registry';

/** A small change of this language (a method renamed, one extracted) for the daemon's warm-up. */
export const GO_WARM_UP: WarmUpSample = {
  path: "warm-up/ledger.go",
  before: "package ledger\n\nimport \"fmt\"\n\ntype Ledger struct {\n\tentries []int\n}\n\nfunc (l *Ledger) Add(amount int) {\n\tl.entries = append(l.entries, amount)\n}\n\nfunc (l *Ledger) Describe() string {\n\tsum := 0\n\tfor _, entry := range l.entries {\n\t\tsum += entry\n\t}\n\tcount := len(l.entries)\n\treturn fmt.Sprintf(\"total %d in %d entries\", sum, count)\n}\n",
  after: "package ledger\n\nimport \"fmt\"\n\ntype Ledger struct {\n\tentries []int\n}\n\nfunc (l *Ledger) Record(amount int) {\n\tl.entries = append(l.entries, amount)\n}\n\nfunc (l *Ledger) Describe() string {\n\tsum := l.total()\n\tcount := len(l.entries)\n\treturn fmt.Sprintf(\"total %d in %d entries\", sum, count)\n}\n\nfunc (l *Ledger) total() int {\n\tsum := 0\n\tfor _, entry := range l.entries {\n\t\tsum += entry\n\t}\n\treturn sum\n}\n",
};
