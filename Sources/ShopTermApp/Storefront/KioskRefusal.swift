import ShopTermUI

/// What a kiosk says when something would have opened on the server.
struct KioskRefusal: Error, CustomStringConvertible {
    var description: String { AppState.nothingOpensInAKiosk }
}
