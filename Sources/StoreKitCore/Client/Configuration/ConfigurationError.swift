/// A configuration value that cannot be used. Each case names the field and where it came from.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    /// A field's value is wrong: (field, source such as "--shop" or "SHOPTERM_SHOP", reason).
    case invalidValue(field: String, source: String, reason: String)
    /// The config file exists (or was named) but cannot be read.
    case unreadableFile(String, String)
    /// The config file is not valid.
    case invalidFile(String, String)
    /// The config file holds a token and is readable by others.
    case insecureFile(String, String)

    /// A bad value given as a flag (`--country 1`): a usage error, like any other bad flag.
    public var isFromFlag: Bool {
        if case .invalidValue(_, let source, _) = self { return source.hasPrefix("--") }
        return false
    }

    /// It, in one line of text.
    public var description: String {
        switch self {
        case .invalidValue(let field, let source, let reason):
            return "\(field) (from \(source)): \(reason)"
        case .unreadableFile(let path, let reason):
            return "config file \(path): cannot be read (\(reason))"
        case .invalidFile(let path, let reason):
            return "config file \(path): \(reason)"
        case .insecureFile(let path, let mode):
            return "config file \(path) holds a token but is readable by others (mode \(mode)); run: chmod 600 \(path)"
        }
    }
}
