import Foundation
import Synchronization
import Testing

/// Whether an override of the test services answered anything: one that never did records a
/// failure of its test when it goes, at the line that made it.
final class OverrideUse: Sendable {
    private let sourceLocation: SourceLocation
    private let wasAnswered = Mutex(false)

    init(_ sourceLocation: SourceLocation) { self.sourceLocation = sourceLocation }

    /// The override answered a request.
    func answered() { wasAnswered.withLock { $0 = true } }

    deinit {
        if !wasAnswered.withLock({ $0 }) {
            Issue.record("this override answered no request: the request it expects never came", sourceLocation: sourceLocation)
        }
    }
}
