import Foundation

/// The steps of a checkout, reported as they happen.
public enum CheckoutStep: Sendable, Equatable, CustomStringConvertible {
    case creating
    case resuming(String)
    case waitingForShippingRates
    case selectingShipping(ShippingRate)

    /// "waiting for shipping rates…"
    public var description: String {
        switch self {
        case .creating: return "creating the checkout…"
        case .resuming: return "updating the checkout made earlier from this cart…"
        case .waitingForShippingRates: return "waiting for shipping rates…"
        case .selectingShipping(let rate): return "choosing \(rate.title) shipping…"
        }
    }
}
