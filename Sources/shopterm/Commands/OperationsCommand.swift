import ArgumentParser
import StoreKitCore

/// `shopterm operations`: every GraphQL document shopterm can send, for schema validation.
struct OperationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "operations",
        abstract: "Print the manifest of every GraphQL document shopterm can send (JSON).",
        discussion: #"Shape: {"operations":[{"name":…,"document":…},…]}."#)

    struct Manifest: Encodable { var operations: [OperationManifest.Entry] }

    func run() throws {
        try Console.printJSON(Manifest(operations: OperationManifest.entries))
    }
}
