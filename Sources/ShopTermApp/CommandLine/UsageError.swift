/// Something missing or contradictory in what the person asked for (exit status 2, like a bad flag).
public struct UsageError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
