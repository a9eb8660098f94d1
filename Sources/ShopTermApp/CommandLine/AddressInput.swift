import Foundation
import StoreKitCore

/// An address as the command line gives it: `--address` (KEY=VALUE pairs, repeatable) or
/// `--address-file` (a JSON object with the same keys); read into a ``ShippingAddress``.
public struct AddressInput: Sendable {
    /// The `--address` words, in order.
    public var pairs: [String]
    /// The `--address-file` path.
    public var file: String?

    public init(pairs: [String], file: String?) {
        self.pairs = pairs
        self.file = file
    }

    /// True when one of the two was given.
    public var given: Bool { !pairs.isEmpty || file != nil }

    /// What is wrong with the flags (a usage error naming the field), found before anything is
    /// sent; nil when nothing is.
    public var problem: String? {
        if !pairs.isEmpty && file != nil { return "give the address with one of --address or --address-file, not both" }
        guard !pairs.isEmpty else { return nil }
        do { _ = try ShippingAddress(parsing: pairs.joined(separator: ",")) } catch { return "--address: \(error)" }
        return nil
    }

    /// The address given, nil when none was. A file that cannot be read or holds no address
    /// is a usage error.
    public func read() throws -> ShippingAddress? {
        if !pairs.isEmpty { return try ShippingAddress(parsing: pairs.joined(separator: ",")) }
        guard let file else { return nil }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw UsageError("--address-file \(file): cannot be read")
        }
        do {
            return try ShippingAddress(json: data)
        } catch {
            throw UsageError("--address-file \(file): \(error)")
        }
    }

    /// The address, which the command made sure was given.
    public func requiredAddress() throws -> ShippingAddress {
        guard let address = try read() else { throw UsageError("give the address with --address or --address-file") }
        return address
    }
}
