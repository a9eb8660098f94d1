/// A failure said to the person in one line (exit status 1).
public struct CLIError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
