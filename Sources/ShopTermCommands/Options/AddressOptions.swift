import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore

/// An address given on the command line: `--address` (KEY=VALUE pairs; repeat it to write a long
/// address over several lines) or `--address-file` (a JSON object with the same keys).
struct AddressOptions: ParsableArguments {
    @Option(help: "The address as KEY=VALUE pairs separated by commas (repeat --address to add fields).")
    var address: [String] = []

    @Option(name: .customLong("address-file"), help: "A JSON file with the address.")
    var addressFile: String?

    /// The flags' values, read by the library.
    var input: AddressInput { AddressInput(pairs: address, file: addressFile) }

    /// True when one of the two was given.
    var given: Bool { input.given }

    /// A bad `--address` is a usage error (exit 2) naming the field, found before anything is sent.
    func validate() throws {
        if let problem = input.problem { throw ValidationError(problem) }
    }
}
