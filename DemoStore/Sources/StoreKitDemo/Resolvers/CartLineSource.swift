import StoreKitCore

/// A cart line with its merchandise, plan and price (see ``CommerceState/pricedLines(_:)``).
struct CartLineSource: Sendable {
    var priced: PricedLine
    var line: CommerceState.Line { priced.line }
    var merchandise: CommerceState.Merchandise { priced.merchandise }
}
