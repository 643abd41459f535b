import type { WarmUpSample } from '../registry';

/** A small change of this language (a method renamed, one extracted) for the daemon's warm-up. */
export const KOTLIN_WARM_UP: WarmUpSample = {
  path: "warm-up/Ledger.kt",
  before: "package warm.up\n\nclass Ledger {\n    private val entries = mutableListOf<Int>()\n\n    fun add(amount: Int) {\n        entries.add(amount)\n    }\n\n    fun describe(): String {\n        var sum = 0\n        for (entry in entries) {\n            sum += entry\n        }\n        val count = entries.size\n        return \"total $sum in $count entries\"\n    }\n}\n",
  after: "package warm.up\n\nclass Ledger {\n    private val entries = mutableListOf<Int>()\n\n    fun record(amount: Int) {\n        entries.add(amount)\n    }\n\n    fun describe(): String {\n        val sum = total()\n        val count = entries.size\n        return \"total $sum in $count entries\"\n    }\n\n    private fun total(): Int {\n        var sum = 0\n        for (entry in entries) {\n            sum += entry\n        }\n        return sum\n    }\n}\n",
};
