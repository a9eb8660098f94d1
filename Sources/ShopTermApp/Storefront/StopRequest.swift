import Synchronization

/// A request to stop a storefront, from another thread (a signal, a worker shutting down): the
/// signal's number, 0 while none came.
public final class StopRequest: Sendable {
    private let number = Atomic<Int32>(0)

    /// No request yet.
    public init() {}

    /// Asks the storefront to stop, for `signal`.
    public func request(_ signal: Int32) { number.store(signal, ordering: .relaxed) }
    /// The signal that asked, 0 while none did.
    public var signal: Int32 { number.load(ordering: .relaxed) }
}
