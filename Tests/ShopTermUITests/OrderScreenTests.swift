import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// An order opens from the Account overview to its page: lines, money that adds up, status,
/// the address it ships to, and its status page.
@Suite struct OrderScreenTests {

    @Test func theSelectionMovesFromTheAddressesToTheOrdersAndEnterOpensOne() {
        // Two addresses, then the orders: the third entry is the newest order.
        var (state, effects) = UI.run(OrderScreenFixtures.overview(), [.key(.down), .key(.down)])
        #expect(effects.isEmpty)
        #expect(render(state).text.contains("▸ #1002"))
        #expect(!state.canPerform(.editAddress) && !state.canPerform(.remove) && !state.canPerform(.makeDefault))
        (state, effects) = UI.run(state, [.key(.enter)])
        #expect(effects.isEmpty)
        #expect(state.screen == .order(OrderScreen(order: OrderScreenFixtures.paid)))
        #expect(state.keyContext == .order)
        state = UI.settle(state, [.key(.escape)], ignoring: [])
        guard case .account = state.screen else {
            Issue.record("esc did not return to the account")
            return
        }
    }

    @Test func enterOnAnAddressStillEditsIt() {
        let state = UI.settle(OrderScreenFixtures.overview(), [.key(.enter)], ignoring: [])
        guard case .account(let screen) = state.screen else {
            Issue.record("left the account")
            return
        }
        #expect(screen.mode == .address(id: AccountScreenFixtures.home.id))
    }

    @Test func thePageShowsLinesMoneyThatAddsUpStatusAndAddress() {
        let state = UI.settle(OrderScreenFixtures.overview(), [.key(.down), .key(.down), .key(.enter)], ignoring: [])
        let text = render(state).text
        #expect(text.contains("Order #1002"))
        #expect(text.contains("#1002 · 21 Nov 2026"))
        #expect(text.contains("Paid, unfulfilled"))
        for expected in [
            "2 × Tide Slide (7 / Sand)", "1 × Gift wrap", "$90.00", "Subtotal", "$95.00", "Shipping", "$5.00",
            "Taxes", "$8.60", "Total", "$108.60", "Ships to", "Ada, 1 Main St, Portland OR 97201, US",
        ] {
            #expect(text.contains(expected), "missing \(expected)")
        }
        #expect(!text.contains("Discounts"))
        #expect(Keymap.hints(for: state).contains("o open"))
    }

    @Test func whatTheStoreTookOffOrAddedBeyondTheNamedLinesIsShownSoTheLinesAddUp() {
        var discounted = OrderScreenFixtures.paid
        discounted.totalPrice = UI.money("98.60")
        var state = OrderScreenFixtures.overview(orders: [discounted])
        state = UI.settle(state, [.key(.down), .key(.down), .key(.enter)], ignoring: [])
        let lines = render(state).text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Discounts") && $0.contains("-$10.00") })
    }

    /// A store that states no subtotal states no breakdown: the total alone, nothing invented.
    @Test func withoutASubtotalOnlyTheTotalIsShown() {
        var bare = OrderScreenFixtures.paid
        bare.subtotal = nil
        let state = UI.settle(OrderScreenFixtures.overview(orders: [bare]), [.key(.down), .key(.down), .key(.enter)], ignoring: [])
        let text = render(state).text
        #expect(text.contains("Total") && text.contains("$108.60"))
        for absent in ["Subtotal", "Shipping", "Taxes", "Duties", "Discounts"] { #expect(!text.contains(absent), "\(absent)") }
    }

    @Test func oOpensAndYCopiesTheStatusPage() {
        var (state, effects) = UI.run(OrderScreenFixtures.overview(), [.key(.down), .key(.down), .key(.enter), .key(.character("o"))])
        #expect(effects == [.openURL(URL(string: "https://shop.example/orders/abc")!)])
        (state, effects) = UI.run(state, [.key(.character("y"))])
        #expect(effects == [.copy("https://shop.example/orders/abc")])
    }

    @Test func aStatusPageThatIsNotAWebAddressIsNotOpened() {
        var hostile = OrderScreenFixtures.paid
        hostile.statusUrl = "javascript:alert(1)"
        let (state, effects) = UI.run(
            OrderScreenFixtures.overview(orders: [hostile]), [.key(.down), .key(.down), .key(.enter), .key(.character("o"))])
        #expect(effects.isEmpty)
        #expect(state.status?.kind == .error)
    }

    @Test func aLongOrderScrollsToItsLastLineOnASmallTerminal() {
        var long = OrderScreenFixtures.paid
        long.lines = (1...30).map { OrderLine(title: "Sock \($0)", variantTitle: nil, quantity: 1, total: UI.money("3.00")) }
        long.hasMoreLines = true
        var state = OrderScreenFixtures.overview(orders: [long])
        state = update(state, .resize(width: 40, height: 12)).0
        state = UI.settle(state, [.key(.down), .key(.down), .key(.enter)], ignoring: [])
        #expect(!render(state).text.contains("Ships to"))
        state = UI.settle(state, [.key(.character("G"))], ignoring: [])
        let text = render(state).text
        #expect(text.contains("y copies the URL"))
        #expect(!text.contains("Sock 1 "))
        state = UI.settle(state, [.key(.character("g"))], ignoring: [])
        #expect(render(state).text.contains("Sock 1"))
    }
}

/// The order page as exact frames at 80×24 and 40×12.
@Suite struct OrderGoldenFrameTests {
    static func opened(width: Int, height: Int) -> AppState {
        var state = OrderScreenFixtures.overview()
        state = update(state, .resize(width: width, height: height)).0
        return UI.settle(state, [.key(.down), .key(.down), .key(.enter)], ignoring: [])
    }

    @Test func orderPage() {
        #expect(render(Self.opened(width: 80, height: 24)).text == Self.order80x24)
        #expect(render(Self.opened(width: 40, height: 12)).text == Self.order40x12)
    }

    @Test func theAccountOverviewAndTheOrderFitEverySize() {
        for state in [OrderScreenFixtures.overview(), Self.opened(width: 80, height: 24)] {
            for (width, height) in [(40, 12), (80, 24), (132, 43), (41, 13)] {
                let frame = render(update(state, .resize(width: width, height: height)).0)
                #expect(frame.lines.count == height)
                #expect(frame.lines.allSatisfy { TerminalText.width(of: $0) <= width })
            }
        }
    }

    static let order80x24 = """
        Trailhead Shoe Co. › Account › Order #1002                            cart empty
         #1002 · 21 Nov 2026
         Paid, unfulfilled

         2 × Tide Slide (7 / Sand)                             $90.00
         1 × Gift wrap                                          $5.00

         Subtotal                                              $95.00
         Shipping                                               $5.00
         Taxes                                                  $8.60
         Total                                                $108.60

         Ships to
           Ada, 1 Main St, Portland OR 97201, US

         o opens its status page in the browser · y copies the URL







        o open  y copy  esc back  ? help  q quit
        """
    static let order40x12 = """
        Trailhead… › … › Order #1002  cart empty
         #1002 · 21 Nov 2026
         Paid, unfulfilled

         2 × Tide Slide (7 / Sand)       $90.00
         1 × Gift wrap                    $5.00

         Subtotal                        $95.00
         Shipping                         $5.00
         Taxes           ↓ 8 more lines (pgdn)

        o open  y copy  esc back  ? help  q quit
        """
}
