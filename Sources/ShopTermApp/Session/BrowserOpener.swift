import Foundation

/// Opens a URL in the person's browser: `$BROWSER` (its first entry; `%s` stands for the URL)
/// or `xdg-open`. The URL is passed as one argument, never through a shell.
public enum BrowserOpener {
    /// The program and arguments that would open `url`.
    public static func command(for url: URL, environment: [String: String]) -> [String] {
        if let browser = environment["BROWSER"]?.split(separator: ":").first.map(String.init),
           !browser.trimmingCharacters(in: .whitespaces).isEmpty {
            let words = browser.split(separator: " ").map(String.init)
            return words.contains("%s") ? words.map { $0 == "%s" ? url.absoluteString : $0 } : words + [url.absoluteString]
        }
        #if os(macOS)
        return ["open", url.absoluteString]
        #else
        return ["xdg-open", url.absoluteString]
        #endif
    }

    /// Starts the browser; throws when the program cannot be started.
    public static func open(_ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let command = command(for: url, environment: environment)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(program: command[0])
        }
    }

    /// The browser could not be started.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var program: String
        public var description: String { "cannot start \(program) to open the checkout; open the URL yourself" }
    }
}
