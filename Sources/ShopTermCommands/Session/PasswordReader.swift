import Foundation
import ShopTermApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a password: from the terminal with echo off (the prompt on stderr), or, when standard
/// input is not a terminal, as one line of standard input (for scripts). Never from arguments.
enum PasswordReader {
    static func read(prompt: String) throws -> String {
        if isatty(STDIN_FILENO) == 1 {
            FileHandle.standardError.write(Data(prompt.utf8))
            var original = termios()
            tcgetattr(STDIN_FILENO, &original)
            var silent = original
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
            defer {
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
                FileHandle.standardError.write(Data("\n".utf8))
            }
            return try line()
        }
        return try line()
    }

    /// Asks twice on a terminal (sign-up, new passwords) and refuses a mismatch.
    static func readNew(prompt: String) throws -> String {
        let password = try read(prompt: prompt)
        guard isatty(STDIN_FILENO) == 1 else { return password }
        return try PasswordLine.confirmed(password, repeated: try read(prompt: "Repeat it: "))
    }

    private static func line() throws -> String {
        try PasswordLine.password(Swift.readLine(strippingNewline: true))
    }
}
