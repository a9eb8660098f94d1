import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Signals handled on a queue instead of interrupting the process: each of `numbers` is
/// ignored as a signal and handed to `handler` (with its number) on a global queue until the
/// returned sources are cancelled.
public func watchSignals(_ numbers: [Int32], _ handler: @escaping @Sendable (Int32) -> Void) -> [DispatchSourceSignal] {
    numbers.map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { handler(number) }
        source.resume()
        return source
    }
}
