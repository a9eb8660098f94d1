import ShopTermUI
import Synchronization

/// Where a visit's outcome waits for the program's loop (it is made on another task).
final class OpenedShop: Sendable {
    let slot = Mutex<(ShopVisit, Result<VisitedShop, ShopVisitFailure>)?>(nil)
}
