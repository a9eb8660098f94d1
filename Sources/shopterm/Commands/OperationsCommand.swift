import ArgumentParser
import StoreKitCore
import StoreKitDemo

/// `shopterm operations`: every GraphQL document shopterm can send, with its query cost, for
/// schema validation and the tokenless cost budget.
struct OperationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "operations",
        abstract: "Print the manifest of every GraphQL document shopterm can send (JSON), with each one's query cost.",
        discussion: #"""
            Shape: {"operations":[{"name":…,"document":…,"since":…,"cost":…},…]} ("since" only for \#
            an operation that older API versions do not answer). "cost" is the query cost \#
            Shopify calculates at the largest page shopterm asks for; a store answers a tokenless \#
            query only up to 1000.
            """#)

    struct Entry: Encodable {
        var name: String
        var document: String
        /// The first API version that answers it, when older ones do not.
        var since: String?
        var cost: Int
    }
    struct Manifest: Encodable { var operations: [Entry] }

    func run() throws {
        let costs = try QueryCost.storefront.get()
        let entries = try OperationManifest.entries.map { entry in
            Entry(name: entry.name, document: entry.document, since: entry.since,
                  cost: try costs.cost(of: entry.document, operationName: entry.name, variables: entry.largestVariables))
        }
        try Console.printJSON(Manifest(operations: entries))
    }
}
