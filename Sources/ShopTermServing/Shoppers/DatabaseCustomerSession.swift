import Foundation
import ShopTermApp
import StoreKitCore
import Synchronization

/// A shopper's signed-in customer in serve-ssh's shoppers' database (its tokens are secrets: the
/// database is the server's alone, like a session file).
struct DatabaseCustomerSession: CustomerSessionKeeping {
    let database: ShopperDatabase
    let shop: String
    let shopper: String

    private var place: String { "the shoppers' database" }

    func load() throws(SessionFileError) -> CustomerSession? {
        let text: String?
        do {
            text = try database.load(.customer, shop: shop, shopper: shopper)
        } catch {
            throw .unreadable(place, String(describing: error))
        }
        guard let text, !text.isEmpty else { return nil }
        guard let session = try? CustomerSession.storageDecoder.decode(CustomerSession.self, from: Data(text.utf8)), session.format == 1 else {
            throw .unreadable(place, "it is not a shopterm session; log out to remove it")
        }
        return session
    }

    func save(_ session: CustomerSession) throws(SessionFileError) {
        guard let data = try? CustomerSession.storageEncoder.encode(session) else { throw .unwritable(place, "cannot encode the session") }
        do {
            try database.save(.customer, String(decoding: data, as: UTF8.self), shop: shop, shopper: shopper)
        } catch {
            throw .unwritable(place, String(describing: error))
        }
    }

    @discardableResult
    func delete() throws(SessionFileError) -> Bool {
        do {
            let had = try database.load(.customer, shop: shop, shopper: shopper).map { !$0.isEmpty } ?? false
            try database.save(.customer, "", shop: shop, shopper: shopper)
            return had
        } catch {
            throw .unwritable(place, String(describing: error))
        }
    }
}
