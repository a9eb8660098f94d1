import DemoStoreTestSupport
import Foundation
import GraphQL
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// Every catalog operation, executed by the demo store's GraphQL engine through the client.
@Suite struct EngineTests {
    let demo = try! DemoHarness()

    @Test func shop() async throws {
        let shop = try await demo.client.fetch(ShopQuery()).shop
        #expect(shop.name == "Trailhead Shoe Co.")
        #expect(shop.currencyCode == "USD")
        #expect(shop.moneyFormat == "${{amount}}")
        #expect(shop.policies.map(\.title) == ["Privacy policy", "Refund policy", "Shipping policy", "Terms of service"])
    }

    @Test func collectionsPageThroughCursors() async throws {
        var handles: [String] = []
        var after: String?
        var pages = 0
        repeat {
            let page = try await demo.client.fetch(CollectionsQuery(first: 3, after: after)).collections
            handles += page.items.map(\.handle)
            after = page.hasNextPage ? page.endCursor : nil
            pages += 1
        } while after != nil
        #expect(pages == 3)
        #expect(handles == demo.store.catalog.collections.map(\.handle))
    }

    @Test func productsOfACollection() async throws {
        let data = try await demo.client.fetch(CollectionProductsQuery(handle: "boots", first: 250))
        let collection = try #require(data.collection)
        #expect(collection.summary.title == "Boots")
        #expect(!collection.products.items.isEmpty)
        #expect(collection.products.items.allSatisfy { $0.productType == "Boots" })
        #expect(!collection.products.hasNextPage)
        #expect(try await demo.client.fetch(CollectionProductsQuery(handle: "nope", first: 5)).collection == nil)
    }

    @Test func searchQueryPassesThroughAsAVariable() async throws {
        let page = try await demo.client.fetch(ProductsQuery(first: 250, query: "tag:sale AND product_type:Running")).products
        #expect(!page.items.isEmpty)
        #expect(page.items.allSatisfy { $0.productType == "Running" && $0.isOnSale })
        let none = try await demo.client.fetch(ProductsQuery(first: 10, query: "title:zzz*")).products
        #expect(none.items.isEmpty && !none.hasNextPage && none.endCursor == nil)
    }

    @Test func sortAndReverse() async throws {
        let byPrice = try await demo.client.fetch(ProductsQuery(first: 250, sortKey: .price)).products.items.map(\.minPrice.amount)
        #expect(byPrice == byPrice.sorted())
        let reversed = try await demo.client.fetch(ProductsQuery(first: 250, sortKey: .price, reverse: true)).products.items.map(\.minPrice.amount)
        #expect(reversed == byPrice.reversed())
    }

