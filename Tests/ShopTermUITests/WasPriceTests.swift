import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// A "was" price stands only beside the price it belongs to: a stationery shop whose notebook
/// costs $9 in A6 and $14 in A5, only the A5 having a compare-at price ($16); and a pen at $4 in
/// every colour, each once $5.
@Suite struct WasPriceTests {
    static func summary(_ n: Int, _ title: String, min: String, max: String, compareAt: String?) -> ProductSummary {
        ProductSummary(
            id: ProductSummary.ID("gid://shopify/Product/\(n)"), handle: "item-\(n)", title: title, vendor: "Papeterie",
            productType: "Paper", availableForSale: true, minPrice: UI.money(min), maxPrice: UI.money(max),
            compareAtPrice: compareAt.map(UI.money), featuredImage: nil)
    }

    static let notebook = summary(1, "Notebook", min: "9.00", max: "14.00", compareAt: "16.00")
    static let pen = summary(2, "Pen", min: "4.00", max: "4.00", compareAt: "5.00")
    /// A compare-at price between the lowest and the highest price: it may be the dearest
    /// variant's own, above nothing.
    static let folder = summary(3, "Folder", min: "3.00", max: "8.00", compareAt: "6.00")

    static func collection(width: Int) -> AppState {
        let page = Page(items: [notebook, pen, folder], hasNextPage: false, endCursor: "c")
        return UI.settle(
            UI.home(width: width, height: 16), [.key(.enter), .response(RequestID(3), .products(ProductListing(page: page)))],
            ignoring: [.request, .timer])
    }

    static func row(_ text: String, _ title: String) -> String { text.split(separator: "\n").first { $0.contains(title) }.map(String.init) ?? "" }

    @Test func theListPairsAWasPriceOnlyWithItsOwnPrice() {
        let text = render(Self.collection(width: 80)).text
        // Some variant is on sale, not the $9 one: the list does not say "sale" beside $9.
        #expect(Self.row(text, "Notebook").contains("some on sale  from $9.00"), "\(text)")
        #expect(!Self.row(text, "Notebook").contains("was"), "\(text)")
        #expect(Self.row(text, "Pen").contains("sale $4.00 (was $5.00)"), "\(text)")
        #expect(!Self.row(text, "Folder").contains("sale") && !Self.row(text, "Folder").contains("was"), "\(text)")
    }

    @Test func theDetailPaneSaysFromAndNoWasOfAnotherVariant() {
        let wide = Self.collection(width: 100)
        let text = render(wide).text
        #expect(text.contains("from $9.00  some on sale"), "\(text)")
        #expect(!text.contains("was $16.00"), "\(text)")
        let pen = render(UI.settle(wide, [.key(.down)], ignoring: [.cancel, .timer])).text
        #expect(pen.contains("$4.00  was $5.00"), "\(pen)")
    }

    @Test func onlyAProvenSaleIsOne() {
        #expect(Self.notebook.isOnSale && Self.notebook.wasPrice == nil)
        #expect(Self.pen.isOnSale && Self.pen.wasPrice == UI.money("5.00"))
        #expect(!Self.folder.isOnSale && Self.folder.wasPrice == nil)
    }
}
