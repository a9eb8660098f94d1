import Foundation
import ShopTermUI

/// This process's standard error, where the commands' messages and serve-ssh's log go.
public enum StandardError {
    /// Writes `text` and a newline. Messages quote store data (names, handles, errors), so every
    /// line is sanitised here: no control character or escape sequence reaches the terminal.
    public static func write(_ text: String) {
        let safe = text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitized(String($0)) }.joined(separator: "\n")
        // A closed standard error (a log pipe whose reader went) loses the line and nothing else:
        // serve-ssh ignores SIGPIPE and goes on serving.
        try? FileHandle.standardError.write(contentsOf: Data((safe + "\n").utf8))
    }
}
