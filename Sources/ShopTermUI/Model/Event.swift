import Foundation
import StoreKitCore
import TerminalPictures

/// Everything that can happen to the UI.
public enum Event: Equatable, Sendable {
    case key(Key)
    /// Text pasted (bracketed paste), cleaned to one line: typed into the field being edited.
    case paste(String)
    case mouse(Mouse)
    case resize(width: Int, height: Int)
    /// A timer tick (spinners), sent only while something is under way.
    case tick
    case response(RequestID, Response)
    /// A timer asked for with `Effect.timer` ran out.
    case timer(RequestID)
    /// An effect failed outside any request (saving the cart, opening the browser).
    case effectFailed(String)
    /// A request failed and will be tried again: what happened and when (a `RetryNotice`).
    case retrying(String)
    /// Back from a shop opened from the search of every store, its cart as it was left.
    case cameBack(CartElsewhere)
    /// An offer of this storefront's own shop (back to it from a shop visited): opened here.
    case openHere(ShopVisit)
}
