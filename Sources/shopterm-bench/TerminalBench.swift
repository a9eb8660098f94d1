import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import StoreKitDemo
import StorefrontHarness
import Synchronization

/// What a shopper feels at the terminal, measured on the real binary through a pseudo-terminal
/// against `shopterm demo-server` in another process: time to the first frame and to the
/// catalog, the relaunch from the disk cache, and scrolling a 10,000-product collection
/// (keystroke to frame, bytes drawn, peak memory).
enum TerminalBench {
    struct Launch {
        /// Milliseconds from start to the first frame, and to the collections.
        var firstFrame: Double
        var catalog: Double
        /// One round trip of the launch request, as a client sees it (connection, latency and
        /// the store's work): the median of a few sent from here.
        var roundTrip: Double
        /// The relaunch: milliseconds to the collections, and the requests the store had
        /// answered by then (0: drawn from the disk cache); true when it refreshed behind.
        var cachedCatalog: Double
        var requestsBeforeCachedCatalog: Int
        var refreshedBehind: Bool
    }

    struct Scroll {
        var keystrokes: Int
        var p50: Double
        var p99: Double
        var bytesPerStep: Double
        var peakMegabytes: Double
    }

    static let latency = 100

    /// The storefront's command line.
    static func storefront(_ url: String) -> [String] {
        [binary, "--shop", url, "--token", "bench", "--no-mouse"]
    }

    /// The shopterm binary measured: the one ``use(_:)`` names, else the one beside this
    /// benchmark's own binary.
    static var binary: String {
        chosenBinary.withLock { $0 }
            ?? {
                let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
                return URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("shopterm").path
            }()
    }

    /// Measures the shopterm binary at `path`.
    static func use(_ path: String) { chosenBinary.withLock { $0 = path } }

    private static let chosenBinary = Mutex<String?>(nil)

    /// The store is another machine for a real shopper: with two CPUs or more (and `taskset`),
    /// the demo server gets the last CPU to itself, and the scrolling storefront the others.
    static let separateCPUs: (store: String, storefront: String)? = {
        let count = ProcessInfo.processInfo.activeProcessorCount
        guard count >= 2, FileManager.default.isExecutableFile(atPath: taskset) else { return nil }
        return (String(count - 1), count == 2 ? "0" : "0-\(count - 2)")
    }()

    static let taskset = "/usr/bin/taskset"

    /// `arguments` run on `cpus` (as `taskset -c` names them) when the CPUs are kept apart.
    static func pinned(_ arguments: [String], to cpus: String?) -> [String] {
        guard let cpus else { return arguments }
        return [taskset, "-c", cpus] + arguments
    }

    /// The launch figures against a store that answers in `latency` ms.
    static func launch() async throws -> Launch {
        let server = try DemoServer(["--latency", String(latency)])
        defer { server.stop() }
        let home = try TemporaryHome()
        defer { home.remove() }
        // A store that has been answering others, as a real one has: a new demo-server's first
        // answer to each operation costs it several milliseconds more than the next ones (it
        // prepares the document), and the launch sends two (Home and Menu) that it answers one
        // after the other. A throwaway launch from another home warms both; then the round trip.
        try warm(server)
        let roundTrip = try await roundTrip(to: server.url)
        let first = try PTYProcess(storefront(server.url), environment: home.environment)
        guard let frame = first.wait(for: "? help"), let catalog = first.wait(for: "Running") else {
            throw BenchError("the storefront did not show its first frame and catalog")
        }
        first.quit()
        let answeredBefore = server.requests.count
        let second = try PTYProcess(storefront(server.url), environment: home.environment)
        guard let cached = second.wait(for: "Running") else { throw BenchError("the relaunch did not show the catalog") }
        let answeredAtCatalog = server.requests.count - answeredBefore
        try await Task.sleep(nanoseconds: UInt64(latency) * 3_000_000)
        let refreshed = server.requests.count > answeredBefore
        second.quit()
        return Launch(
            firstFrame: frame, catalog: catalog, roundTrip: roundTrip, cachedCatalog: cached, requestsBeforeCachedCatalog: answeredAtCatalog,
            refreshedBehind: refreshed)
    }

