import Foundation
import ShopTermUI
import StoreKitCore
import Synchronization

/// Runs the UI's effects off the UI thread and hands the answers back as events. Each request
/// is a task that can be cancelled; its answer carries the request's ID. Terminal effects
/// (copying, quitting) are the program's, not the runner's.
public final class EffectRunner: Sendable {
    private let services: StoreServices
    private let tasks = Mutex<[RequestID: Task<Void, Never>]>([:])
    /// Called after each event is posted, from any thread (the event loop's wake-up).
    private let wake: @Sendable () -> Void
    private let events = Mutex<[Event]>([])
    private let cartWrites = DispatchQueue(label: "shopterm.cart-writes")

    /// A runner that carries out effects with `services`; `wake` is called after each answer is posted.
    public init(services: StoreServices, wake: @escaping @Sendable () -> Void = {}) {
        self.services = services
        self.wake = wake
    }

    /// The events that arrived since the last call.
    public func drain() -> [Event] {
        events.withLock { events in
            defer { events.removeAll() }
            return events
        }
    }

    /// Posts `event` from anywhere (a store's retry notice), as an answer is.
    public func post(_ event: Event) {
        events.withLock { $0.append(event) }
        wake()
    }

    /// Starts an asynchronous effect.
    public func run(_ effect: Effect) {
        switch effect {
        case .request(let id, let request):
            let services = services
            track(id) { .response(id, await services.answer(request)) }
        case .timer(let id, let seconds):
            track(id) {
                try? await Task.sleep(nanoseconds: nanoseconds(seconds))
                return .timer(id)
            }
        case .cancel(let id):
            tasks.withLock { $0.removeValue(forKey: id) }?.cancel()
        case .saveCart(let cart):
            let save = services.saveCart
            cartWrites.async { [self] in
                do { try save(cart) } catch { post(.effectFailed("The cart could not be saved: \(error)")) }
            }
        case .openURL(let url):
            do { try services.openURL(url) } catch { post(.effectFailed("\(error)")) }
        case .copy, .quit, .visitShop, .leaveShop:
            // The program's own (the terminal's, the loop's, the storefront's shops).
            break
        }
    }

    /// Runs `work` as a task that `.cancel(id)` stops; its event is posted unless it was cancelled.
    private func track(_ id: RequestID, _ work: @escaping @Sendable () async -> Event) {
        let task = Task { [self] in
            let event = await work()
            guard !Task.isCancelled else { return }
            tasks.withLock { _ = $0.removeValue(forKey: id) }
            post(event)
        }
        tasks.withLock { $0[id] = task }
    }

    /// Stops every request under way and waits for the cart's last save (on quit).
    public func cancelAll() {
        tasks.withLock { tasks in
            for task in tasks.values { task.cancel() }
            tasks.removeAll()
        }
        cartWrites.sync {}
    }
}
