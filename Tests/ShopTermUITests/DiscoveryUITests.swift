import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// Predictive search under the query as it is typed, and "You may also like" on a product.
@Suite struct TypeAheadUITests {
    static func searchScreen(_ state: AppState) -> SearchScreen? { state.screen.search }

    static let suggestions = Suggestions(
        queries: ["trail", "trail runner"], products: [UI.summary(7, title: "Trail Blazer")],
        collections: [
            CollectionSummary(
                id: CollectionSummary.ID("gid://shopify/Collection/9"), handle: "trail",
                title: "Trail", description: "")
        ])

    /// "/", "tra" typed and the rest timer run out: the store is asked; the request's ID.
    static func asked() throws -> (AppState, RequestID) {
        var state = UI.settle(UI.home(), [.key(.character("/"))] + UI.typing("tra"), ignoring: [.cancel, .timer])
        #expect(state.screen.search?.typeAhead.pendingQuery == "tra")
        let timer = try #require(state.request(for: .suggestions))
        var effects: [Effect]
        (state, effects) = UI.run(state, [.timer(timer)])
        let id = try #require(UI.requestID(effects))
        #expect(effects == [.request(id, .suggest(query: "tra"))])
        return (state, id)
    }

    @Test func theStoreIsAskedOnlyOnceTypingRests() throws {
        var (state, effects) = UI.run(UI.home(), [.key(.character("/")), .key(.character("t"))])
        guard case .timer(let first, after: TypeAhead.restDelay)? = effects.last else {
            Issue.record("no rest timer: \(effects)")
            return
        }
        (state, effects) = UI.run(state, UI.typing("r"))
        guard case .timer(let second, _)? = effects.last else {
            Issue.record("no rest timer: \(effects)")
            return
        }
        #expect(effects == [.cancel(first), .timer(second, after: TypeAhead.restDelay)])
        // The stopped timer firing anyway asks nothing; the latest one asks for "tr".
        (state, effects) = UI.run(state, [.timer(first)])
        #expect(effects.isEmpty)
        (state, effects) = UI.run(state, [.timer(second)])
        #expect(FindingUIFixtures.lastRequest(effects) == .suggest(query: "tr"))
        #expect(UI.screens(effects) == [.request(RequestID(state.nextRequest - 1), .suggest(query: "tr"))], "asked once")
    }

    @Test func suggestionsShowByKindAndTheLatestQueryWins() throws {
        var (state, id) = try Self.asked()
        var effects: [Effect]
        // Another key before the answer: the answer is for "tra", not "trai", and is dropped.
        (state, effects) = UI.run(state, UI.typing("i"))
        #expect(effects.contains(.cancel(id)))
        #expect(UI.writes(effects).isEmpty)
        state = UI.settle(state, [.response(id, .suggestions(Self.suggestions))], ignoring: [])
        #expect(Self.searchScreen(state)?.typeAhead.items.isEmpty == true)
        // Its own answer shows.
        (state, id) = try Self.asked2(state)
        state = UI.settle(state, [.response(id, .suggestions(Self.suggestions))], ignoring: [])
        let text = render(state).text
        for line in ["Searches", "trail runner", "Products", "Trail Blazer", "$120.00", "Collections", "Trail"] {
            #expect(text.contains(line), "\(line)")
        }
        #expect(text.firstRange(of: "Searches")!.lowerBound < text.firstRange(of: "Products")!.lowerBound)
    }

    /// After "trai": the timer runs out and the store is asked again.
    static func asked2(_ state: AppState) throws -> (AppState, RequestID) {
        #expect(state.screen.search?.typeAhead.pendingQuery == "trai")
        let timer = try #require(state.request(for: .suggestions))
        let (next, effects) = UI.run(state, [.timer(timer)])
        let id = try #require(UI.requestID(effects))
        #expect(effects == [.request(id, .suggest(query: "trai"))])
        return (next, id)
    }

    @Test func downChoosesASuggestionAndEnterTakesIt() throws {
        var (state, id) = try Self.asked()
        var effects: [Effect]
        state = UI.settle(state, [.response(id, .suggestions(Self.suggestions))], ignoring: [])
        // ⏎ with nothing highlighted runs the typed query.
        (state, effects) = UI.run(state, [.key(.down), .key(.down), .key(.enter)])
        #expect(FindingUIFixtures.lastRequest(effects) == .search(query: "trail runner", after: nil))
        #expect(UI.writes(effects).isEmpty)
        #expect(Self.searchScreen(state)?.query == "trail runner")
        #expect(Self.searchScreen(state)?.editing == false)

        // A product suggestion opens the product; a collection opens the collection.
        (state, id) = try Self.asked()
        state = UI.settle(state, [.response(id, .suggestions(Self.suggestions))], ignoring: [])
        (state, effects) = UI.run(state, [.key(.down), .key(.down), .key(.down), .key(.enter)])
        #expect(effects.contains { if case .request(_, .product(handle: "shoe-7")) = $0 { true } else { false } })
        #expect(UI.writes(effects).isEmpty)
        #expect(state.screen.product?.handle == "shoe-7")

        (state, id) = try Self.asked()
        state = UI.settle(state, [.response(id, .suggestions(Self.suggestions))], ignoring: [])
        (state, effects) = UI.run(state, Array(repeating: .key(.down), count: 4) + [.key(.up), .key(.down), .key(.enter)])
        #expect(state.screen.collection?.handle == "trail")
        #expect(UI.writes(effects).isEmpty)
    }

