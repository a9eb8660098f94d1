import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitTestSupport
import TerminalPictures
import Testing

/// The storefront's pictures are drawn once per image and size, then come from memory.
struct DrawnPicturesTests {
    /// Half blocks are Unicode glyphs: a terminal that shows only ASCII (LANG=C) draws none;
    /// the graphics protocols draw no character and stay (issue 41, point 6).
    @Test func noHalfBlocksOnAnASCIITerminal() {
        #expect(!ProductPictures.drawable(PictureStyle(mode: .blocks), asciiOnly: true))
        #expect(ProductPictures.drawable(PictureStyle(mode: .blocks), asciiOnly: false))
        #expect(ProductPictures.drawable(PictureStyle(mode: .sixel), asciiOnly: true))
        #expect(!ProductPictures.drawable(nil, asciiOnly: false))
    }

    /// A 4×4 PNG: red over blue.
    static let png: Data? = ImageCodec.encode(
        Bitmap(width: 4, height: 4, pixels: (0..<16).flatMap { $0 < 8 ? [255, 0, 0, 255] : [0, 0, 255, 255] }),
        as: .png)

    @Test func aPictureIsFetchedAndDrawnOncePerSize() async throws {
        if let missing = ImageCodec.unavailable { return print("skipped: \(missing) (scripts/setup.sh installs it)") }
        let png = try #require(Self.png)
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 200, body: png)), .respond(HTTPResponse(status: 200, body: png))])
        let drawn = DrawnPictures(
            ProductPictures(style: PictureStyle(mode: .blocks), fetcher: ImageFetcher(transport: transport, cacheDirectory: nil)))
        let image = ProductImage(url: "https://cdn.example/a.png", width: 4, height: 4)
        let first = try await drawn.picture(PictureDrawing(image: image, columns: 2, rows: 1))
        let again = try await drawn.picture(PictureDrawing(image: image, columns: 2, rows: 1))
        #expect(first == again && first.columns == 2 && first.rows == 1)
        #expect(transport.requests.count == 1)
        // Another size is drawn anew.
        let larger = try await drawn.picture(PictureDrawing(image: image, columns: 4, rows: 2))
        #expect(larger.columns == 4 && transport.requests.count == 2)
    }

    @Test func aFailureIsNotKept() async throws {
        if let missing = ImageCodec.unavailable { return print("skipped: \(missing) (scripts/setup.sh installs it)") }
        let png = try #require(Self.png)
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 500)), .respond(HTTPResponse(status: 200, body: png))])
        let drawn = DrawnPictures(
            ProductPictures(style: PictureStyle(mode: .kitty), fetcher: ImageFetcher(transport: transport, cacheDirectory: nil)))
        let drawing = PictureDrawing(image: ProductImage(url: "https://cdn.example/b.png"), columns: 2, rows: 1)
        await #expect(throws: ImageFetchError.self) { try await drawn.picture(drawing) }
        #expect(try await drawn.picture(drawing).mode == .kitty)
        #expect(transport.requests.count == 2)
    }
}
