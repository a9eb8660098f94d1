import ArgumentParser
import ShopTermApp

/// `shopterm operations`: every GraphQL document shopterm can send, with its query cost, for
/// schema validation and the tokenless cost budget.
struct OperationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "operations",
        abstract: "Print the manifest of every GraphQL document shopterm can send (JSON), with each one's query cost.",
        discussion: #"""
            Shape: {"operations":[{"name":…,"document":…,"since":…,"before":…,"cost":…},…]} ("since" \#
            only for a document that older API versions do not answer, "before" only for one sent to \#
            older versions than that: an operation whose document changed with a version, as the \#
            cart's did with 2026-07, is listed once for each span). "cost" is the query cost \#
            Shopify calculates at the largest page shopterm asks for; a store answers a tokenless \#
            query only up to 1000.
            """#)

    @OptionGroup var output: OutputOptions  // the manifest is JSON either way

    struct Manifest: Encodable { var operations: [CostedOperation] }

    func run() throws {
        try Console.printJSON(Manifest(operations: CostedOperation.all()))
    }
}
