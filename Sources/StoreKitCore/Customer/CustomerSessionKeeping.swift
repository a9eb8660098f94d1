import Foundation

/// Where the signed-in customer of one shop is kept: this computer's ``SessionFile``, or (for a
/// shopper served over SSH) their row of serve-ssh's shoppers' database.
public protocol CustomerSessionKeeping: Sendable {
    /// The stored session, or nil when nobody is logged in.
    func load() throws(SessionFileError) -> CustomerSession?
    /// Stores `session`.
    func save(_ session: CustomerSession) throws(SessionFileError)
    /// Deletes the stored session; true when there was one.
    @discardableResult
    func delete() throws(SessionFileError) -> Bool
}
