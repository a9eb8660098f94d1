import StoreKitCore
import StoreKitDemo
import StorefrontCost

/// Every operation shopterm can send, with its Shopify query cost at the largest page it is sent
/// with: what `shopterm operations` prints (docs/cli-json.md) for the schema check and the
/// tokenless budget of 1,000.
public struct CostedOperation: Encodable, Sendable {
    public var name: String
    public var document: String
    /// The first API version that answers it, when older ones do not.
    public var since: String?
    /// The first API version that is sent another document instead, when a newer one changed it.
    public var before: String?
    public var cost: Int

    /// The manifest's operations, costed over the demo schema (a subset of the real one that has
    /// every field they use, so the costs are the real API's).
    public static func all() throws -> [CostedOperation] {
        let costs = try QueryCost.storefront.get()
        return try OperationManifest.entries.map { entry in
            CostedOperation(
                name: entry.name, document: entry.document, since: entry.since, before: entry.before,
                cost: try costs.cost(of: entry.document, operationName: entry.name, variables: entry.largestVariables))
        }
    }
}
