import Foundation

/// Runs the built `shopterm` binary in a private home (config, cache and state folders of its
/// own) and captures what it prints.
struct Shopterm {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let home: URL

    init() {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    /// The binary next to the test bundle (SwiftPM builds it because the tests depend on it).
    static let binary: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("shopterm"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("shopterm"),
            Bundle.main.bundleURL.appendingPathComponent("shopterm"),
            packageRoot.appendingPathComponent(".build/debug/shopterm"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()

    /// The repository root.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the repository, when present.
    static var shared: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("tools/storefront-check").path) ? url : nil
    }

    var environment: [String: String] {
        var environment = ["HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                           "LANG": "en_US.UTF-8", "COLUMNS": "100"]
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        return environment
    }

    /// Runs `shopterm arguments…` and waits (at most `timeout` seconds).
    func run(_ arguments: [String], environment extra: [String: String] = [:], timeout: TimeInterval = 60) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }
        return try Self.capture(process, timeout: timeout)
    }

    static func capture(_ process: Process, timeout: TimeInterval) throws -> Result {
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = Reader(out.fileHandleForReading)
        let errData = Reader(err.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: outData.text(), stderr: errData.text())
    }

    /// Starts `shopterm demo-server …` and returns it with its base URL (the first stdout line).
    func startDemoServer(_ arguments: [String] = []) throws -> (Process, String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["demo-server", "--port", "0"] + arguments
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let url = String(decoding: line, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        return (process, url)
    }
}

/// Drains a pipe on a background thread so a chatty child never blocks.
private final class Reader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
