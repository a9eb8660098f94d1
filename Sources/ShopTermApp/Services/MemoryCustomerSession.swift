import Foundation
import StoreKitCore
import Synchronization

/// A guest's signed-in customer, for their session only.
final class MemoryCustomerSession: CustomerSessionKeeping {
    private let session = Mutex<CustomerSession?>(nil)

    func load() throws(SessionFileError) -> CustomerSession? { session.withLock { $0 } }
    func save(_ session: CustomerSession) throws(SessionFileError) { self.session.withLock { $0 = session } }
    @discardableResult
    func delete() throws(SessionFileError) -> Bool {
        session.withLock { previous in
            defer { previous = nil }
            return previous != nil
        }
    }
}
