import Foundation

/// A `--faults` value that cannot be parsed.
public struct FaultPlanError: Error, Equatable, CustomStringConvertible {
    public var part: String
    public var reason: String
    public var description: String { "--faults: \"\(part)\": \(reason)" }
}
