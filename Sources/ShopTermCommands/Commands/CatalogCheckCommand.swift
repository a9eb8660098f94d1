import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitDemo

/// `shopterm catalog`: the demo store's catalog files (docs/catalog-format.md).
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Work with a catalog file for the embedded demo store (--catalog FILE).",
        subcommands: [CatalogCheckCommand.self])
}

/// `shopterm catalog check FILE`: every problem of a catalog file, or "ok", without serving it.
struct CatalogCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a catalog file without serving it: print every problem, or ok.",
        discussion: """
            Reads FILE as --catalog, demo-server --catalog and serve-ssh --catalog do, and prints each \
            problem on stderr with its JSON path, one a line, as they would refuse the file \
            (shopterm: catalog: products[3].variants[0].price: "1,50" is not a decimal amount like "12.50"); \
            the format is docs/catalog-format.md. Exit status: 0 and "ok" on stdout when the file can be \
            served, 1 when it has problems (or cannot be read), 2 usage error.
            """)

    @Argument(help: "The catalog file (JSON).")
    var file: String

    func run() throws {
        _ = try DemoCatalog.load(contentsOf: URL(fileURLWithPath: file))
        Console.print("ok")
    }
}
