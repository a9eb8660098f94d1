import ShopTermApp
import ShopTermUI

extension HeadlessStorefront {
    /// A step of a journey that did not happen.
    public struct StepFailed: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Starts the storefront, waits for its launch screen, and opens a collection from the home
    /// list (the first, or the last — the whole catalog — with `last`) once its products are there.
    public func launchIntoCollection(last: Bool = false) async throws {
        try start()
        guard await wait(until: { $0.shop != nil && $0.shopRequest == nil }) else { throw StepFailed("the launch screen did not load") }
        if last { send(.key(.end)) }
        send(.key(.enter))
        guard
            await wait(until: { state in
                if case .collection(let screen) = state.screen { return !screen.products.items.isEmpty } else { return false }
            })
        else { throw StepFailed("the collection did not load") }
    }

    /// Presses `key` until `done` holds (retrying a step that failed with r), at most `tries`
    /// times: a journey through a store that fails on purpose.
    public func press(_ key: Key, tries: Int = 6, until done: (AppState) -> Bool) async -> Bool {
        for _ in 0..<tries {
            send(.key(key))
            await settle()
            if done(state) { return true }
            if state.status?.kind == .error {
                send(.key(.character("r")))
                await settle()
                if done(state) { return true }
            }
        }
        return done(state)
    }
}