    @Test func upFromTheFirstSuggestionReturnsToTheQueryAndTypingKeepsEditing() throws {
        var (state, id) = try Self.asked()
        state = UI.settle(state, [.response(id, .suggestions(Self.suggestions)), .key(.down), .key(.up)], ignoring: [])
        #expect(Self.searchScreen(state)?.typeAhead.selected == nil)
        state = UI.settle(state, [.key(.down), .key(.character("x"))], ignoring: [.timer])
        #expect(Self.searchScreen(state)?.query == "trax")
        #expect(Self.searchScreen(state)?.typeAhead.selected == nil)
        // Emptying the query clears the suggestions and asks nothing.
        let (empty, effects) = UI.run(state, [.key(.control("u"))])
        #expect(Self.searchScreen(empty)?.typeAhead.items.isEmpty == true)
        #expect(!effects.contains { if case .timer = $0 { true } else { false } })
    }

    @Test func aFailedSuggestionIsQuiet() throws {
        let (asked, id) = try Self.asked()
        let state = UI.settle(asked, [.response(id, .failure("timed out"))], ignoring: [])
        #expect(state.status == nil)
        #expect(Self.searchScreen(state)?.typeAhead.items.isEmpty == true)
        #expect(Self.searchScreen(state)?.typeAhead.pendingQuery == nil && !state.isWaiting(.suggestions))
    }

    @Test func leavingTheSearchCancelsTheWait() throws {
        let (asked, id) = try Self.asked()
        let (_, effects) = UI.run(asked, [.key(.escape)])
        #expect(effects.contains(.cancel(id)))
        #expect(UI.writes(effects).isEmpty)
    }
}

@Suite struct RecommendationUITests {
    /// The product page, loaded; the recommendations' request ID.
    static func productPage() throws -> (AppState, RequestID) {
        var (state, effects) = UI.run(
            UI.home(), [.key(.enter), .response(RequestID(3), .products(ProductListing(page: UI.products(1...3, more: false)))), .key(.enter)])
        let productID = try #require(UI.screens(effects).compactMap { if case .request(let id, .product) = $0 { id } else { nil } }.first)
        (state, effects) = UI.run(state, [.response(productID, .product(UI.product))])
        let id = try #require(UI.requestID(effects))
        #expect(effects == [.request(id, .recommendations(productID: UI.product.summary.id))])
        return (state, id)
    }

    @Test func theProductAsksOnceAndShowsAtMostFourOthers() throws {
        var (state, id) = try Self.productPage()
        let answer = [UI.product.summary] + (2...7).map { UI.summary($0) }
        var effects: [Effect]
        (state, effects) = UI.run(state, [.response(id, .recommendations(answer))])
        #expect(effects.isEmpty)
        #expect(state.screen.product?.recommendations?.map(\.handle) == ["shoe-2", "shoe-3", "shoe-4", "shoe-5"])
        (state, effects) = UI.run(state, [.key(.character("+"))])
        #expect(effects.isEmpty)  // asked once, not with every event
        let text = render(UI.settle(state, [.key(.character("G"))], ignoring: [])).text
        #expect(text.contains("You may also like"))
        #expect(text.contains("Shoe 5"))
    }

    /// On a wide terminal a long title stops two columns before its price, which stands at the
    /// readable width: the price is not drawn over the title, and no title runs on past it.
    @Test func aLongTitleEndsBeforeItsPriceOnAWideTerminal() throws {
        var (state, id) = try Self.productPage()
        let long = "A Extraordinária, Verídica e Absolutamente Inacreditável História do Livreiro de Ouro TAILWORD"
        state = UI.settle(state, [.response(id, .recommendations([UI.summary(2, title: long, price: "19.01")]))], ignoring: [])
        state = UI.settle(state, [.resize(width: 130, height: 40)], ignoring: [.request, .cancel, .timer])
        let row = String(try #require(render(state).text.split(separator: "\n").first { $0.contains("A Extraordin") }))
        let trimmed = row.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression)
        #expect(trimmed.hasSuffix("$19.01"), "\(row)")
        #expect(trimmed.components(separatedBy: "$19.01").count == 2 && trimmed.contains("… "), "\(row)")
        #expect(!row.contains("TAILWORD"))
    }

    @Test func downReachesThemAndEnterOpensOne() throws {
        var (state, id) = try Self.productPage()
        var effects: [Effect]
        state = UI.settle(state, [.response(id, .recommendations([UI.summary(2), UI.summary(3, available: false)]))], ignoring: [])
        // Size, Color, Qty, then the two products; ⏎ on the second opens it instead of adding.
        state = UI.settle(state, Array(repeating: .key(.down), count: 4), ignoring: [])
        #expect(state.screen.product?.focusedRecommendation?.handle == "shoe-3")
        let page = render(state).text
        #expect(page.contains("Shoe 3") && page.contains("sold out"))
        (state, effects) = UI.run(state, [.key(.enter)])
        #expect(state.cart.local.lines.isEmpty)
        #expect(state.screen.product?.handle == "shoe-3")
        #expect(effects.contains { if case .request(_, .product(handle: "shoe-3")) = $0 { true } else { false } })
        #expect(UI.writes(effects).isEmpty, "a sold-out recommendation opened adds nothing to the cart")
    }

    @Test func withoutAnAnswerThePageIsAsBefore() throws {
        var (state, id) = try Self.productPage()
        state = UI.settle(state, [.response(id, .failure("offline"))], ignoring: [])
        #expect(state.screen.product?.recommendations == [])
        #expect(state.status == nil)
        #expect(!render(state).text.contains("You may also like"))
        state = UI.settle(state, Array(repeating: .key(.down), count: 5), ignoring: [])
        #expect(state.screen.product?.focusedRow == 2)
    }
}
