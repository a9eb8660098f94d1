import StoreKitCore

/// A cart line with its merchandise, plan and price (see ``CommerceState/pricedLines(_:)``),
/// and its share of each order discount (``Bill/orderAllocations(over:)``).
struct CartLineSource: Sendable {
    var priced: PricedLine
    var orderDiscounts: [CodeAllocationSource] = []
    var line: CommerceState.Line { priced.line }
    var merchandise: CommerceState.Merchandise { priced.merchandise }
}
