import DemoStoreTestSupport
import StoreKitCore
import StorefrontCost
import Testing

@testable import StoreKitDemo

/// The query-cost calculator against Shopify's documented rules, and every operation shopterm
/// sends within the tokenless limit at the largest pages it asks for.
@Suite struct QueryCostTests {
    let calculator = try! QueryCost.storefront.get()

    @Test func scalarsAreFreeAndObjectsCostOne() throws {
        #expect(try calculator.cost(of: "{ shop { name description } }") == 1)
        #expect(try calculator.cost(of: "{ shop { name primaryDomain { host } } }") == 2)
    }

    @Test func connectionsCostTwoPlusTheirPageOfNodes() throws {
        // Shopify's nested example: 2 + 10 × (1 + (2 + 5 × 1)).
        let nested = "{ products(first: 10) { edges { node { title variants(first: 5) { edges { node { id } } } } } pageInfo { hasNextPage } } }"
        #expect(try calculator.cost(of: nested) == 82)
        let byVariable = "query P($n: Int!) { products(first: $n) { nodes { id } } }"
        #expect(try calculator.cost(of: byVariable, variables: ["n": 30]) == 32)
        #expect(try calculator.cost(of: "{ products(last: 4) { nodes { id } } }") == 6)
    }

    @Test func abstractTypesCostTheirDearestSelection() throws {
        let node = """
            { node(id: "x") { id ... on Product { title featuredImage { url } }
                              ... on Collection { image { url } products(first: 3) { nodes { id } } } } }
            """
        #expect(try calculator.cost(of: node) == 1 + 1 + 2 + 3)
    }

    @Test func mutationsCostTenAndWhatTheyReturn() throws {
        let create = "mutation { cartCreate { cart { id } userErrors { field message } } }"
        #expect(try calculator.cost(of: create) == 10 + 1 + 1)
    }

    @Test func hugePagesSaturateInsteadOfTrapping() throws {
        let huge = "{ products(first: 99999999999999999999999) { nodes { variants(first: 9223372036854775807) { nodes { id } } } } }"
        #expect(try calculator.cost(of: huge) == Int.max)
    }

    @Test func unknownFieldsAreReported() {
        #expect(throws: QueryCost.Failure.self) { try calculator.cost(of: "{ shop { nosuch { id } } }") }
    }

    @Test func everyOperationStaysWithinTheTokenlessLimit() throws {
        for entry in OperationManifest.entries {
            let cost = try calculator.cost(of: entry.document, operationName: entry.name, variables: entry.largestVariables)
            #expect(cost <= QueryCost.singleQueryLimit, "\(entry.name) costs \(cost)")
        }
    }

    /// Like Shopify: every answer states its cost; a tokenless query over 1,000 is refused
    /// before it runs, and the same query with a token is answered.
    @Test func theStoreStatesCostsAndRefusesExpensiveTokenlessQueries() async throws {
        let demo = try DemoHarness()
        let (_, cheap) = try await demo.raw("{ shop { name } }", headers: [:])
        #expect(((cheap["extensions"] as? [String: Any])?["cost"] as? [String: Any])?["requestedQueryCost"] as? Int == 1)
        let expensive = "query P($n: Int!) { products(first: $n) { nodes { variants(first: 100) { nodes { id } } } } }"
        let (status, refused) = try await demo.raw(expensive, variables: ["n": 20], headers: [:])
        #expect(status == 200)
        #expect(refused["data"] == nil)
        let error = (refused["errors"] as? [[String: Any]])?.first
        #expect(error?["message"] as? String == "Query cost is 2062, which exceeds the single query max cost limit (1000).")
        let extensions = error?["extensions"] as? [String: Any]
        #expect(extensions?["code"] as? String == "MAX_COST_EXCEEDED")
        #expect(extensions?["cost"] as? Int == 2062 && extensions?["maxCost"] as? Int == 1000)
        let (_, answered) = try await demo.raw(expensive, variables: ["n": 20])
        #expect(answered["errors"] == nil && answered["data"] != nil)
        // 2 + 20 × (1 + 2 + 100 × 1) = 2062. Through the client, the refusal is said as such and not retried.
        let tokenless = try DemoHarness(token: "")
        do {
            _ = try await tokenless.client.send(ProductsQuery(first: 3000))
            Issue.record("an over-budget query was answered")
        } catch let error as StorefrontError {
            #expect(!error.isRetryable)
            #expect(error.description.hasPrefix("the store refused the query as too expensive (Query cost is"))
        }
    }
}
