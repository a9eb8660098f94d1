import Foundation
import ShopTermApp
import StoreKitCore
import StoreKitDemo

/// Decoding a 250-product page: the Swift decode (`ResponseDecoder` into `ProductsQuery.Data`)
/// against `python3 -c 'json.loads(…)'` on the same bytes, in the same run.
enum DecodeBench {
    struct Result {
        var bytes: Int
        var swiftMilliseconds: Double
        var pythonMilliseconds: Double?
        var ratio: Double? { pythonMilliseconds.map { swiftMilliseconds / $0 } }
    }

    /// The bytes of a `products(first: 250)` answer from the demo store (asked with a token: a
    /// tokenless page that long costs more than the 1,000 a store answers).
    static func page() async throws -> Data {
        let store = try DemoStore(catalog: DemoCatalog(file: ShoeStoreCatalog.file(size: 1000)), options: DemoStore.Options())
        let client = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "bench"),
            transport: InProcessTransport(store: store))
        let response = try await InProcessTransport(store: store).send(client.request(for: ProductsQuery(first: 250)))
        return response.body
    }

    static func run(iterations: Int) async throws -> Result {
        let body = try await page()
        // Warm up, then the median of `iterations` timed decodes.
        _ = try ResponseDecoder.decodeBody(body, as: ProductsQuery.Data.self)
        var times: [Double] = []
        for _ in 0..<iterations {
            let started = DispatchTime.now().uptimeNanoseconds
            let decoded = try ResponseDecoder.decodeBody(body, as: ProductsQuery.Data.self)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6)
            precondition(decoded.data?.products.items.count == 250)
        }
        return Result(bytes: body.count, swiftMilliseconds: Stats.median(times), pythonMilliseconds: try python(body, iterations: iterations))
    }

    /// Median milliseconds of `json.loads` on `body` in python3, or nil without python3.
    static func python(_ body: Data, iterations: Int) throws -> Double? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-bench-\(getpid()).json")
        try body.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
            import json, sys, time
            data = open(sys.argv[1], 'rb').read()
            json.loads(data)
            times = []
            for _ in range(int(sys.argv[2])):
                t = time.perf_counter(); json.loads(data); times.append(time.perf_counter() - t)
            times.sort(); print(times[len(times) // 2] * 1000)
            """
        guard let output = try Subprocess.output(["python3", "-c", script, file.path, String(iterations)]) else { return nil }
        return Double(output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// Small statistics over samples.
enum Stats {
    static func median(_ values: [Double]) -> Double { percentile(values, 50) }

    /// The `p`th percentile (nearest rank).
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}

/// Runs a program and returns its standard output (nil when it cannot be started or fails).
enum Subprocess {
    static func output(_ arguments: [String]) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
