import StoreKitCore

/// A saved address as the command line names it: its number, as `shopterm account addresses`
/// lists them (from 1), or its ID in the address book.
public enum SavedAddressReference {
    /// The ID of the address `reference` names in `book` (the address book in its order).
    public static func id(_ reference: String, in book: [CustomerAddress]) throws -> String {
        if let number = Int(reference) {
            guard (1...max(1, book.count)).contains(number), number <= book.count else {
                throw CLIError(book.isEmpty ? "there are no saved addresses" : "no address \(number); the addresses are numbered 1–\(book.count)")
            }
            return book[number - 1].id
        }
        guard book.contains(where: { $0.id == reference }) else { throw CLIError("no saved address has the ID \(reference)") }
        return reference
    }
}
