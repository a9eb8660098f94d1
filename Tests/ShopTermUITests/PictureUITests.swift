import Foundation
import StoreKitCore
import TerminalPictures
import Testing

@testable import ShopTermUI

/// The product picture in the storefront: which image is asked for, in which box, when; stale
/// answers dropped; the picture placed over blank cells that no text enters.
@Suite struct PictureUITests {
    static func image(_ name: String) -> ProductImage {
        ProductImage(url: "https://cdn.example/\(name).png", width: 1200, height: 1200)
    }

    /// Swift Runner with a picture per colour.
    static let product: Product = {
        var product = UI.product
        product.variants = product.variants.map { variant in
            var variant = variant
            variant.image = image("runner-" + variant.selectedOptions[1].value.lowercased())
            return variant
        }
        return product
    }()

    static func picture(columns: Int = 20, rows: Int = 10) -> Picture {
        Picture(mode: .blocks, columns: columns, rows: rows, lines: (0..<rows).map { "row \($0)" })
    }

    static func pictureRequests(_ effects: [Effect]) -> [(RequestID, PictureDrawing)] {
        effects.compactMap { effect in if case .request(let id, .picture(let drawing)) = effect { (id, drawing) } else { nil } }
    }

    /// The product page of ``product`` at `width`×`height`, pictures on (or off).
    static func productPage(width: Int = 80, height: Int = 24, pictures: Bool = true) -> (AppState, [Effect]) {
        var state = UI.home(width: width, height: height)
        state.pictures.enabled = pictures
        var (next, effects) = UI.run(
            state,
            [
                .key(.enter), .response(RequestID(3), .products(ProductListing(page: UI.products(1...3, more: false)))),
                .key(.enter),
            ])
        let request = effects.compactMap { effect in if case .request(let id, .product) = effect { id } else { nil } }.last!
        (next, effects) = UI.run(next, [.response(request, .product(product))])
        return (next, effects)
    }