    @Test func productByHandleAndByID() async throws {
        let product = try #require(try await demo.client.fetch(ProductQuery(.handle("swift-runner"))).product)
        #expect(product.summary.title == "Swift Runner")
        #expect(
            product.options == [
                ProductOption(name: "Size", values: ["7", "8", "9", "10", "11", "12"]),
                ProductOption(name: "Color", values: ["Black", "White", "Volt"]),
            ])
        #expect(product.variants.count == 18)
        #expect(product.images.count == 3)
        #expect(product.variant(matching: ["Size": "9", "Color": "White"])?.title == "9 / White")
        let byID = try await demo.client.fetch(ProductQuery(.id(product.summary.id))).product
        #expect(byID == product)
        #expect(try await demo.client.fetch(ProductQuery(.handle("no-such-shoe"))).product == nil)
    }

    @Test func nodeFindsProductsVariantsAndCollections() async throws {
        let product = try await demo.client.fetch(NodeQuery(id: "gid://shopify/Product/1")).node
        guard case .product(let summary)? = product else {
            Issue.record("not a product")
            return
        }
        #expect(summary.handle == "swift-runner")
        let variant = try await demo.client.fetch(NodeQuery(id: "gid://shopify/ProductVariant/2")).node
        guard case .variant(let found, let handle, _)? = variant else {
            Issue.record("not a variant")
            return
        }
        #expect(found.title == "8 / Black" && handle == "swift-runner")
        guard case .collection(let collection)? = try await demo.client.fetch(NodeQuery(id: "gid://shopify/Collection/3")).node else {
            Issue.record("not a collection")
            return
        }
        #expect(collection.handle == "boots")
        #expect(try await demo.client.fetch(NodeQuery(id: "gid://shopify/Product/999999")).node == nil)
    }

    @Test func typenameOfANode() async throws {
        let (status, json) = try await demo.raw(#"{ node(id: "gid://shopify/Shop/1") { __typename id } }"#)
        #expect(status == 200)
        #expect(((json["data"] as? [String: Any])?["node"] as? [String: String]) == ["__typename": "Shop", "id": "gid://shopify/Shop/1"])
    }

    @Test func invalidDocumentsGetGraphQLErrorsWithLocations() async throws {
        let (status, json) = try await demo.raw("{\n  shop { nme }\n}")
        #expect(status == 200)
        let error = try #require((json["errors"] as? [[String: Any]])?.first)
        #expect(error["message"] as? String == #"Cannot query field "nme" on type "Shop". Did you mean "name"?"#)
        #expect((error["locations"] as? [[String: Int]]) == [["line": 2, "column": 10]])
        #expect(json["data"] == nil)
        let (_, syntax) = try await demo.raw("{ shop { ")
        #expect(syntax.errorMessages.first?.hasPrefix("Syntax Error") == true)
        let (_, unknownArgument) = try await demo.raw("{ products(first: 1, bogus: 2) { nodes { id } } }")
        #expect(unknownArgument.errorMessages == [#"Field "products" on type "QueryRoot" does not have argument "bogus"."#])
    }

    @Test func paginationRulesAreShopifys() async throws {
        #expect(try await demo.raw("{ products { nodes { id } } }").1.errorMessages == ["you must provide one of first or last"])
        #expect(try await demo.raw("{ products(last: 2) { nodes { id } } }").1.errorMessages == ["using last without before is not supported"])
        #expect(
            try await demo.raw("{ products(first: 251) { nodes { id } } }").1.errorMessages
                == ["The `first` argument must be between 0 and 250 (got 251)"])
        #expect(
            try await demo.raw(#"{ products(first: 2, after: "garbage") { nodes { id } } }"#).1.errorMessages
                == ["Invalid cursor for current pagination sort."])
    }

    @Test func lastAndBeforePageBackwards() async throws {
        let first = try await demo.client.fetch(ProductsQuery(first: 4)).products
        let cursor = try #require(first.endCursor)
        let (_, json) = try await demo.raw(
            "query($b: String) { products(last: 2, before: $b) { nodes { handle } pageInfo { hasPreviousPage hasNextPage } } }",
            variables: ["b": cursor])
        let products = (json["data"] as? [String: Any])?["products"] as? [String: Any]
        let handles = (products?["nodes"] as? [[String: Any]])?.compactMap { $0["handle"] as? String }
        #expect(handles == first.items[1...2].map(\.handle))
        #expect((products?["pageInfo"] as? [String: Bool]) == ["hasPreviousPage": true, "hasNextPage": true])
    }

    @Test func inContextIsAccepted() async throws {
        let demo = try DemoHarness()
        let client = StorefrontClient(
            configuration: .init(endpoint: InProcessTransport.endpoint, token: "", buyer: BuyerContext(country: "CA", language: "FR")),
            transport: InProcessTransport(store: demo.store))
        #expect(try await client.fetch(ShopQuery()).shop.name == "Trailhead Shoe Co.")
    }

    @Test func printedSchemaIsTheGeneratedSubset() {
        #expect(DemoGraphQLEngine.schemaSDL.hasPrefix("schema {\n  query: QueryRoot\n  mutation: Mutation\n}"))
        #expect(DemoGraphQLEngine.schemaSDL.contains("cartCreate(input: CartInput): CartCreatePayload"))
        #expect(!DemoGraphQLEngine.schemaSDL.contains("checkoutCreate"))
        #expect(DemoGraphQLEngine.schemaSDL.contains("directive @inContext(country: CountryCode, language: LanguageCode"))
    }

    /// A resolver whose key names no field would silently never run: building the schema refuses it.
    @Test func aResolverForAFieldTheSchemaLacksIsRefused() throws {
        var resolvers = CatalogResolvers.table
        resolvers["Shop.nmae"] = resolver(ShopSource.self) { source, _, _ in source.shop.name }
        #expect(throws: GraphQLError.self) {
            try ExecutableSchema(resolvers: resolvers, typeName: { _ in nil }, serializeScalar: { _ in .null }).build(
                sdl: DemoGraphQLEngine.schemaSDL)
        }
        _ = try ExecutableSchema(resolvers: CatalogResolvers.table, typeName: { _ in nil }, serializeScalar: { _ in .null })
            .build(sdl: DemoGraphQLEngine.schemaSDL)
    }
}
