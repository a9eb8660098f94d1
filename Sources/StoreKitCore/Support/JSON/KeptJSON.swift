import Foundation

/// How shopterm writes what it keeps (a cart, a market choice), in a file or a database: pretty,
/// its keys sorted, so that two writes of the same value are the same bytes.
public enum KeptJSON {
    /// The encoder.
    public static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }
}
