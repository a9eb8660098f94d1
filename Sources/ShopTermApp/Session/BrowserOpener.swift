import Foundation

/// Opens a URL in the person's browser: `$BROWSER` (its first entry; `%s` stands for the URL)
/// or `xdg-open`. The URL is passed as one argument, never through a shell.
public enum BrowserOpener {
    /// The program and arguments that would open `url`.
    public static func command(for url: URL, environment: [String: String]) -> [String] {
        if let browser = environment["BROWSER"]?.split(separator: ":").first.map(String.init),
            !browser.trimmingCharacters(in: .whitespaces).isEmpty
        {
            let words = browser.split(separator: " ").map(String.init)
            return words.contains("%s") ? words.map { $0 == "%s" ? url.absoluteString : $0 } : words + [url.absoluteString]
        }
        #if os(macOS)
            return ["open", url.absoluteString]
        #else
            return ["xdg-open", url.absoluteString]
        #endif
    }

    /// Starts the browser; throws when there is none (no `$BROWSER`, no `xdg-open` on the
    /// `PATH`) or it cannot be started, so that `o` can say so instead of doing nothing.
    public static func open(_ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let command = command(for: url, environment: environment)
        guard let program = executable(command[0], path: environment["PATH"] ?? "/usr/bin:/bin") else { throw Failure(program: command[0]) }
        let process = Process()
        process.executableURL = program
        process.arguments = Array(command.dropFirst())
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(program: command[0])
        }
    }

    /// `name` as an executable file: a path as it is, a bare name looked up in `path`.
    public static func executable(_ name: String, path: String) -> URL? {
        let candidates = name.contains("/") ? [name] : path.split(separator: ":").map { "\($0)/\(name)" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    /// The browser could not be started.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var program: String
        public init(program: String) { self.program = program }
        public var description: String { "no browser could be started (\(program)); open the URL yourself" }
    }
}
