import Foundation
import StoreKitCore

/// The smallest terminal the UI draws in.
public let minimumSize = (width: 40, height: 12)

/// Draws `state` into a frame of its size: header, the top screen, status line, footer, and the
/// help overlay. The only place that knows layout and widths.
public func render(_ state: AppState) -> Frame {
    var frame = Frame(width: state.width, height: state.height)
    frame.asciiOnly = state.asciiOnly
    guard !state.isTooSmall else {
        Views.tooSmall(&frame, state)
        return frame
    }
    Views.header(&frame, state)
    let area = Area.content(state)
    switch state.screen {
    case .home: Views.home(&frame, state, area)
    case .collection(let screen): Views.collection(&frame, state, screen, area)
    case .product(let screen): Views.product(&frame, state, screen, PictureLayout.productTextArea(state, screen))
    case .search(let screen): Views.search(&frame, state, screen, area)
    case .cart: Views.cart(&frame, state, area)
    case .checkout(let screen): Views.checkout(&frame, state, screen, area)
    case .account(let screen): Views.account(&frame, state, screen, area)
    case .order(let screen): Views.order(&frame, state, screen, area)
    case .markets(let screen): Views.markets(&frame, state, screen, area)
    }
    Views.picture(&frame, state)
    Views.statusLine(&frame, state)
    Views.footer(&frame, state)
    if state.showHelp { Views.help(&frame, state) }
    return frame
}

extension AppState {
    /// True when the terminal is smaller than ``minimumSize``: the screen says so and how to quit.
    public var isTooSmall: Bool { width < minimumSize.width || height < minimumSize.height }

    /// What the screen shows a spinner for (the shopper waits), or nil when nothing on it waits.
    public var visibleWait: String? { Views.busyText(self) }
}
