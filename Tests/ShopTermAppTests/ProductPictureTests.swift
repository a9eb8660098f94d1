import Foundation
import ShopTermApp
import StoreKitCore
import Testing

/// Why `shopterm product H --image` draws no picture (``ProductPicture``), in this process:
/// what was only tested by running the executable.
@Suite struct ProductPictureTests {
    @Test func aPipeGetsNoPictureUnlessAModeIsNamed() async throws {
        let shop = try TeaShop()
        defer { shop.close() }
        let product = try await CatalogReader(session: shop.session, say: { _ in }).product("green-tea")
        await #expect {
            _ = try await ProductPicture.draw(product, session: shop.session, environment: [:], toTerminal: false, asciiOnly: false)
        } throws: { error in
            "\(error)" == "no picture: standard output is not a terminal; --images blocks (or kitty, iterm, sixel) writes one anyway"
        }
        await #expect {
            _ = try await ProductPicture.draw(product, session: shop.session, environment: ["NO_COLOR": "1"], toTerminal: true, asciiOnly: false)
        } throws: { error in
            "\(error)" == "no picture: NO_COLOR is set and pictures are colour; --images blocks (or kitty, iterm, sixel) draws one anyway"
        }
    }
}
