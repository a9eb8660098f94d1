import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `shopterm cart` of a cart whose checkout was paid elsewhere.
@Suite struct OrderedCartCLITests {
    let shopterm = Shopterm()

    /// A cart paid in the browser: `shopterm cart` says it was ordered and how to start anew.
    @Test func aCartPaidElsewhereIsSaidToBeOrdered() async throws {
        let (server, base) = try await shopterm.startDemoServer()
        defer { server.terminate() }
        let store = ["--shop", base, "--token", "t"]
        #expect(try await shopterm.run(["cart", "add", "cloud-stride"] + store).status == 0)
        let unpaid = try await shopterm.run(["cart"] + store)
        #expect(!unpaid.stderr.contains("ordered"), "a cart without a checkout is not")
        let checkout = try await shopterm.run(
            ["checkout", "--email", "ada@example.com", "--address", CartCLIFixtures.address] + store)
        #expect(checkout.status == 0, "\(checkout.stderr)")
        let handedOff = try await shopterm.run(["cart"] + store)
        #expect(!handedOff.stderr.contains("ordered"), "a checkout not paid yet is not: \(handedOff.stderr)")
        let url = try #require(checkout.stdout.split(separator: "\n").last.map(String.init))
        var request = URLRequest(url: URL(string: url + "/pay")!)
        request.httpMethod = "POST"
        _ = try await URLSession.shared.data(for: request)

        let shown = try await shopterm.run(["cart"] + store)
        #expect(shown.status == 0)
        #expect(
            shown.stderr.contains(
                "This cart was ordered, or its checkout expired: the store no longer has it. To start a new cart: shopterm cart clear; "
                    + "to buy these lines again: shopterm checkout --again"), "\(shown.stderr)")
        let json = try await shopterm.run(["cart", "--json"] + store)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["ordered"] as? Bool == true)
    }
}
