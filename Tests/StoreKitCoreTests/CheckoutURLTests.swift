import Foundation
import Testing

@testable import StoreKitCore

@Suite struct CheckoutURLTests {
    /// Shopify's own checkout host, a merchant's own domain (checkout often lives there, not on
    /// the shop's API host), with the cart's key, and loopback demo pages.
    @Test(arguments: [
        "https://shoes.myshopify.com/checkouts/cn/abc", "http://127.0.0.1:8080/checkouts/cn/abc", "http://localhost/x",
        "https://checkout.trailhead-shoes.example/cart/c/Z2NwLXVzLWNlbnRyYWwx?key=0f1e2d3c4b5a", "https://www.shoes.example:443/checkouts/cn/abc",
    ])
    func acceptsHTTPSAndLoopback(_ url: String) throws {
        #expect(try CheckoutURL.validated(url).absoluteString == url)
    }

    @Test(arguments: [
        "http://shoes.example.com/checkout", "javascript:alert(1)", "file:///etc/passwd", "https://user:pw@shop.example/x",
        "https://shop.example/x\u{1b}]52;c;AAAA\u{07}", "https://shop.example/a b", "", "https://",
        "https://shop.example:99999/checkouts/cn/abc", "https://shop.example:0/x", "http://127.0.0.1:70000/x",
    ])
    func refusesEverythingElse(_ url: String) {
        #expect(throws: CheckoutError.self) { try CheckoutURL.validated(url) }
    }

    /// The hand-off names where the shopper is sent (a merchant's checkout domain is not the shop's).
    @Test func theHostIsNamed() throws {
        #expect(
            CheckoutURL.host(of: try CheckoutURL.validated("https://checkout.trailhead-shoes.example/cart/c/Z?key=k"))
                == "checkout.trailhead-shoes.example")
        #expect(CheckoutURL.host(of: try CheckoutURL.validated("http://127.0.0.1:8080/checkouts/cn/abc")) == "127.0.0.1:8080")
    }

    @Test func choosesShipping() throws {
        let rates = [
            ShippingRate(handle: "express", title: "Express", price: Money(amount: "15", currencyCode: "USD")!),
            ShippingRate(handle: "standard", title: "Standard", price: Money(amount: "5", currencyCode: "USD")!),
        ]
        #expect(try ShippingChoice("cheapest").pick(from: rates).handle == "standard")
        #expect(try ShippingChoice("express").pick(from: rates).handle == "express")
        #expect(throws: CheckoutError.unknownShippingRate("drone", available: ["express", "standard"])) {
            try ShippingChoice("drone").pick(from: rates)
        }
        #expect(
            CheckoutError.userErrors([UserError(field: ["input", "shippingAddress", "zip"], code: "INVALID", message: "Enter a valid ZIP code")])
                .description
                == "zip: Enter a valid ZIP code")
    }
}
