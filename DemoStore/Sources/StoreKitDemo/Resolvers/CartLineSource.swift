import StoreKitCore

/// A cart line with its merchandise, plan and price (see ``CommerceState/pricedLines(_:)``),
/// and its share of each order discount (``Bill/orderAllocations(over:)``). A bundle's line
/// (a `ComponentizableCartLine`) holds its parts; an add-on's line its parent.
struct CartLineSource: Sendable {
    var priced: PricedLine
    var orderDiscounts: [CodeAllocationSource] = []
    /// A bundle's parts (`lineComponents`), each a `CartLine`.
    var components: [CartLineSource] = []
    /// The line it is nested under (`parentRelationship`), nil for a top-level line.
    var parentRelationship: ParentRelationshipSource? = nil
    var line: CommerceState.Line { priced.line }
    var merchandise: CommerceState.Merchandise { priced.merchandise }
    /// Its GraphQL type: a bundle's line is a `ComponentizableCartLine`.
    var typeName: String { merchandise.product.isBundle ? "ComponentizableCartLine" : "CartLine" }
}
