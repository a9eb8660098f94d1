import Foundation

/// Failures the demo store injects, chosen by request number so a run is reproducible.
///
/// Syntax (`--faults`): a comma-separated list of `WHEN:KIND[:ARG]` where WHEN is a request
/// number `N`, a range `N-M`, an open range `N-`, or `%K` (every K-th request), and KIND is one of
/// `429[:SECONDS]` (with Retry-After, default 1), `430`, `500`, `503`, `reset` (connection reset),
/// `hang[:SECONDS]` (no answer, default 120), `nonjson` (an HTML body), `empty` (200 with no body),
/// `throttled` (a GraphQL THROTTLED error), `partial` (data plus an error).
/// Example: `1:503,3-4:429:2,%5:throttled`.
public struct FaultPlan: Sendable, Equatable {
    public enum Fault: Sendable, Equatable, CustomStringConvertible {
        case status(Int, retryAfter: Int?)
        case reset
        case hang(seconds: Double)
        case nonJSON
        case empty
        case throttled
        case partial

        /// The fault in `--faults` syntax.
        public var description: String {
            switch self {
            case .status(let status, let retryAfter): return retryAfter.map { "\(status):\($0)" } ?? String(status)
            case .reset: return "reset"
            case .hang(let seconds): return "hang:\(Int(saturating: seconds))"
            case .nonJSON: return "nonjson"
            case .empty: return "empty"
            case .throttled: return "throttled"
            case .partial: return "partial"
            }
        }
    }

    public enum When: Sendable, Equatable {
        case range(ClosedRange<Int>)
        case from(Int)
        case every(Int)

        func contains(_ number: Int) -> Bool {
            switch self {
            case .range(let range): return range.contains(number)
            case .from(let start): return number >= start
            case .every(let step): return number % step == 0
            }
        }
    }

    /// One rule: which requests, and what happens to them.
    public struct Rule: Sendable, Equatable {
        public var when: When
        public var fault: Fault

        public init(when: When, fault: Fault) {
            self.when = when
            self.fault = fault
        }
    }

    /// The rules in order; the first that matches a request wins.
    public var rules: [Rule]

    /// No faults.
    public static let none = FaultPlan(rules: [])

    public init(rules: [Rule]) {
        self.rules = rules
    }

    /// Parses the `--faults` syntax; the error names the part that is wrong.
    public init(parsing text: String) throws(FaultPlanError) {
        var rules: [Rule] = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !part.isEmpty {
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard pieces.count >= 2 else { throw FaultPlanError(part: part, reason: "expected WHEN:KIND, e.g. 3:503") }
            rules.append(
                Rule(
                    when: try Self.when(pieces[0], part: part),
                    fault: try Self.fault(pieces[1], argument: pieces.count > 2 ? pieces[2] : nil, part: part)))
        }
        self.rules = rules
    }

    /// The fault for request `number` (1-based): the first rule that matches.
    public func fault(forRequest number: Int) -> Fault? {
        rules.first { $0.when.contains(number) }?.fault
    }

    private static func when(_ text: String, part: String) throws(FaultPlanError) -> When {
        if text.hasPrefix("%") {
            guard let step = Int(text.dropFirst()), step > 0 else { throw FaultPlanError(part: part, reason: "%K needs a positive K") }
            return .every(step)
        }
        if text.hasSuffix("-"), let start = Int(text.dropLast()), start > 0 { return .from(start) }
        let bounds = text.split(separator: "-").map { Int($0) }
        if bounds.count == 1, let number = bounds[0], number > 0 { return .range(number...number) }
        if bounds.count == 2, let low = bounds[0], let high = bounds[1], low > 0, high >= low { return .range(low...high) }
        throw FaultPlanError(part: part, reason: "\"\(text)\" is not a request number, N-M, N- or %K")
    }

    private static func fault(_ kind: String, argument: String?, part: String) throws(FaultPlanError) -> Fault {
        let number = argument.flatMap(Double.init)
        if let argument, !(number.map { $0.isFinite && $0 >= 0 } ?? false) {
            throw FaultPlanError(part: part, reason: "\"\(argument)\" is not a number of seconds")
        }
        switch kind.lowercased() {
        case "429": return .status(429, retryAfter: number.map { Int(saturating: $0) } ?? 1)
        case "430", "500", "502", "503", "504": return .status(Int(kind) ?? 500, retryAfter: number.map { Int(saturating: $0) })
        case "reset": return .reset
        case "hang": return .hang(seconds: number ?? 120)
        case "nonjson": return .nonJSON
        case "empty": return .empty
        case "throttled": return .throttled
        case "partial": return .partial
        default:
            throw FaultPlanError(
                part: part, reason: "unknown fault \"\(kind)\" (429, 430, 500, 503, reset, hang, nonjson, empty, throttled, partial)")
        }
    }
}
