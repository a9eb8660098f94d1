/// A password read as one line (at the prompt, or of standard input for scripts): what is
/// refused of it. The reading itself, echo off on a terminal, is the executable's.
public enum PasswordLine {
    /// The password `line` gives; none (end of input) or an empty one is refused.
    public static func password(_ line: String?) throws -> String {
        guard let line else { throw CLIError("no password given (type it at the prompt, or pipe it on standard input)") }
        guard !line.isEmpty else { throw CLIError("the password is empty") }
        return line
    }

    /// A new password typed twice: the two must be the same.
    public static func confirmed(_ password: String, repeated: String) throws -> String {
        guard repeated == password else { throw CLIError("the two passwords differ; nothing was changed") }
        return password
    }
}
