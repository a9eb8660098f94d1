import CCurl
import Foundation
import Synchronization

/// libcurl's multi interface on one thread of its own: every exchange of the process moves on
/// there, sharing kept-alive connections, and the thread sleeps in libcurl until a socket is
/// ready, a timer is due, or a request or cancellation arrives.
final class CurlDriver: @unchecked Sendable {
    private static let instance = Mutex<Result<CurlDriver, TransportError>?>(nil)

    /// The process's driver, made when first used; fails when libcurl cannot be loaded.
    static func shared() throws(TransportError) -> CurlDriver {
        try instance.withLock { made in
            if made == nil { made = Result { () throws(TransportError) in try CurlDriver() } }
            return made!
        }.get()
    }

    /// Ends every exchange (as cancelled) and the driver's thread, waiting at most a second;
    /// later exchanges are refused. Does nothing when no driver was made.
    static func stop() {
        guard case .success(let driver)? = instance.withLock({ $0 }) else { return }
        let alreadyStopping = driver.lock.withLock {
            defer { driver.stopping = true }
            return driver.stopping
        }
        guard !alreadyStopping else { return }
        ccurl_multi_wakeup(driver.multi)
        _ = driver.stopped.wait(timeout: .now() + 1)
    }

    fileprivate let multi: OpaquePointer
    private let lock = NSLock()
    /// Guarded by `lock`: exchanges waiting to start, those whose task was cancelled, and
    /// whether the driver is stopping.
    private var arriving: [CurlExchange] = []
    private var cancelled: [CurlExchange] = []
    private var stopping = false
    private let stopped = DispatchSemaphore(value: 0)
    /// The driver thread's own: exchanges under way, by their libcurl transfer.
    fileprivate var running: [OpaquePointer: CurlExchange] = [:]

    private init() throws(TransportError) {
        if let failure = ccurl_load() { throw .unavailable(String(cString: failure)) }
        guard let multi = ccurl_multi_create() else { throw .unavailable("libcurl could not start") }
        self.multi = multi
        let thread = Thread { [unowned self] in run() }
        thread.name = "shopterm.curl"
        thread.start()
    }

    /// Sends `request` and waits for its answer; a cancelled task stops the transfer at once.
    func exchange(_ request: HTTPRequest, maxResponseBytes: Int) async throws -> HTTPResponse {
        let box = ExchangeBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let exchange = CurlExchange(request, maxResponseBytes: maxResponseBytes, continuation: continuation)
                let refused: Bool = lock.withLock {
                    exchange.cancelRequested = box.cancelled
                    box.exchange = exchange
                    if !stopping { arriving.append(exchange) }
                    return stopping
                }
                if refused { exchange.finish(.failure(CancellationError())) } else { ccurl_multi_wakeup(multi) }
            }
        } onCancel: {
            let exchange: CurlExchange? = lock.withLock {
                box.cancelled = true
                box.exchange?.cancelRequested = true
                return box.exchange
            }
            if let exchange {
                lock.withLock { cancelled.append(exchange) }
                ccurl_multi_wakeup(multi)
            }
        }
    }

    private func run() {
        while true {
            // Whether an arriving exchange was cancelled is read here, under the lock; a later
            // cancellation comes through `cancelled`.
            let (starting, ending, stop) = lock.withLock {
                defer {
                    arriving = []
                    cancelled = []
                }
                return (arriving.map { ($0, $0.cancelRequested) }, cancelled, stopping)
            }
            if stop {
                for (transfer, exchange) in running {
                    ccurl_multi_remove(multi, transfer)
                    exchange.finish(.failure(CancellationError()))
                }
                for (exchange, _) in starting { exchange.finish(.failure(CancellationError())) }
                running = [:]
                stopped.signal()
                return
            }
            for (exchange, wasCancelled) in starting {
                if wasCancelled {
                    exchange.finish(.failure(CancellationError()))
                } else if exchange.start(), let transfer = exchange.transfer {
                    ccurl_multi_add(multi, transfer)
                    running[transfer] = exchange
                }
            }
            for exchange in ending {
                guard let transfer = exchange.transfer, running.removeValue(forKey: transfer) != nil else { continue }
                ccurl_multi_remove(multi, transfer)
                exchange.finish(.failure(CancellationError()))
            }
            ccurl_multi_perform(multi)
            var code: Int32 = 0
            while let transfer = ccurl_multi_next_finished(multi, &code) {
                guard let exchange = running.removeValue(forKey: transfer) else { continue }
                ccurl_multi_remove(multi, transfer)
                exchange.complete(code: code)
            }
            endSilentExchanges()
            // libcurl wakes earlier for its own timers (timeouts, retries of a connection); the
            // earliest silence deadline wakes the loop too.
            ccurl_multi_wait(multi, millisecondsUntilNextSilenceDeadline())
        }
    }
}

extension CurlDriver {
    /// Ends, as timed out, every exchange the store has said nothing to for longer than its
    /// `connectTimeout` (what `--connect-timeout` promises: the connection, or silence).
    fileprivate func endSilentExchanges() {
        let now = ContinuousClock.now
        for (transfer, exchange) in running where exchange.silenceDeadline <= now {
            running.removeValue(forKey: transfer)
            ccurl_multi_remove(multi, transfer)
            exchange.finish(.failure(TransportError.timedOut))
        }
    }

    /// How long the loop may sleep before an exchange's silence runs out (at most a minute).
    fileprivate func millisecondsUntilNextSilenceDeadline() -> Int32 {
        guard let deadline = running.values.map(\.silenceDeadline).min() else { return 60_000 }
        let (seconds, attoseconds) = (ContinuousClock.now.duration(to: deadline)).components
        let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 1
        return Int32(clamping: Swift.max(0, Swift.min(60_000, milliseconds)))
    }
}

/// What the cancellation handler and the operation share: the exchange once it exists, and
/// whether the task was cancelled before that. Guarded by the driver's lock.
private final class ExchangeBox: @unchecked Sendable {
    var exchange: CurlExchange?
    var cancelled = false
}
