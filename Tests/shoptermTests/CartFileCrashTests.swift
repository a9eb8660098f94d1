import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

/// The cart file under SIGKILL and under two writers at once.
@Suite(.serialized) struct CartFileCrashTests {
    static let tool = Shopterm.binary.deletingLastPathComponent().appendingPathComponent("cartfile-torture")
    private let temporary = TemporaryFolder("torture")
    var folder: URL { temporary.url }

    func start(_ path: URL, first: Int, count: Int) throws -> Process {
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = [path.path, String(first), String(count)]
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func size(_ path: URL) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path.path)[.size] as? Int) ?? 0
    }

    /// The variant numbers of the cart's lines, in order.
    func numbers(_ path: URL) throws -> [Int] {
        try CartFile(url: path).load().cart.lines.map { Int($0.variantID.rawValue.split(separator: "/").last!)! }
    }

    @Test func killedAtRandomPointsDuring1000WritesTheFileIsAlwaysWhole() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("cart.json")
        var generator = SystemRandomNumberGenerator()
        var written = 0
        var kills = 0
        while written < 1_000 {
            let process = try start(path, first: written + 1, count: 1_000 - written)
            // Kill it at a random moment once it is writing (not while it is still starting).
            let deadline = Date().addingTimeInterval(5)
            let size = Self.size(path)
            while process.isRunning, Date() < deadline, Self.size(path) == size { try await Task.sleep(nanoseconds: 1_000_000) }
            try await Task.sleep(nanoseconds: UInt64.random(in: 0...10_000_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            await process.exited()
            if process.terminationReason == .uncaughtSignal { kills += 1 }
            // Whatever moment the kill hit, the file holds a whole cart: 1…k, no gap, never fewer than before.
            let lines = try numbers(path)
            #expect(lines == Array(1...max(1, lines.count)).prefix(lines.count).map { $0 }, "a line was lost or the file is torn")
            #expect(lines.count >= written)
            #expect(try CartFile(url: path).load().movedAside == nil)
            written = lines.count
        }
        #expect(kills >= 10)
        #expect(try numbers(path) == Array(1...1_000))
    }

    @Test func twoWritersAtOnceLoseNothing() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("cart.json")
        let first = try start(path, first: 100_000, count: 150)
        let second = try start(path, first: 200_000, count: 150)
        await first.exited()
        await second.exited()
        #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
        let lines = try numbers(path)
        #expect(lines.count == 300)
        #expect(lines.filter { $0 < 200_000 } == Array(100_000..<100_150))
        #expect(lines.filter { $0 >= 200_000 } == Array(200_000..<200_150))
    }
}
