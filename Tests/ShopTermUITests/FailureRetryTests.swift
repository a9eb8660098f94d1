import ShopTermUI
import StoreKitCore
import Testing

/// A screen that shows what failed says that `r` tries again, in its footer and beside the
/// failure, and `r` does.
@Suite struct FailureRetryTests {
    static let refused = "cannot connect to the store (Failed to connect to 127.0.0.1 port 9 after 0 ms: Couldn't connect to server)"

    /// The launch could not reach the store: the screen says why, whole, and lists `r`.
    static func unreachable(width: Int = 80, height: Int = 24) throws -> AppState {
        let (started, effects) = start(AppState(width: width, height: height, cart: LocalCart()))
        let ids = effects.compactMap { effect -> RequestID? in if case .request(let id, _) = effect { return id } else { return nil } }
        let shop = try #require(ids.first)
        return UI.settle(started, [.response(shop, .failure(refused)), .response(ids[1], .account(nil))], ignoring: [])
    }

    @Test func theErrorScreenListsRAndRTriesAgain() throws {
        let state = try Self.unreachable()
        let lines = render(state).lines
        let footer = try #require(lines.last)
        #expect(footer.contains("r retry"))
        // Beside the failure too, and the failure whole (wrapped, not cut).
        let shown = lines.dropFirst().dropLast(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(shown.contains("Could not load: \(Self.refused) (r tries again)"))
        #expect(Keymap.help(for: state).contains { $0.action == .retry })

        let (retried, effects) = UI.run(state, [.key(.character("r"))])
        #expect(UI.screens(effects).contains { if case .request(_, .home) = $0 { true } else { false } })
        #expect(retried.shopRequest != nil)
        #expect(UI.screens(effects) == [.request(try #require(retried.shopRequest), .home)])
        #expect(!(render(retried).lines.last ?? "").contains("r retry"))
    }

    /// At the smallest size the way to try again is still on screen.
    @Test func theSmallestErrorScreenListsR() throws {
        let footer = try #require(render(try Self.unreachable(width: 40, height: 12)).lines.last)
        #expect(footer.contains("r retry"))
    }

    /// A product page that could not be read says why, whole, and that `r` tries again; `r` does.
    @Test func aProductThatFailedSaysRTriesAgain() throws {
        var (state, effects) = UI.run(UI.home(), [.key(.enter)])
        let page = try #require(UI.requestID(UI.screens(effects)))
        (state, effects) = UI.run(state, [.response(page, .products(ProductListing(page: UI.products(1...1, more: false)))), .key(.enter)])
        let read = try #require(UI.requestID(UI.screens(effects)))
        state = UI.settle(state, [.response(read, .failure(Self.refused))], ignoring: [])
        let shown = render(state).lines.dropFirst().prefix(4).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(shown.contains("\(Self.refused) (r tries again)"), "\(shown)")
        let (_, again) = UI.run(state, [.key(.character("r"))])
        #expect(UI.screens(again).contains { if case .request(_, .product(handle: "shoe-1")) = $0 { true } else { false } })
    }

    /// Where nothing failed, the footer offers no `r`.
    @Test func nothingFailedNoR() {
        #expect(!(render(UI.home()).lines.last ?? "").contains("r retry"))
    }
}