    @Test func theProductPageAsksForTheChosenVariantsPictureAndShowsIt() throws {
        var (state, effects) = Self.productPage()
        // 80 columns: a box of 24 × 12 (a square image) at the top right; the text stops before it.
        let requests = Self.pictureRequests(effects)
        #expect(requests.map(\.1) == [PictureDrawing(image: Self.image("runner-black"), columns: 24, rows: 12)])
        let id = try #require(requests.first?.0)
        #expect(render(state).lines[1].hasSuffix("loading picture…"))
        (state, effects) = UI.run(state, [.response(id, .picture(Self.picture()))])
        #expect(effects.isEmpty)
        let frame = render(state)
        #expect(frame.picture == Frame.PlacedPicture(row: 1, column: 55 + 2, picture: Self.picture()))
        for row in 1...12 {
            for column in 54..<80 { #expect(frame[row, column].text == " ", "row \(row) column \(column)") }
        }
        #expect(frame[1, 57].style == .picture && frame[10, 76].style == .picture && frame[11, 57].style == .normal)
        #expect(frame.text.contains("Built for daily miles."))
    }

    @Test func thePictureFollowsTheColourAndStaleAnswersAreDropped() throws {
        var (state, effects) = Self.productPage()
        let black = try #require(Self.pictureRequests(effects).first?.0)
        (state, effects) = UI.run(state, [.response(black, .picture(Self.picture())), .key(.down), .key(.right)])
        let white = try #require(Self.pictureRequests(effects).first)
        #expect(white.1.image == Self.image("runner-white"))
        #expect(UI.screens(effects) == [.request(white.0, .picture(white.1))])
        #expect(render(state).picture == nil)
        // Back to black before white's answer: white is cancelled and its answer dropped.
        (state, effects) = UI.run(state, [.key(.left)])
        #expect(effects.contains(.cancel(white.0)))
        let blackAgain = try #require(Self.pictureRequests(effects).first)
        #expect(UI.screens(effects) == [.cancel(white.0), .request(blackAgain.0, .picture(blackAgain.1))])
        state = UI.settle(state, [.response(white.0, .picture(Self.picture(columns: 3)))], ignoring: [])
        #expect(state.pictures.phase == .loading && state.request(for: .picture) == blackAgain.0)
        state = UI.settle(state, [.response(blackAgain.0, .picture(Self.picture(columns: 7)))], ignoring: [])
        #expect(render(state).picture?.picture.columns == 7)
    }

    @Test func aSizeNotOfferedInTheColourStillShowsTheColour() {
        var product = Self.product
        product.variants.removeAll { $0.title == "10 / White" }
        #expect(PictureLayout.image(of: product, selection: ["Size": "10", "Color": "White"]) == Self.image("runner-white"))
        #expect(PictureLayout.image(of: product, selection: [:]) == Self.image("runner-black"))
    }

    @Test func helpAndNarrowScreensShowNoPicture() throws {
        var (state, effects) = Self.productPage()
        let id = try #require(Self.pictureRequests(effects).first?.0)
        state = UI.settle(state, [.response(id, .picture(Self.picture()))], ignoring: [])
        (state, effects) = UI.run(state, [.key(.character("?"))])
        #expect(render(state).picture == nil && state.pictures.drawing == nil)
        #expect(UI.screens(effects).isEmpty)
        (state, effects) = UI.run(state, [.key(.character("?"))])
        #expect(Self.pictureRequests(effects).count == 1)
        let again = try #require(Self.pictureRequests(effects).first)
        #expect(UI.screens(effects) == [.request(again.0, .picture(again.1))])
        // Under 64 columns the page keeps its width for the text.
        (state, effects) = UI.run(state, [.resize(width: 60, height: 24)])
        #expect(UI.screens(effects) == [.cancel(again.0)])
        #expect(state.pictures.drawing == nil && render(state).picture == nil)
        (_, effects) = Self.productPage(width: 60)
        #expect(Self.pictureRequests(effects).isEmpty)
    }

    @Test func offMeansNoPictureIsEverAskedFor() {
        let (state, effects) = Self.productPage(pictures: false)
        #expect(Self.pictureRequests(effects).isEmpty && render(state).picture == nil)
        #expect(!render(state).text.contains("picture"))
    }

    @Test func aFailureSaysWhyInTheBox() throws {
        var (state, effects) = Self.productPage()
        let id = try #require(Self.pictureRequests(effects).first?.0)
        state = UI.settle(state, [.response(id, .failure("the image could not be fetched (HTTP 404)"))], ignoring: [])
        #expect(render(state).lines[1].hasSuffix("no picture: the image c…"))
        #expect(state.status == nil)
    }

    @Test func theWideListShowsTheHighlightedProductsPictureOnceItRests() throws {
        var state = UI.home(width: 100, height: 30)
        state.pictures.enabled = true
        var page = UI.products(1...3, more: false)
        page.items = page.items.map { item in
            var item = item
            item.featuredImage = Self.image(item.handle)
            return item
        }
        var effects: [Effect]
        (state, effects) = UI.run(state, [.key(.enter), .response(RequestID(3), .products(ProductListing(page: page)))])
        let wait = try #require(
            effects.compactMap { effect in if case .timer(let id, PictureState.restDelay) = effect, id.value > 0 { id } else { nil } }.first)
        #expect(Self.pictureRequests(effects).isEmpty)
        // Moving on before it rests: the wait is cancelled and a new one starts.
        (state, effects) = UI.run(state, [.key(.down)])
        #expect(effects.contains(.cancel(wait)))
        let second = try #require(
            effects.compactMap { effect in if case .timer(let id, PictureState.restDelay) = effect, id.value > 0 { id } else { nil } }.first)
        (state, effects) = UI.run(state, [.timer(wait)])
        #expect(Self.pictureRequests(effects).isEmpty)
        #expect(effects.isEmpty, "the stopped wait asks nothing")
        (state, effects) = UI.run(state, [.timer(second)])
        // The detail pane is 42 wide from column 57; the box is under its 8 rows of text, to the status line.
        let request = try #require(Self.pictureRequests(effects).first)
        #expect(request.1 == PictureDrawing(image: Self.image("shoe-2"), columns: 40, rows: 19))
        #expect(UI.screens(effects) == [.request(request.0, .picture(request.1))])
        state = UI.settle(state, [.response(request.0, .picture(Self.picture(columns: 38, rows: 19)))], ignoring: [])
        #expect(render(state).picture == Frame.PlacedPicture(row: 9, column: 58, picture: Self.picture(columns: 38, rows: 19)))
    }
}
