import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

/// Image files: fetched once, then from the disk cache; anything else is a one-line reason.
struct ImageFetcherTests {
    private let temporary = TemporaryFolder("image-fetcher")
    private var folder: URL { temporary.url }

    @Test func fetchesOnceThenFromTheDiskCache() async throws {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        let transport = ScriptedTransport([.respond(HTTPResponse(status: 200, body: jpeg))])
        let fetcher = ImageFetcher(transport: transport, cacheDirectory: folder)
        let first = try await fetcher.fetch("https://cdn.example/a.jpg?width=200")
        #expect(first == .init(data: jpeg, cached: false))
        #expect(transport.requests.map(\.method) == ["GET"] && transport.requests[0].url.absoluteString == "https://cdn.example/a.jpg?width=200")
        DiskResponseCache.waitForWrites()
        // Another process (a new fetcher on the same folder) finds it on disk.
        let again = try await ImageFetcher(transport: ScriptedTransport([]), cacheDirectory: folder).fetch("https://cdn.example/a.jpg?width=200")
        #expect(again == .init(data: jpeg, cached: true))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count == 1 && files[0].hasSuffix(".image"))
    }

    @Test func refusesWhatIsNotAnImageAddress() async {
        let transport = ScriptedTransport([])
        let fetcher = ImageFetcher(transport: transport, cacheDirectory: nil)
        for address in ["file:///etc/passwd", "javascript:alert(1)", "", "https://"] {
            await #expect(throws: ImageFetchError.self) { try await fetcher.fetch(address) }
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func failedAnswersAreReasons() async {
        let big = Data(count: ImageFetcher.maxBytes + 1)
        let fetcher = ImageFetcher(
            transport: ScriptedTransport([
                .respond(HTTPResponse(status: 404)), .respond(HTTPResponse(status: 200, body: big)),
                .respond(HTTPResponse(status: 200)), .fail(.timedOut),
            ]),
            cacheDirectory: folder)
        await #expect(throws: ImageFetchError("the image could not be fetched (HTTP 404)")) { try await fetcher.fetch("https://a/1.jpg") }
        await #expect(throws: ImageFetchError("the image is larger than 8 MiB")) { try await fetcher.fetch("https://a/2.jpg") }
        await #expect(throws: ImageFetchError("the image file is empty")) { try await fetcher.fetch("https://a/3.jpg") }
        await #expect(throws: ImageFetchError.self) { try await fetcher.fetch("https://a/4.jpg") }
        DiskResponseCache.waitForWrites()
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(kept.isEmpty)
    }
}
