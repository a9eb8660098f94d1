import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// `s` sorts a collection or a search's results, `f` opens the filter panel: the list starts over
/// with each change, and the header says the order and how many filters are on.
@Suite struct FindingUITests {

    @Test func sCyclesTheCollectionsOrdersAndTheListStartsOverInEach() {
        var (state, effects) = UI.run(FindingUIFixtures.collection(), [.key(.character("s"))])
        #expect(
            FindingUIFixtures.lastRequest(effects)
                == .collectionProducts(handle: "running", after: nil, options: ProductListOptions(sort: .bestSelling)))
        #expect(
            UI.screens(effects) == [
                .request(
                    RequestID(state.nextRequest - 1),
                    .collectionProducts(handle: "running", after: nil, options: ProductListOptions(sort: .bestSelling)))
            ])
        #expect(state.screen.collectionProductCount == 0)
        #expect(render(state).text.split(separator: "\n").first?.contains("Running · Best selling") == true)
        #expect(state.status == StatusLine("Sorted: Best selling."))
        for _ in 1..<ProductSort.forCollections.count { (state, effects) = UI.run(state, [.key(.character("s"))]) }
        #expect(
            FindingUIFixtures.lastRequest(effects) == .collectionProducts(handle: "running", after: nil, options: ProductListOptions(sort: .featured))
        )
    }

    @Test func aSearchOffersRelevanceAndPrice() {
        var (state, effects) = UI.run(UI.home(), [.key(.character("/"))] + "boot".map { .key(.character($0)) } + [.key(.enter)])
        let id = RequestID(state.nextRequest - 1)
        state = UI.settle(state, [.response(id, .products(FindingUIFixtures.listing()))], ignoring: [.timer])
        (state, effects) = UI.run(state, [.key(.character("s")), .key(.character("s"))])
        #expect(FindingUIFixtures.lastRequest(effects) == .search(query: "boot", after: nil, options: ProductListOptions(sort: .priceDescending)))
        #expect(render(state).text.contains("Search “boot” · Price, high to low"))
        (state, effects) = UI.run(state, [.key(.character("s"))])
        #expect(FindingUIFixtures.lastRequest(effects) == .search(query: "boot", after: nil, options: ProductListOptions(sort: .featured)))
    }

    /// `s`'s help names every order `s` goes through, a collection's and a search's (a search
    /// has relevance and price only: help once named a collection's orders there).
    @Test func theSortKeysHelpNamesTheOrdersOfBothLists() throws {
        let help = try #require(Keymap.help(for: .collection).first { $0.action == .sort }).help.lowercased()
        for inSearch in [false, true] {
            for sort in Finding.sorts(inSearch: inSearch) {
                let word = String(sort.title(inSearch: inSearch).lowercased().prefix { $0 != "," })
                #expect(help.contains(word), "\(word) (\(inSearch ? "search" : "collection")) is not in “\(help)”")
            }
        }
        #expect(help.contains("search: relevance"))
    }

    @Test func theFilterPanelTurnsValuesOnAndOffWithTheirCounts() {
        var (state, effects) = UI.run(FindingUIFixtures.collection(), [.key(.character("f"))])
        #expect(effects.isEmpty)
        var text = render(state).text
        #expect(text.contains("[ ] Kestrel") && text.contains("[ ] Summit") && !text.contains("Nobody"))
        #expect(text.contains("Any price (up to $180.00)"))
        (state, effects) = UI.run(state, [.key(.enter)])
        let kestrel = ProductListOptions(filters: [.vendor("Kestrel")])
        #expect(FindingUIFixtures.lastRequest(effects) == .collectionProducts(handle: "running", after: nil, options: kestrel))
        #expect(
            UI.screens(effects) == [.request(RequestID(state.nextRequest - 1), .collectionProducts(handle: "running", after: nil, options: kestrel))])
        let id = RequestID(state.nextRequest - 1)
        state = UI.settle(state, [.response(id, .products(FindingUIFixtures.listing(1...2)))], ignoring: [.timer])
        text = render(state).text
        #expect(text.contains("[x] Kestrel") && text.contains("1 filter"))
        // Down to Summit: either vendor.
        (state, effects) = UI.run(state, [.key(.down), .key(.character(" "))])
        #expect(
            FindingUIFixtures.lastRequest(effects)
                == .collectionProducts(handle: "running", after: nil, options: ProductListOptions(filters: [.vendor("Kestrel"), .vendor("Summit")])))
        (state, effects) = UI.run(state, [.key(.character("x"))])
        #expect(FindingUIFixtures.lastRequest(effects) == .collectionProducts(handle: "running", after: nil, options: ProductListOptions()))
        state = UI.settle(state, [.key(.escape)], ignoring: [])
        #expect(state.screen.collectionFinding?.panel == nil && state.stack.count == 2)
    }

    @Test func thePriceRangeIsTypedAndAWrongOneIsSaid() {
        var (state, effects) = UI.run(FindingUIFixtures.collection(), [.key(.character("f")), .key(.down), .key(.down), .key(.enter)])
        #expect(state.keyContext == .priceRange)
        (state, effects) = UI.run(state, "abc".map { .key(.character($0)) } + [.key(.enter)])
        #expect(effects.isEmpty && state.status?.kind == .error)
        state = UI.settle(state, [.key(.backspace), .key(.backspace), .key(.backspace)], ignoring: [])
        (state, effects) = UI.run(state, "20-100".map { .key(.character($0)) } + [.key(.enter)])
        #expect(
            FindingUIFixtures.lastRequest(effects)
                == .collectionProducts(handle: "running", after: nil, options: ProductListOptions(filters: [.price(min: 20, max: 100)])))
        #expect(state.keyContext == .filters)
    }

    @Test func aListReadAheadWithoutFiltersIsAskedForAgainWithThem() {
        let prefetched = UI.run(UI.home(), [.key(.enter), .response(RequestID(3), .products(ProductListing(page: UI.products(1...3, more: false))))])
            .0
        var state = prefetched
        state.stack[1] = .collection(
            {
                var screen = state.screen.collectionScreen!
                screen.finding.offered = nil
                return screen
            }())
        let (opened, effects) = UI.run(state, [.key(.character("f"))])
        #expect(FindingUIFixtures.lastRequest(effects) == .collectionProducts(handle: "running", after: nil, options: ProductListOptions()))
        #expect(
            UI.screens(effects) == [
                .request(RequestID(opened.nextRequest - 1), .collectionProducts(handle: "running", after: nil, options: ProductListOptions()))
            ])
        #expect(render(opened).text.contains("Loading the store's filters…"))
    }
}

extension Screen {
    var collectionScreen: CollectionScreen? { if case .collection(let screen) = self { return screen } else { return nil } }
    var collectionProductCount: Int? { collectionScreen?.products.items.count }
    var collectionFinding: Finding? { collectionScreen?.finding }
}
