import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// The demo's picture CDN: the URLs `url(transform:)` names are real files of the right size
/// and format, the same every time for a product and colour.
struct PictureTests {
    private func get(_ harness: DemoHarness, _ path: String) async -> HTTPResponse? {
        guard case .response(let response) = await harness.store.handle(.init(method: "GET", path: path, headers: [:], body: Data())) else {
            return nil
        }
        return response
    }

    /// A PNG's width and height from its IHDR chunk.
    private func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test func theClientsImageFieldsNameServedFiles() async throws {
        let harness = try DemoHarness()
        let product = try #require(try await harness.client.fetch(ProductQuery(.handle("swift-runner"))).product)
        let image = try #require(product.images.first)
        #expect(image.url.hasSuffix("/images/swift-runner-black.png"))
        #expect(image.small?.hasSuffix("/images/swift-runner-black.png?width=200&height=200&format=jpg") == true)
        #expect(image.url(fitting: 300, 120) == image.medium)
        #expect(image.url(fitting: 2000, 10) == image.large)
        #expect(image.url(fitting: 40, 40) == image.small)
        #expect(ProductImage(url: "https://a/b.jpg").url(fitting: 40, 40) == "https://a/b.jpg")
        let original = try #require(await get(harness, URL(string: image.url)!.path))
        #expect(original.status == 200 && original.header("Content-Type") == "image/png")
        let size = try #require(pngSize(original.body))
        #expect(size.0 == 1200 && size.1 == 1200)
        let small = try #require(await get(harness, "/images/swift-runner-black.png?width=200&height=200&format=jpg"))
        #expect(small.header("Content-Type") == "image/jpeg" && small.body.starts(with: [0xFF, 0xD8, 0xFF]))
        let webp = try #require(await get(harness, "/images/swift-runner-black.png?width=64&format=webp"))
        #expect(webp.header("Content-Type") == "image/webp" && webp.body.prefix(4) == Data("RIFF".utf8))
    }

    @Test func sizesFitWithinTheOriginalAndKeepItsAspect() async throws {
        let harness = try DemoHarness()
        let wide = try #require(await get(harness, "/images/swift-runner-black.png?width=300&height=100"))
        let wideSize = try #require(pngSize(wide.body))
        #expect(wideSize.0 == 100 && wideSize.1 == 100)
        // Never larger than the original.
        let huge = try #require(await get(harness, "/images/swift-runner-black.png?width=5000&height=5000"))
        let hugeSize = try #require(pngSize(huge.body))
        #expect(hugeSize.0 == 1200 && hugeSize.1 == 1200)
    }

    @Test func picturesAreTheSameEveryTimeAndDifferByColour() async throws {
        let harness = try DemoHarness()
        let black = try #require(await get(harness, "/images/swift-runner-black.png?width=50&height=50"))
        let again = try #require(await get(try DemoHarness(), "/images/swift-runner-black.png?width=50&height=50"))
        let white = try #require(await get(harness, "/images/swift-runner-white.png?width=50&height=50"))
        #expect(black.body == again.body && black.body != white.body)
    }

    @Test func unknownPicturesAre404() async throws {
        let harness = try DemoHarness()
        #expect(await get(harness, "/images/no-such-shoe.png")?.status == 404)
        #expect(await get(harness, "/images/../api/2026-04/graphql.json")?.status == 404)
    }

    @Test func transformsFollowShopifysLimits() {
        let url = PictureRoutes.transformedURL(
            "/images/a.png", base: "http://127.0.0.1:9", transform: ["maxWidth": 9000, "maxHeight": 100, "scale": 2, "preferredContentType": "WEBP"])
        #expect(url == "http://127.0.0.1:9/images/a.png?width=11520&height=200&format=webp")
        #expect(
            PictureRoutes.transformedURL("https://elsewhere.example/a.png", base: "http://x", transform: ["maxWidth": 5])
                == "https://elsewhere.example/a.png")
        #expect(PictureRoutes.transformedURL("/images/a.png", base: "http://x", transform: .null) == "http://x/images/a.png")
    }
}
