import Foundation
import StoreKitCore
import StoreKitDemo

/// The embedded shop's transport in a mall: its own requests (the Storefront API at 127.0.0.1,
/// its pictures) go to its store, and an address of another shop of the mall (a picture of the
/// search of every store, `https://kutsuya-tokyo.shopterm.invalid/images/…`) to that shop.
struct EmbeddedMallTransport: HTTPTransport {
    let store: DemoStore
    let mall: DemoMall

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let host = request.url.host ?? ""
        let shop = mall.store(forHost: request.url.port.map { "\(host):\($0)" } ?? host) ?? store
        return try await InProcessTransport(store: shop).send(request)
    }
}
