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

    /// True when one of the two was given.
    var given: Bool { !address.isEmpty || addressFile != nil }

    /// A bad `--address` is a usage error (exit 2) naming the field, found before anything is sent.
    func validate() throws {
        if !address.isEmpty && addressFile != nil { throw ValidationError("give the address with one of --address or --address-file, not both") }
        if !address.isEmpty {
            do { _ = try ShippingAddress(parsing: address.joined(separator: ",")) } catch { throw ValidationError("--address: \(error)") }
        }
    }

    /// The address given, nil when none was. A file that cannot be read or holds no address
    /// is a usage error too.
    func read() throws -> ShippingAddress? {
        if !address.isEmpty { return try ShippingAddress(parsing: address.joined(separator: ",")) }
        guard let addressFile else { return nil }
        guard let data = FileManager.default.contents(atPath: addressFile) else {
            throw UsageError("--address-file \(addressFile): cannot be read")
        }
        do {
            return try ShippingAddress(json: data)
        } catch {
            throw UsageError("--address-file \(addressFile): \(error)")
        }
    }

    /// The address, which `validate()` of the command made sure was given.
    func requiredAddress() throws -> ShippingAddress {
        guard let address = try read() else { throw UsageError("give the address with --address or --address-file") }
        return address
    }
}
