import Foundation
import StoreKitTestSupport
import Testing

@testable import StoreKitCore

/// Checklist 5–8: how answers become results or errors.
@Suite struct ResponseTests {
    func send(_ steps: [ScriptedTransport.Step]) async throws -> GraphQLResponse<ShopQuery.Data> {
        try await Fixtures.client(ScriptedTransport(steps), retry: .none).send(ShopQuery())
    }

    @Test func transportFailureIsATransportError() async {
        await #expect(throws: StorefrontError.transport(.cannotConnect("refused"))) {
            try await send([.fail(.cannotConnect("refused"))])
        }
    }

    @Test func aMissingNetworkLayerIsSaidPlainlyAndNotRetried() async {
        let error = StorefrontError.transport(.unavailable("libcurl is not installed (Debian/Ubuntu: apt-get install libcurl4)"))
        #expect(error.description == "shopterm cannot use the network: libcurl is not installed (Debian/Ubuntu: apt-get install libcurl4)")
        #expect(!error.isRetryable)
        #expect(StorefrontError.transport(.connectionLost).description == "the connection to the store was lost; check the connection and try again")
    }

    @Test func statusOutside2xxIsAnHTTPErrorWithRetryAfter() async {
        await #expect(throws: StorefrontError.http(status: 500, retryAfter: nil, message: "nope")) { try await send([Fixtures.status(500)]) }
        await #expect(throws: StorefrontError.http(status: 429, retryAfter: 7, message: "nope")) {
            try await send([Fixtures.status(429, headers: ["Retry-After": "7"])])
        }
    }

    @Test func retryAfterAcceptsAnHTTPDate() {
        let now = Date(timeIntervalSince1970: 1_784_000_000)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let header = formatter.string(from: now.addingTimeInterval(42))
        #expect(ResponseDecoder.retryAfter(header, now: now) == 42)
        #expect(ResponseDecoder.retryAfter("soon", now: now) == nil)
    }

    @Test func emptyBodyIsNoData() async {
        await #expect(throws: StorefrontError.noData) { try await send([Fixtures.ok("")]) }
    }

    @Test func nonJSONIsInvalidJSON() async {
        await #expect(throws: StorefrontError.invalidJSON) { try await send([Fixtures.ok("<html>oops</html>")]) }
    }

    @Test func neitherDataNorErrorsIsInvalidResponse() async {
        await #expect(throws: StorefrontError.invalidResponse) { try await send([Fixtures.ok(#"{"extensions":{}}"#)]) }
        await #expect(throws: StorefrontError.invalidResponse) { try await send([Fixtures.ok(#"[1,2]"#)]) }
    }

    @Test func graphQLErrorsCarryLocationsPathAndCode() async {
        let json = #"""
            {"errors":[{"message":"Field 'nme' doesn't exist","locations":[{"line":2,"column":9}],"path":["shop","nme",0],
            "extensions":{"code":"undefinedField"}}]}
            """#
        let expected = GraphQLError(
            message: "Field 'nme' doesn't exist", locations: [.init(line: 2, column: 9)],
            path: [.field("shop"), .field("nme"), .index(0)], code: "undefinedField")
        await #expect(throws: StorefrontError.graphQL([expected])) { try await send([Fixtures.ok(json)]) }
    }

    @Test func partialDataAndErrorsBothReachTheCaller() async throws {
        let json =
            Fixtures.shopJSON.dropLast()
            + #","errors":[{"message":"Access denied","path":["shop","refundPolicy"],"extensions":{"code":"ACCESS_DENIED"}}]}"#
        let response = try await send([Fixtures.ok(String(json))])
        #expect(response.data?.shop.name == "Shoes")
        #expect(response.errors == [GraphQLError(message: "Access denied", path: [.field("shop"), .field("refundPolicy")], code: "ACCESS_DENIED")])
    }

    @Test func undecodableDataNamesThePath() async {
        let json =
            #"{"data":{"products":{"nodes":[{"id":"gid://shopify/Product/1","handle":"a","title":7,"vendor":"","productType":""}],"pageInfo":{"hasNextPage":false}}}}"#
        let transport = ScriptedTransport([Fixtures.ok(json)])
        await #expect(throws: StorefrontError.decoding(path: "data.products.nodes[0].title", reason: "expected a string")) {
            try await Fixtures.client(transport).send(ProductsQuery(first: 1))
        }
    }

    @Test func badMoneyAmountNamesThePath() async {
        let json =
            #"{"data":{"products":{"nodes":[{"id":"gid://shopify/Product/1","handle":"a","title":"A","vendor":"","productType":"","availableForSale":true,"priceRange":{"minVariantPrice":{"amount":"1e9","currencyCode":"USD"},"maxVariantPrice":{"amount":"1","currencyCode":"USD"}},"compareAtPriceRange":{"maxVariantPrice":{"amount":"0.0","currencyCode":"USD"}},"featuredImage":null}],"pageInfo":{"hasNextPage":false}}}}"#
        await #expect(
            throws: StorefrontError.decoding(
                path: "data.products.nodes[0].priceRange.minVariantPrice.amount",
                reason: "\"1e9\" is not a decimal amount")
        ) {
            try await Fixtures.client(ScriptedTransport([Fixtures.ok(json)])).send(ProductsQuery(first: 1))
        }
    }

    @Test func userErrorsAreTypedWithTheirField() throws {
        let json =
            #"[{"field":["input","shippingAddress","zip"],"code":"INVALID","message":"Enter a valid ZIP code"},{"field":null,"message":"Try again"}]"#
        let errors = try JSONDecoder().decode([UserError].self, from: Data(json.utf8))
        #expect(errors[0] == UserError(field: ["input", "shippingAddress", "zip"], code: "INVALID", message: "Enter a valid ZIP code"))
        #expect(errors[0].description == "zip: Enter a valid ZIP code")
        #expect(errors[1].description == "Try again")
        #expect(UserError(field: ["lines", "0", "quantity"], message: "Too many").fieldName == "quantity")
    }

    @Test func errorMessagesSayWhatToDo() {
        #expect(StorefrontError.http(status: 401, retryAfter: nil).description.contains("SHOPTERM_TOKEN"))
        #expect(
            StorefrontError.http(status: 429, retryAfter: 3).description
                == "the store is rate limiting requests (HTTP 429) (retry after 3 s); wait a moment and try again")
        #expect(StorefrontError.graphQL([GraphQLError(message: "Throttled", code: "THROTTLED")]).description.contains("wait a moment"))
        #expect(StorefrontError.cacheMiss.description.contains("cache-only"))
    }

    /// A wrong shape is said in JSON's words, never a Swift type's name.
    @Test func wrongShapesAreSaidInJSONsWords() async throws {
        await #expect(throws: StorefrontError.decoding(path: "data.shop", reason: "expected an object")) {
            try await send([Fixtures.ok(#"{"data":{"shop":[]}}"#)])
        }
        #expect(ResponseDecoder.typeName([String].self) == "a list")
        #expect(ResponseDecoder.typeName([String: String].self) == "an object")
        #expect(ResponseDecoder.typeName(Decimal.self) == "a number")
    }

    /// Error bodies in the three shapes Shopify sends, at any status (200 included), are shown
    /// in the store's own words, on one line; 430 is said as Shopify's security rejection.
    @Test func theStoresOwnWordsInEveryShape() async throws {
        func failure(_ status: Int, _ body: String, type: String = "application/json") async -> String {
            do {
                _ = try await send([.respond(HTTPResponse(status: status, headers: ["Content-Type": type], body: Data(body.utf8)))])
                return "no error"
            } catch { return "\(error)" }
        }
        #expect(
            await failure(402, #"{"errors":"Unavailable Shop"}"#)
                == "the shop is frozen or unavailable (HTTP 402) (the store says: “Unavailable Shop”)")
        #expect(
            await failure(400, #"{"errors":{"query":"Required parameter missing or invalid"}}"#).hasSuffix(
                "(the store says: “Required parameter missing or invalid”)"))
        #expect(
            await failure(503, "<html><head><title>Service\n Unavailable</title></head><body><h1>Down</h1></body></html>", type: "text/html")
                == "the store had a server error (HTTP 503); try again shortly (the store says: “Service Unavailable”)")
        #expect(await failure(200, #"{"errors":"Invalid API key or access token"}"#) == "Invalid API key or access token")
        #expect(await failure(200, #"{"errors":{"query":"Parse error on \"}\""}}"#) == #"Parse error on "}""#)
        #expect(
            await failure(430, #"{"errors":"Shopify Security Rejection"}"#)
                .hasPrefix("the store turned the request away as automated traffic (HTTP 430, Shopify's security rejection)"))
        #expect(!(await failure(430, "{}").contains("rate limit")))
        // Control characters and escapes in the store's words never reach the terminal.
        #expect(!(await failure(500, "{\"errors\":\"bad\\u001b[31m\\nthing\"}").unicodeScalars.contains { $0.value < 0x20 }))
    }
}
