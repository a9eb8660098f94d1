/// A storefront opened on a terminal (``Storefront/open(on:wakeUp:)``): its program, and
/// what ``close()`` gives back (the terminal, the embedded store's pages, the requests under way).
public struct OpenStorefront {
    /// The storefront's program: its state, its frames, the events it is given.
    public let program: Program
    /// The embedded store's pages, when this storefront serves them.
    var pageServer: (any RunningPages)?
    /// Gives the terminal back, once it was taken over.
    var release: (() -> Void)?
    /// The pages of the embedded shops visited from the search of every store.
    var visitPages: VisitPages?

    init(program: Program) {
        self.program = program
    }

    /// Gives the terminal back, stops serving the pages and stops the requests under way
    /// (waiting for the cart's last save).
    public func close() {
        release?()
        pageServer?.stop()
        visitPages?.stopAll()
        program.stop()
    }
}
