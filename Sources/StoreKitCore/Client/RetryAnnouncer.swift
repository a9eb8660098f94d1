import Foundation
import Synchronization

/// Who a client tells of its coming retries: one listener at a time, set by whoever shows
/// them (the command line, then the storefront when it takes the screen). A plain lock, not a
/// task-local value: `TaskLocal.withValue` crashed optimized builds linked with
/// `--static-swift-stdlib` (Swift 6.3, Linux) in `swift_task_localValuePush`.
public final class RetryAnnouncer: Sendable {
    private let listener = Mutex<(@Sendable (RetryNotice) -> Void)?>(nil)

    /// An announcer no one listens to yet.
    public init() {}

    /// Makes `listener` the one told of retries from now on (nil: nobody).
    public func listen(_ listener: (@Sendable (RetryNotice) -> Void)?) {
        self.listener.withLock { $0 = listener }
    }

    func announce(_ notice: RetryNotice) {
        listener.withLock { $0 }?(notice)
    }
}