    /// One launch to the catalog from a home of its own, not measured: the store then has
    /// answered every operation the launch sends.
    static func warm(_ server: DemoServer) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let launch = try PTYProcess(storefront(server.url), environment: home.environment)
        defer { launch.quit() }
        guard launch.wait(for: "Running") != nil else { throw BenchError("the warming launch did not show the catalog") }
    }

    /// Keys per second when scrolling: a fast key repeat.
    static let keyRate = 40.0

    /// The launch request sent from here a few times: the median milliseconds of one round trip.
    static func roundTrip(to url: String) async throws -> Double {
        let endpoint = URL(string: "\(url)/api/\(APIVersion.default)/graphql.json")!
        let client = StorefrontClient(
            configuration: .init(endpoint: endpoint, token: "bench"), transport: CurlTransport(),
            logger: HeadlessStorefront.quiet)
        let request = client.request(for: HomeQuery(first: Paging.pageSize, productsFirst: Paging.pageSize))
        var times: [Double] = []
        for _ in 0..<3 {
            let started = DispatchTime.now().uptimeNanoseconds
            _ = try await CurlTransport().send(request)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6)
        }
        return Stats.median(times)
    }

    /// The median of each launch figure over several runs.
    static func median(_ runs: [Launch]) -> Launch {
        Launch(
            firstFrame: Stats.median(runs.map(\.firstFrame)), catalog: Stats.median(runs.map(\.catalog)),
            roundTrip: Stats.median(runs.map(\.roundTrip)), cachedCatalog: Stats.median(runs.map(\.cachedCatalog)),
            requestsBeforeCachedCatalog: runs.map(\.requestsBeforeCachedCatalog).max() ?? 0,
            refreshedBehind: runs.allSatisfy(\.refreshedBehind))
    }

    /// Scrolling the 10,000-product "All shoes" collection one row at a time, at a fast key repeat.
    static func scroll(keystrokes: Int) throws -> Scroll {
        let server = try DemoServer(["--demo-size", "10000"])
        defer { server.stop() }
        let home = try TemporaryHome()
        defer { home.remove() }
        let app = try PTYProcess(pinned(storefront(server.url), to: separateCPUs?.storefront), environment: home.environment)
        defer { app.quit() }
        guard app.wait(for: "All shoes") != nil else { throw BenchError("the catalog did not show") }
        // With a token the store's main menu is home: its last entries are Search and the
        // storefront's Search every store, the one above them the last collection (All shoes).
        app.send("G")
        app.send("k")
        app.send("k")
        app.read(waiting: 50)
        app.send("\r")
        guard app.wait(for: "Loading products") != nil || app.wait(for: "$") != nil else { throw BenchError("the collection did not open") }
        app.read(waiting: 300)
        var latencies: [Double] = []
        var bytes = 0
        var next = Date()
        for _ in 0..<keystrokes {
            next += 1 / keyRate
            guard let step = app.keystroke("j") else { throw BenchError("a keystroke drew nothing within 2 s") }
            latencies.append(step.milliseconds)
            bytes += step.bytes
            app.read(waiting: Int32(max(0, next.timeIntervalSinceNow * 1000)))
        }
        // Then through the whole collection, so that every product is loaded and in memory.
        for _ in 0..<400 {
            app.send("G")
            app.read(waiting: 15)
        }
        app.read(waiting: 500)
        return Scroll(
            keystrokes: keystrokes, p50: Stats.median(latencies), p99: Stats.percentile(latencies, 99),

            bytesPerStep: Double(bytes) / Double(max(1, keystrokes)), peakMegabytes: app.peakResidentMegabytes ?? .nan)
    }

    /// `shopterm demo-server` in its own process, with its request log.
    final class DemoServer {
        let process = Process()
        let url: String
        private let log: URL

        init(_ arguments: [String]) throws {
            log = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-bench-server-\(UUID().uuidString).log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            // The store is another machine for a real shopper; here it shares the machine, so
            // it runs on a CPU of its own when there are several, and at a lower priority.
            let command = TerminalBench.pinned(
                ["/usr/bin/nice", "-n", "10", TerminalBench.binary, "demo-server", "--port", "0"] + arguments,
                to: TerminalBench.separateCPUs?.store)
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
            let out = Pipe()
            process.standardOutput = out
            process.standardError = try FileHandle(forWritingTo: log)
            process.standardInput = FileHandle.nullDevice
            try process.run()
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line.append(chunk)
            }
            url = String(decoding: line, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            guard url.hasPrefix("http://") else { throw BenchError("demo-server did not start") }
        }

        /// The request log lines so far ("#1 Home 200 101 ms").
        var requests: [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains(" ms") }.map(String.init)
        }

        func stop() {
            process.terminate()
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: log)
        }
    }

    /// Private config, cache and state folders for the runs.
    struct TemporaryHome {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-bench-home-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }

        var environment: [String: String] {
            [
                "HOME": root.path, "TERM": "xterm-256color", "LANG": "C.UTF-8",
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                "XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
                "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            ]
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }
}
