import Foundation
import StoreKitCore
import TerminalPictures

/// Work for the effect runner: everything that is not pure.
public enum Effect: Equatable, Sendable {
    /// Ask the store; the answer comes back as `Event.response(id, …)`.
    case request(RequestID, Request)
    /// Stop a request or a timer (its answer, if any, is dropped anyway).
    case cancel(RequestID)
    /// Send `Event.timer(id)` after `seconds` (unless cancelled first).
    case timer(RequestID, after: Double)
    /// Write the local cart.
    case saveCart(LocalCart)
    /// Open a (checked) URL in the browser.
    case openURL(URL)
    /// Copy text to the clipboard (OSC 52).
    case copy(String)
    /// Leave the program.
    case quit
    /// Open the storefront of an offer's shop on this terminal (esc at its first screen comes back).
    case visitShop(ShopVisit)
    /// Leave the shop visited from the search of every store: back to the storefront it was opened from.
    case leaveShop
}
