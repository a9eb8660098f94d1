import Foundation

/// A gift card's code as the store compares it: the code a buyer types matches the card's
/// whatever its case, spaces and dashes ("abcd-efgh 1234" is ABCDEFGH1234), and a code written
/// as it is shown ("…1234") loses its ellipsis.
enum DemoGiftCardCode {
    /// `code` upper-cased, without spaces, dashes and "…".
    static func normalized(_ code: String) -> String {
        String(code.uppercased().filter { $0 != " " && $0 != "-" && $0 != "…" })
    }
}
