import StoreKitCore

/// What the extras commands print: the notices on stderr, then the store's cart with its
/// totals (`{"cart", "store", "notes"}` in JSON). Pure: the executable prints them.
public enum CartExtrasOutput {
    /// What `--json` prints.
    public struct Document: Encodable {
        var cart: CartOutput.CartView
        var store: CheckoutSummary.Document?
        var notes: [String]
    }

    /// The report as `--json` prints it.
    public static func document(_ report: CartExtrasReport) -> Document {
        Document(cart: CartOutput.view(report.cart), store: report.summary?.document(url: nil), notes: report.notes)
    }

    /// The report's text on standard output: the store's summary, else the local cart's table.
    public static func text(_ report: CartExtrasReport, money: MoneyStyle) -> String {
        report.summary?.text(buyer: false) ?? CartOutput.table(report.cart, money: money)
    }
}
