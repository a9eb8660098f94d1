import Foundation

/// Runs the built `shopterm` binary in a private home (config, cache and state folders of its
/// own) and captures what it prints.
struct Shopterm {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The private home, removed with the last copy of this value (a test's suite instance).
    private let folder = Folder()
    var home: URL { folder.url }

    private final class Folder: Sendable {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-cli-\(UUID().uuidString)")
        init() { try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
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

    var environment: [String: String] {
        var environment = [
            "HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "LANG": "en_US.UTF-8", "COLUMNS": "100",
        ]
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        return environment
    }

    /// Runs `shopterm arguments…` and waits (at most `timeout` seconds).
    /// `input` is written to its standard input (which is otherwise empty).
    func run(_ arguments: [String], environment extra: [String: String] = [:], input: String? = nil, timeout: TimeInterval = 60) async throws
        -> Result
    {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }
        return try await Self.capture(process, input: input, timeout: timeout)
    }

    /// Runs `process` to its end and captures its output. The waiting happens on a thread of
    /// its own: tests share a few threads for everything asynchronous (in-process demo stores
    /// among them), and a test waiting for a child must not hold one.
    static func capture(_ process: Process, input: String? = nil, timeout: TimeInterval) async throws -> Result {
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Swift.Result { try blockingCapture(process, input: input, timeout: timeout) })
            }
        }
    }

    private static func blockingCapture(_ process: Process, input: String?, timeout: TimeInterval) throws -> Result {
        let out = Pipe.private()
        let err = Pipe.private()
        process.standardOutput = out
        process.standardError = err
        if let input {
            let pipe = Pipe.private()
            process.standardInput = pipe
            pipe.fileHandleForWriting.write(Data(input.utf8))
            try pipe.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        let outData = Reader(out.fileHandleForReading)
        let errData = Reader(err.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: outData.text(), stderr: errData.text())
    }

    /// Writes the embedded demo store's cart file with its first line asking for `quantity` and
    /// carrying no stock count: a cart made while the store had more than it has now.
    func askForMoreThanInStock(quantity: Int) throws {
        let file = home.appendingPathComponent("state/shopterm/embedded-demo/cart.json")
        guard var saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
            var lines = saved["lines"] as? [[String: Any]], !lines.isEmpty
        else { throw CocoaError(.fileReadCorruptFile) }
        lines[0]["quantity"] = quantity
        lines[0]["quantityAvailable"] = nil
        saved["lines"] = lines
        try JSONSerialization.data(withJSONObject: saved).write(to: file)
    }

    /// Starts `shopterm demo-server …` and returns it with its base URL (the first stdout line).
    func startDemoServer(_ arguments: [String] = []) async throws -> (Process, String) {
        let (process, output) = try start(["demo-server", "--port", "0"] + arguments)
        return (process, await output.readLine(where: { $0.hasPrefix("http") }) ?? "")
    }

    /// Starts `shopterm arguments…` without waiting; its stdout can be read line by line.
    func start(_ arguments: [String]) throws -> (Process, LineReader) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = environment
        let out = Pipe.private()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, LineReader(out.fileHandleForReading))
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

/// Reads a child's output line by line as it comes.
final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private var buffer = Data()
    /// Every line read so far.
    private(set) var lines: [String] = []

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line for which `matches` holds, or nil at the end of the output. The read
    /// blocks on a thread of its own: tests share a few threads for everything asynchronous (the
    /// in-process demo servers among them), and a test waiting for a child must not hold one.
    func readLine(where matches: @escaping @Sendable (String) -> Bool) async -> String? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.blockingReadLine(where: matches)) }
        }
    }

    private func blockingReadLine(where matches: (String) -> Bool) -> String? {
        while true {
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[buffer.index(after: newline)...])
                lines.append(line)
                if matches(line) { return line }
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}

extension Pipe {
    /// A pipe whose ends close on exec: only the child it is handed to gets them, not the other
    /// children tests start at the same moment (which would keep it open, and its reader
    /// waiting for the end, for as long as they run).
    static func `private`() -> Pipe {
        let pipe = Pipe()
        for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
            _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        return pipe
    }
}

extension Process {
    /// Waits for the process to end on a thread of its own (see ``Shopterm/capture(_:input:timeout:)``).
    func exited() async {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                self.waitUntilExit()
                continuation.resume()
            }
        }
    }
}
