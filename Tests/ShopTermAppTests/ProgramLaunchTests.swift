import Foundation
import ShopTermApp
import ShopTermUI
import StoreKitCore
import Testing

/// The program's launch from the disk cache and its timers, with services that answer from memory.
@Suite struct ProgramLaunchTests {
    final class Screen: ProgramTerminal {
        var frames: [Frame] = []
        func read() -> Event? { nil }
        func draw(_ frame: Frame) { frames.append(frame) }
        func copyToClipboard(_ text: String) {}
    }

    static let saved = HomeData(
        shop: EffectRunnerFixtures.shop,
        collections: Page(
            items: [
                CollectionSummary(id: "gid://shopify/Collection/1", handle: "boots", title: "Boots", description: "")
            ], hasNextPage: false, endCursor: nil))
    static let fresh = HomeData(
        shop: EffectRunnerFixtures.shop,
        collections: Page(
            items: [
                CollectionSummary(id: "gid://shopify/Collection/2", handle: "sandals", title: "Sandals", description: "")
            ], hasNextPage: false, endCursor: nil))

    static func services(saved: HomeData?) -> StoreServices {
        var services = StoreServices.failing
        services.cachedHome = { saved }
        services.override { request in
            switch request {
            case .home: return .home(Self.fresh, fresh: true)
            case .loadAccount: return .account(nil)
            default: return nil
            }
        }
        return services
    }

    /// A relaunch's first frame is the saved catalog, not a spinner; the store's answer replaces it.
    @Test func aRelaunchsFirstFrameIsTheSavedCatalogThenTheStores() async {
        let screen = Screen()
        let program = Program(state: AppState(width: 80, height: 24), services: Self.services(saved: Self.saved), terminal: screen)
        program.start()
        #expect(screen.frames.isEmpty)  // nothing is drawn before the terminal is set up
        #expect(program.state.collections.items.map(\.handle) == ["boots"])
        #expect(program.state.visibleWait == nil)
        program.apply([])
        #expect(screen.frames.first?.text.contains("Boots") == true)
        for _ in 0..<2000 where program.state.shopRequest != nil {
            program.deliverAnswers()
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        #expect(program.state.collections.items.map(\.handle) == ["sandals"])
        program.stop()
    }

    /// Without a saved catalog the spinner says what is loading.
    @Test func aFirstLaunchSaysItIsLoading() {
        let program = Program(state: AppState(width: 80, height: 24), services: Self.services(saved: nil), terminal: Screen())
        program.start()
        #expect(program.state.visibleWait == "Loading the shop…")
        program.stop()
    }

    /// A timer effect comes back as its event.
    @Test func aTimerComesBackAsItsEvent() async {
        let events = await EffectRunnerFixtures.events(StoreServices.failing, .timer(RequestID(-1), after: 0.01))
        #expect(events == [.timer(RequestID(-1))])
    }
}
