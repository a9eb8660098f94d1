import Foundation

/// Which shipping rate to take.
public enum ShippingChoice: Sendable, Equatable {
    case cheapest
    case handle(String)

    /// `cheapest` or a rate's handle.
    public init(_ text: String) {
        self = text.lowercased() == "cheapest" ? .cheapest : .handle(text)
    }

    func pick(from rates: [ShippingRate]) throws(CheckoutError) -> ShippingRate {
        switch self {
        case .cheapest:
            guard let rate = rates.min(by: { $0.price.amount < $1.price.amount }) else {
                throw .noShippingRates(attempts: 0, country: nil)
            }
            return rate
        case .handle(let handle):
            guard let rate = rates.first(where: { $0.handle == handle }) else {
                throw .unknownShippingRate(handle, available: rates.map(\.handle))
            }
            return rate
        }
    }
}
