import { describeEveryEntryPoint } from '../entry-points';

const BEFORE = `package shop.report

class OrderReport(private val title: String) {
    fun header(): String = title.uppercase()

    fun summarize(orders: List<Order>): Double {
        var total = 0.0
        var count = 0
        for (order in orders) {
            if (order.cancelled) continue
            total += order.amount
            count += 1
        }
        println("$count orders, $total in all")
        return total
    }
}

class Totals(private val currency: String) {
    fun label(amount: Double): String = "$amount $currency"
}
`;
const AFTER = `package shop.report

class OrderReport(private val title: String) {
    fun header(): String = title.uppercase()
}

class Totals(private val currency: String) {
    fun label(amount: Double): String = "$amount $currency"

    fun totalOf(orders: List<Order>): Double {
        var total = 0.0
        var count = 0
        for (order in orders) {
            if (order.cancelled) continue
            total += order.amount
            count += 1
        }
        println("$count orders, $total in all")
        return total
    }
}
`;

describeEveryEntryPoint('a Kotlin move-and-rename through every entry point', {
  path: 'src/main/kotlin/shop/report/Reports.kt',
  before: BEFORE,
  after: AFTER,
  type: 'Move And Rename Method',
  textLine: 'src/main/kotlin/shop/report/Reports.kt:10: Move And Rename Method shop.report.OrderReport.summarize(List<Order>) to shop.report.Totals.totalOf(List<Order>)',
  trailer: 'Refactoring: Move And Rename Method shop.report.OrderReport.summarize(List<Order>) -> shop.report.Totals.totalOf(List<Order>)',
});
