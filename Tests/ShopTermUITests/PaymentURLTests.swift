import Foundation
import StoreKitCore
import Testing

@testable import ShopTermUI

/// The handoff's payment URL is one copyable piece: on one row when the screen is wide enough
/// (the QR code moves below rather than cut it), else one hyperlink the terminal wraps itself.
@Suite struct PaymentURLTests {
    /// A URL as long as a real store's (Shopify's are about 120 characters).
    static let url =
        "https://bokhylla-oslo.myshopify.com/checkouts/cn/Z2NwLWV1cm9wZS13ZXN0NDowMUpCS0VZQjE2V1RSR1pZWkhNUFNNQjRLUg?key=4c1f0e2d9ab37f65e8c2"

    static func handoff(width: Int) -> AppState {
        var state = CheckoutFlowFixtures.atRates()
        state.width = width
        state.height = 40
        state.stack[state.top].checkout?.step = .handoff
        state.stack[state.top].checkout?.url = URL(string: url)
        return state
    }

    /// At 140 columns the URL has a row of its own: never cut at the QR code's side.
    @Test func aWideScreenShowsTheURLOnOneRow() throws {
        let frame = render(Self.handoff(width: 140))
        #expect(frame.lines.contains { $0.contains(Self.url) }, "\(frame.text)")
        let link = try #require(frame.links.first { $0.url == Self.url })
        #expect(link.width == Self.url.count)
    }

    /// At 100 columns it runs to the right edge and on from the next row's first column, one
    /// link written whole with wrapping on, so the terminal wraps it softly.
    @Test func aNarrowerScreenLetsTheTerminalWrapTheURL() throws {
        let frame = render(Self.handoff(width: 100))
        let links = frame.links.filter { $0.url == Self.url }
        let link = try #require(links.first)
        #expect(links.count == 1 && link.width == Self.url.count)
        let first = Self.url.prefix(100 - link.column)
        #expect(frame.lines[link.row].hasSuffix(first), "\(frame.text)")
        #expect(frame.lines[link.row + 1].hasPrefix(Self.url.dropFirst(first.count)), "\(frame.text)")
        var writer = ANSIFrameWriter()
        let output = writer.output(for: frame)
        #expect(output.contains("\u{1b}[?7h\u{1b}]8;;\(Self.url)\u{1b}\\\(Self.url)\u{1b}]8;;\u{1b}\\\u{1b}[?7l"))
        // curses leaves wrapping on: nothing to turn on or off.
        #expect(ANSIFrameWriter.hyperlinks(frame).contains("\u{1b}]8;;\(Self.url)\u{1b}\\\(Self.url)\u{1b}]8;;"))
        #expect(!ANSIFrameWriter.hyperlinks(frame).contains("\u{1b}[?7"))
    }

    /// While the storefront waits for payment, the page says so once, beside the link: the
    /// status line does not say it again.
    @Test func theWaitForPaymentIsSaidOnce() {
        var state = Self.handoff(width: 100)
        state.stack[state.top].checkout?.activity = .waitingForPayment
        let text = render(state).text.lowercased()
        #expect(text.components(separatedBy: "waiting for payment").count == 2, "\(text)")
    }
}
