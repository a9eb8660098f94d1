import Foundation
import ShopTermUI
import StoreKitCore

/// The storefront's one seam to the outside world, as values: what a request means
/// (``answer``), the disk cache's launch screen, the cart file and the browser. The live value
/// (``live(client:cartFile:sessionFile:marketFile:customerAccounts:pictures:)``) talks to a store;
/// a test builds one that answers the few requests it expects and fails on any other, so UI
/// effects are tested without faking HTTP.
public struct StoreServices: Sendable {
    /// The launch screen as the disk cache last saw it (nil when it has none), read at once:
    /// the first frame shows it.
    public var cachedHome: @Sendable () -> HomeData?
    /// What a request means: the store calls it takes, and their outcome as the UI's answer.
    /// It never throws: a failure is an answer too (``Response/failure(_:)``, form messages,
    /// "logged out").
    public var answer: @Sendable (Request) async -> Response
    /// Writes the local cart.
    public var saveCart: @Sendable (LocalCart) throws -> Void
    /// Opens a checked URL in the browser.
    public var openURL: @Sendable (URL) throws -> Void

    /// Services made of the given closures.
    public init(
        cachedHome: @escaping @Sendable () -> HomeData?, answer: @escaping @Sendable (Request) async -> Response,
        saveCart: @escaping @Sendable (LocalCart) throws -> Void, openURL: @escaping @Sendable (URL) throws -> Void
    ) {
        self.cachedHome = cachedHome
        self.answer = answer
        self.saveCart = saveCart
        self.openURL = openURL
    }
}
