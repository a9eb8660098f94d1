import Foundation
import StoreKitTestSupport
import Testing

@testable import StoreKitCore

/// No header, number or field from a store or a flag traps: property tests over what a store
/// could send, and the cases found by adversarial tests.
@Suite struct HostileNumbersTests {
    static let awkward: [Double] = [
        .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, -0.0, 0, 1e-300,
        9.3e18, -9.3e18, Double(Int.max), Double(Int.min), 4.5, -4.5,
    ]

    @Test func conversionsSaturate() {
        for value in Self.awkward {
            let int = Int(saturating: value)
            if value.isNaN { #expect(int == 0) }
            if value >= 9.3e18 { #expect(int == .max) }
            if value <= -9.3e18 { #expect(int == .min) }
            let nanos = nanoseconds(value)
            #expect(nanos <= 365 * 24 * 3600 * 1_000_000_000)
            if !(value > 0) { #expect(nanos == 0) }
        }
        #expect(Int(saturating: 4.5) == 4 && Int(saturating: -4.5) == -4)
    }

    /// Random `Retry-After` values (numbers of every size, dates, junk): parsed without trapping,
    /// never negative, never more than a day, and every error message built from them.
    @Test func anyRetryAfterIsSafe() {
        var random = SeededGenerator(seed: 14)
        var values = [
            "1e300", "-1", "nan", "inf", "1e-300", "99999999999999999999999", "Wed, 21 Oct 2015 07:28:00 GMT",
            "Fri, 31 Dec 9999 23:59:59 GMT", "0x10", " 7 ", "",
        ]
        for _ in 0..<500 {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: values.append(String(Double.random(in: -1e307...1e307, using: &random) * 10))
            case 1: values.append("\(Int.random(in: 0...9, using: &random))e\(Int.random(in: -400...400, using: &random))")
            default:
                values.append(
                    String((0..<Int.random(in: 0...12, using: &random)).map { _ in "0123456789.e+-:, GMTx".randomElement(using: &random)! }))
            }
        }
        let now = Date()
        for value in values {
            guard let seconds = ResponseDecoder.retryAfter(value, now: now) else { continue }
            #expect(seconds >= 0 && seconds <= ResponseDecoder.longestRetryAfter, "\(value)")
            #expect(!StorefrontError.http(status: 429, retryAfter: seconds).description.isEmpty)
        }
    }

    /// A mutation answered 429 with `Retry-After: 1e300` (it crashed shopterm: "Double value
    /// cannot be converted to Int"): a one-line error, sent once.
    @Test func aHugeRetryAfterOnAMutationIsAnError() async throws {
        let transport = ScriptedTransport([Fixtures.status(429, headers: ["Retry-After": "1e300"])])
        let client = try Fixtures.client(transport)
        do {
            _ = try await client.send(CartMutation<CartCreate>(lines: [], email: nil, countryCode: nil, address: nil))
            Issue.record("no error")
        } catch let error as StorefrontError {
            #expect(
                error.description
                    == "the store is rate limiting requests (HTTP 429) (retry after 86400 s); wait a moment and try again (the store says: “nope”)")
        }
        #expect(transport.requests.count == 1)
    }

    /// `checkout --wait --wait-timeout inf` trapped working out the number of polls.
    @Test func aPollWithAnEndlessTimeoutDoesNotTrap() async throws {
        let client = try Fixtures.client(ScriptedTransport([]))
        let flow = CheckoutFlow(backend: CartCheckout(client: client), clock: TestClock())
        let state = CheckoutState(
            id: "gid://shopify/Cart/1", webURL: "https://shoes.example/c", email: nil, address: nil, lines: [],
            subtotal: Money(amount: 0, currencyCode: "USD"))
        await #expect(throws: (any Error).self) { try await flow.waitForCompletion(of: state, interval: 1, timeout: .infinity) }
    }
}
