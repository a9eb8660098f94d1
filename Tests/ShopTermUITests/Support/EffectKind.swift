import ShopTermUI

/// An effect's kind, without its values: what a test that does not look at an effect says it
/// lets pass (``UI/settle(_:_:ignoring:sourceLocation:)``).
enum EffectKind: String, CaseIterable, Sendable {
    case request, cancel, timer, saveCart, openURL, copy, quit, visitShop, leaveShop

    init(_ effect: Effect) {
        switch effect {
        case .request: self = .request
        case .cancel: self = .cancel
        case .timer: self = .timer
        case .saveCart: self = .saveCart
        case .openURL: self = .openURL
        case .copy: self = .copy
        case .quit: self = .quit
        case .visitShop: self = .visitShop
        case .leaveShop: self = .leaveShop
        }
    }
}
