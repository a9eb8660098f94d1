import Foundation
import StoreKitCore

/// What `LocalCartTests` and other suites start from.
enum LocalCartFixtures {
    static func line(_ n: Int, quantity: Int = 1, price: String = "10.00", available: Int? = nil) -> LocalCart.Line {
        LocalCart.Line(
            variantID: ProductVariant.ID("gid://shopify/ProductVariant/\(n)"), quantity: quantity, productTitle: "Shoe \(n)",
            productHandle: "shoe-\(n)", variantTitle: "9 / Black", price: Money(amount: price, currencyCode: "USD")!, quantityAvailable: available)
    }
}
