import Foundation
import ShopTermApp
import ShopTermServing
import StoreKitCore

/// `shopterm product H --image`: the product's picture on stdout, before its details.
enum ProductPictureOutput {
    /// Draws it (``ProductPicture``); whatever stops it is one line on stderr, and the details
    /// are printed anyway.
    static func print(_ product: Product, session: StoreSession) async {
        let environment = ProcessInfo.processInfo.environment
        do {
            Console.write(
                try await ProductPicture.draw(
                    product, session: session, environment: environment, toTerminal: isatty(STDOUT_FILENO) != 0,
                    asciiOnly: ShopperLocale.isUTF8(environment) == false))
        } catch {
            Console.error("shopterm: \(error)")
        }
    }
}
