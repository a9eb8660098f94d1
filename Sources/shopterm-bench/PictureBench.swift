import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StorefrontHarness
import TerminalPictures

/// Product pictures in the storefront (headless, the same `Program`), drawn as sixels, the
/// costliest encoding: how long after a product opens its picture is on screen, against a store
/// ``latency`` ms away, the first time (one round trip for the file) and on a relaunch (the file
/// from the disk cache: no round trip); and the keystroke's time to frame while pictures load.
enum PictureBench {
    static let latency = 100
    static let style = PictureStyle(mode: .sixel, colors: .trueColor, cell: .usual)

    struct Result {
        /// One request's round trip to the store (an image address it does not have).
        var roundTrip: Double
        /// From the key that opens the product to its picture in the frame.
        var firstOpen: Double
        var cachedOpen: Double
        /// Image files asked of the store on the relaunch.
        var cachedImageRequests: Int
        var keystrokeP99: Double
        /// Pictures asked for while the keys were typed (each fetched, decoded and drawn in the
        /// background, most of them while the next keys arrive).
        var picturesWhileTyping: Int
    }

    static func run(keystrokes: Int) async throws -> Result {
        let store = try DemoStore(catalog: try DemoCatalog(file: ShoeStoreCatalog.file()), options: DemoStore.Options(latencyMilliseconds: latency))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-pictures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A store's CDN has its photos ready at common sizes; the demo draws each size once, so
        // a first storefront (without a disk cache) has it draw this one.
        // The relaunch is a real store's: its images at the same addresses as before (the
        // embedded store's pages, not served, would put each launch's port in them).
        _ = try await openProduct(try HeadlessStorefront(store: store, pictures: style, servingPages: false))
        let roundTrip = try await measureRoundTrip(store)
        let first = try await openProduct(try HeadlessStorefront(store: store, pictures: style, imageCache: folder, servingPages: false))
        DiskResponseCache.waitForWrites()
        let before = store.requestLog.count
        let cached = try await openProduct(try HeadlessStorefront(store: store, pictures: style, imageCache: folder, servingPages: false))
        let imageRequests = store.requestLog.dropFirst(before).filter { $0.operationName.hasPrefix("GET /images") }.count
        let typing = try await typeWhileLoading(keystrokes: keystrokes)
        return Result(
            roundTrip: roundTrip, firstOpen: first, cachedOpen: cached, cachedImageRequests: imageRequests,
            keystrokeP99: typing.p99, picturesWhileTyping: typing.pictures)
    }

    /// Launches, opens the first collection, rests on its first product as a reader does (its
    /// page is read ahead), and opens it: the milliseconds from that key to its picture on screen.
    static func openProduct(_ app: HeadlessStorefront) async throws -> Double {
        defer { app.stop() }
        try await app.launchIntoCollection()
        _ = await app.wait(timeout: 0.6) { _ in false }
        let started = DispatchTime.now().uptimeNanoseconds
        app.send(.key(.enter))
        guard await app.wait(timeout: 10, until: { _ in app.frame?.picture != nil }) else {
            throw BenchError("the product's picture never showed (\(app.state.pictures.phase.map { "\($0)" } ?? "not asked"))")
        }
        return Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
    }

    /// The median of a few requests for an image the store does not have (the answer is quick).
    static func measureRoundTrip(_ store: DemoStore) async throws -> Double {
        let fetcher = ImageFetcher(transport: InProcessTransport(store: store), cacheDirectory: nil)
        var times: [Double] = []
        for _ in 0..<3 {
            let started = DispatchTime.now().uptimeNanoseconds
            _ = try? await fetcher.fetch("http://127.0.0.1/images/no-such-product.png")
            times.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6)
        }
        return Stats.median(times)
    }

    /// Moves down a 10,000-product list at the key repeat's pace in a wide window, resting a
    /// moment after every fourth key so that the highlighted product's picture is asked for and
    /// fetched, decoded and drawn while the next keys arrive: each key's time to frame, and how
    /// many pictures were asked for.
    static func typeWhileLoading(keystrokes: Int) async throws -> (p99: Double, pictures: Int) {
        let store = try DemoStore(
            catalog: try DemoCatalog(file: ShoeStoreCatalog.file(size: 10_000)),
            options: DemoStore.Options(latencyMilliseconds: TerminalBench.latency))
        let app = try HeadlessStorefront(store: store, width: 100, height: 30, pictures: style)
        defer { app.stop() }
        try await app.launchIntoCollection(last: true)
        var times: [Double] = []
        var asked = Set<RequestID>()
        for index in 0..<keystrokes {
            let pause = index % 4 == 0 ? PictureState.restDelay + 0.03 : 1 / TerminalBench.keyRate
            _ = await app.wait(timeout: pause) { state in
                if state.pictures.phase == .loading, let id = state.request(for: .picture) { asked.insert(id) }
                return false
            }
            times.append(app.send(.key(.down)).milliseconds)
        }
        return (Stats.percentile(times, 99), asked.count)
    }
}
