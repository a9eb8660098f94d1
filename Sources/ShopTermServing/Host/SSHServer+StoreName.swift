import Foundation
import ShopTermApp
import StoreKitCore

extension SSHServer {
    /// The shop's name as the store says it; when the store does not answer, its domain, and a
    /// line on stderr: shoppers see an error until it answers, and serve-ssh serves anyway.
    static func storeName(shop: String, output: Output) async -> String {
        do {
            // As `shopterm shop --shop SHOP --timeout 15` opens it (a shop is given, so the
            // embedded store's catalog is never read).
            let settings = StoreSession.Settings(
                flags: ConfigFile(shop: shop, timeout: 15), configPath: nil, verbose: false,
                catalog: { throw SSHServeError("no embedded store for --shop \(shop)") }, notice: output.error)
            let session = try StoreSession.open(settings)
            session.client.limitTime(to: Self.storeNameDeadline)
            let response = try await session.client.send(ShopQuery())
            // As every command says GraphQL errors that come with data.
            for error in response.errors { output.error("shopterm: warning: the store reported: \(error)") }
            return try response.requireData().shop.name
        } catch {
            output.error("serve-ssh: the store \(shop) does not answer (\(error)); serving anyway: shoppers see an error until it does")
            return shop
        }
    }

    /// The longest the shop's name is waited for, retries included (a command's default deadline).
    static let storeNameDeadline: TimeInterval = 120
}
