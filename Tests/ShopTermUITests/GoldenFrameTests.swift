import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// Whole frames as exact text, at the sizes people use (80×24), the smallest supported (40×12),
/// below it, and wide (a detail pane beside the list).
@Suite struct GoldenFrameTests {
    static let products = Page(
        items: [
            UI.summary(1, title: "Swift Runner"), UI.summary(2, title: "スニーカー 桜 🌸", price: "110.00", was: "140.00"),
            UI.summary(3, title: "Tide Slide", price: "35.00", available: false),
        ], hasNextPage: true, endCursor: "x")

    @Test func home() {
        #expect(render(UI.home()).text == Self.home80x24)
        #expect(render(UI.home(width: 40, height: 12)).text == Self.home40x12)
    }

    @Test func tooSmall() {
        #expect(render(UI.home(width: 39, height: 12)).text == Self.tooSmall)
        #expect(render(UI.home(width: 80, height: 11)).text.contains("80×11; shopterm needs 40×12"))
    }

    @Test func product() {
        #expect(render(ProductScreenFixtures.loaded()).text == Self.product80x24)
    }

    @Test func wideCollectionWithDetailPane() {
        let state = UI.settle(
            UI.home(width: 100, height: 16), [.key(.enter), .response(RequestID(3), .products(ProductListing(page: Self.products)))],
            ignoring: [.request, .timer])
        #expect(render(state).text == Self.collectionWide)
    }

    @Test func help() {
        #expect(render(UI.settle(UI.home(), [.key(.character("?"))], ignoring: [])).text == Self.help80x24)
    }

    @Test func cart() {
        #expect(render(CartScreenFixtures.withCart()).text == Self.cart80x24)
    }

    @Test func shippingRates() {
        #expect(render(CheckoutFlowFixtures.atRates()).text == Self.rates80x24)
    }

    @Test func everyScreenFitsEverySize() {
        let states = [
            UI.home(), ProductScreenFixtures.loaded(), CartScreenFixtures.withCart(), CheckoutFlowFixtures.atRates(),
            CheckoutFlowFixtures.atShipping(),
        ]
        for state in states {
            for (width, height) in [(40, 12), (80, 24), (132, 43), (41, 13)] {
                let (resized, _) = update(state, .resize(width: width, height: height))
                let frame = render(resized)
                #expect(frame.lines.count == height)
                #expect(frame.lines.allSatisfy { TerminalText.width(of: $0) <= width })
            }
        }
    }

    static let home80x24 = """
        Trailhead Shoe Co.                                                    cart empty
        ▸Running
         Trail
         Kids 子供 👟


















                                                                                     1/3
        ⏎ open  / search  c cart  a account  m country  ? help  q quit
        """

    static let home40x12 = """
        Trailhead Shoe Co.            cart empty
        ▸Running
         Trail
         Kids 子供 👟






                                             1/3
        ⏎ open  / search  c cart  ? help
        """

    static let tooSmall = """





                  Terminal too small
              39×12; shopterm needs 40×12
              q quits, or make it larger




        """

    static let product80x24 = """
        Trailhead Shoe Co. › Running › Swift Runner                           cart empty
         Swift Runner
         Kestrel · Running

         $120.00  in stock

         Size    9× [10]
         Color  [Black] White
         Qty    − 1 +      ⏎ adds to the cart

         Built for daily miles.

         Free returns within 30 days.

         Images:
           https://demo.shopterm.invalid/images/swift-runner.jpg







        ←→ choose  +- qty  ⏎ add to cart  esc back  / search  c cart  ? help  q quit
        """

    static let collectionWide = """
        Trailhead Shoe Co. › Running · Featured                                                   cart empty
        ▸Swift Runner                                  $120.00   Swift Runner
         スニーカー 桜 🌸           sale $110.00 (was $140.00)   Kestrel · Running
         Tide Slide                           sold out  $35.00
          loading more…                                          $120.00
                                                                 in stock

                                                                 ⏎ opens it: details, choices and the cart






        ⠋ Loading products…                                                                             1/3+
        s sort  f filter  ⏎ open  esc back  / search  c cart  ? help  q quit
        """

    static let help80x24 = """
        Trailhead Shoe Co.                                                    cart empty
        ▸Running
         Trail
         Kids 子供 👟┌─ Keys: collections ───────────────────────────────┐
                     │                                                   │
                     │ ↑ k               move up                         │
                     │ ↓ j               move down                       │
                     │ pgup ctrl-b       page up                         │
                     │ pgdn ctrl-f space page down                       │
                     │ home g            first item                      │
                     │ end G             last item                       │
                     │ enter → l         open                            │
                     │ /                 search products                 │
                     │ c                 cart                            │
                     │ a                 your account                    │
                     │ m                 country and language            │
                     │ ?                 help for this screen            │
                     │ q ctrl-c          quit (asks during a checkout)   │
                     │                                                   │
                     └───────────────────────────────────────────────────┘


                                                                                     1/3
        ⏎ open  / search  c cart  a account  m country  ? help  q quit
        """

    static let cart80x24 = """
        Trailhead Shoe Co. › Cart                                        cart 3 · $30.00
         ITEM                                            QTY         PRICE        TOTAL
         Shoe 1 — 9 / Black                                1        $10.00       $10.00
         Shoe 2 — 9 / Black                                2        $10.00       $20.00

                                                                       Subtotal  $30.00
         3 items · shipping and taxes at checkout














         % discount code · $ gift card · n note

        +- qty  d remove  r recheck  ⏎ checkout  esc back  / search  ? help  q quit
        """

    static let rates80x24 = """
        Trailhead Shoe Co. › Cart › Checkout                             cart 3 · $30.00
         cart / contact / shipping / review / payment

         Shipping to Ada, 1 Main St, Portland OR 97201, US

           Express                               $15.00
         ▸ Standard                               $0.00
















        ⏎ choose  esc back  ? help  q quit
        """
}
