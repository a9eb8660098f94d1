import DemoStoreTestSupport
import Foundation
import StoreKitCore
import Testing

@testable import StoreKitDemo

/// Nested cart lines (add-ons, Storefront API 2025-10 on): `CartLineInput.parent` and
/// `CartLine.parentRelationship`, with Shopify's documented rules: after the parent, removed
/// with it, never under itself.
@Suite struct NestedCartLineTests {
    /// A $100 shoe, a $9 protection plan, a $5 sock, and a bundle (shoe and sock) for $99.
    static let catalog = try! DemoCatalog(
        file: CatalogFile.decodeInFileOrder(
            Data(
                """
                {"shop": {"name": "Shoes"},
                 "products": [{"handle": "shoe", "title": "Shoe", "variants": [{"price": "100.00"}]},
                              {"handle": "plan", "title": "Plan", "variants": [{"price": "9.00"}]},
                              {"handle": "sock", "title": "Sock", "variants": [{"price": "5.00"}]},
                              {"handle": "kit", "title": "Kit", "variants": [{"price": "99.00"}],
                               "components": [{"product": "shoe"}, {"product": "sock"}]}]}
                """.utf8)))
    static let shoe = "gid://shopify/ProductVariant/1"
    static let plan = "gid://shopify/ProductVariant/2"
    static let sock = "gid://shopify/ProductVariant/3"
    static let kit = "gid://shopify/ProductVariant/4"

    let harness = try! DemoHarness(catalog: NestedCartLineTests.catalog)

    static let lineFields = """
        lines(first: 50) { nodes { id quantity merchandise { ... on ProductVariant { id } }
          ... on CartLine { parentRelationship { parent { id merchandise { ... on ProductVariant { id } } } } } } }
        """

    /// A line as the tests compare them: its variant and its parent's variant.
    struct Row: Equatable, CustomStringConvertible {
        var variant: String
        var parentVariant: String?
        var quantity: Int
        var description: String { "\(variant.split(separator: "/").last!)<\(parentVariant?.split(separator: "/").last ?? "-")>×\(quantity)" }
    }

    static func rows(_ cart: [String: Any]) throws -> [Row] {
        let nodes = try #require((cart["lines"] as? [String: Any])?["nodes"] as? [[String: Any]])
        return try nodes.map { node in
            let parent = (node["parentRelationship"] as? [String: Any])?["parent"] as? [String: Any]
            return Row(
                variant: try #require((node["merchandise"] as? [String: Any])?["id"] as? String),
                parentVariant: (parent?["merchandise"] as? [String: Any])?["id"] as? String, quantity: try #require(node["quantity"] as? Int))
        }
    }

    /// The payload of `mutation` (its data's only field).
    /// `variables` declares each variable (`["cartId": ("ID!", id)]`), passed as the field's argument of its name.
    func mutate(_ field: String, _ variables: KeyValuePairs<String, (type: String, value: Any)>) async throws -> [String: Any] {
        let declarations = variables.map { "$\($0.key): \($0.value.type)" }.joined(separator: ", ")
        let arguments = variables.map { "\($0.key): $\($0.key)" }.joined(separator: ", ")
        let (_, answer) = try await harness.raw(
            "mutation(\(declarations)) { \(field)(\(arguments)) { cart { id \(Self.lineFields) } userErrors { field code message } } }",
            variables: Dictionary(uniqueKeysWithValues: variables.map { ($0.key, $0.value.value) }))
        #expect(answer.errorMessages.isEmpty, "\(answer.errorMessages)")
        return try #require((answer["data"] as? [String: Any])?[field] as? [String: Any])
    }

    func create(_ lines: [[String: Any]]) async throws -> [String: Any] {
        try await mutate("cartCreate", ["input": ("CartInput!", ["lines": lines])])
    }

    func add(_ cartID: String, _ lines: [[String: Any]]) async throws -> [String: Any] {
        try await mutate("cartLinesAdd", ["cartId": ("ID!", cartID), "lines": ("[CartLineInput!]!", lines)])
    }

    static func cart(_ payload: [String: Any]) throws -> [String: Any] { try #require(payload["cart"] as? [String: Any]) }

    static func lineID(_ cart: [String: Any], variant: String, at index: Int = 0) throws -> String {
        let nodes = try #require((cart["lines"] as? [String: Any])?["nodes"] as? [[String: Any]])
        let matching = nodes.filter { ($0["merchandise"] as? [String: Any])?["id"] as? String == variant }
        return try #require(matching.dropFirst(index).first?["id"] as? String)
    }

    static func errors(_ payload: [String: Any]) -> [[String: Any]] { payload["userErrors"] as? [[String: Any]] ?? [] }

    @Test func aParentAddedInTheSameRequestComesFirstAndItsAddOnRightAfterIt() async throws {
        // The add-on is listed before its parent, and another line between them.
        let payload = try await create([
            ["merchandiseId": Self.plan, "parent": ["merchandiseId": Self.shoe]], ["merchandiseId": Self.shoe], ["merchandiseId": Self.sock],
        ])
        #expect(Self.errors(payload).isEmpty)
        let rows = try Self.rows(try Self.cart(payload))
        #expect(rows.map(\.description) == ["1<->×1", "2<1>×1", "3<->×1"])
    }

    @Test func theSameVariantUnderTheSameParentAddsToItsLineAndElsewhereIsAnotherLine() async throws {
        let created = try Self.cart(try await create([["merchandiseId": Self.shoe], ["merchandiseId": Self.sock]]))
        let cartID = try #require(created["id"] as? String)
        let shoeLine = try Self.lineID(created, variant: Self.shoe)
        let sockLine = try Self.lineID(created, variant: Self.sock)
        _ = try await add(cartID, [["merchandiseId": Self.plan, "parent": ["lineId": shoeLine]]])
        _ = try await add(cartID, [["merchandiseId": Self.plan, "quantity": 2, "parent": ["lineId": shoeLine]]])
        _ = try await add(cartID, [["merchandiseId": Self.plan, "parent": ["merchandiseId": Self.sock]]])
        let payload = try await add(cartID, [["merchandiseId": Self.plan]])
        #expect(Self.errors(payload).isEmpty)
        // The shoe's plan (3), the sock's plan (another line, after the sock), the plan on its own.
        #expect(try Self.rows(try Self.cart(payload)).map(\.description) == ["1<->×1", "2<1>×3", "3<->×1", "2<3>×1", "2<->×1"])
        let parent = try #require(
            (((try Self.cart(payload)["lines"] as? [String: Any])?["nodes"] as? [[String: Any]])?[3]["parentRelationship"] as? [String: Any])?[
                "parent"] as? [String: Any])
        #expect(parent["id"] as? String == sockLine)
    }

    @Test func removingAParentRemovesItsAddOnsAsDoesSettingItToZero() async throws {
        let created = try Self.cart(
            try await create([
                ["merchandiseId": Self.shoe], ["merchandiseId": Self.plan, "parent": ["merchandiseId": Self.shoe]],
                ["merchandiseId": Self.sock], ["merchandiseId": Self.plan, "parent": ["merchandiseId": Self.sock]],
            ]))
        let cartID = try #require(created["id"] as? String)
        let removed = try await mutate(
            "cartLinesRemove", ["cartId": ("ID!", cartID), "lineIds": ("[ID!]!", [try Self.lineID(created, variant: Self.shoe)])])
        #expect(Self.errors(removed).isEmpty)
        #expect(try Self.rows(try Self.cart(removed)).map(\.description) == ["3<->×1", "2<3>×1"])
        let updated = try await mutate(
            "cartLinesUpdate",
            ["cartId": ("ID!", cartID), "lines": ("[CartLineUpdateInput!]!", [["id": try Self.lineID(created, variant: Self.sock), "quantity": 0]])])
        #expect(Self.errors(updated).isEmpty)
        #expect(try Self.rows(try Self.cart(updated)).isEmpty)
    }

    @Test func anAddOnsOwnRemovalLeavesItsParent() async throws {
        let created = try Self.cart(
            try await create([["merchandiseId": Self.shoe], ["merchandiseId": Self.plan, "parent": ["merchandiseId": Self.shoe]]]))
        let removed = try await mutate(
            "cartLinesRemove",
            ["cartId": ("ID!", try #require(created["id"] as? String)), "lineIds": ("[ID!]!", [try Self.lineID(created, variant: Self.plan)])])
        #expect(try Self.rows(try Self.cart(removed)).map(\.description) == ["1<->×1"])
    }

    @Test(arguments: [
        (["lineId": "gid://shopify/CartLine/nope"], "The parent line with id gid://shopify/CartLine/nope does not exist."),
        (["merchandiseId": NestedCartLineTests.sock], "is not a line of the request or of the cart"),
        (["lineId": "x", "merchandiseId": NestedCartLineTests.shoe], "exactly one of lineId and merchandiseId"),
        ([:], "exactly one of lineId and merchandiseId"),
        (["merchandiseId": NestedCartLineTests.kit], "A bundle cannot have nested lines"),
    ])
    func aBadParentIsAUserErrorOnTheParentField(parent: [String: String], message: String) async throws {
        let created = try Self.cart(try await create([["merchandiseId": Self.shoe], ["merchandiseId": Self.kit]]))
        let payload = try await add(try #require(created["id"] as? String), [["merchandiseId": Self.plan, "parent": parent]])
        let error = try #require(Self.errors(payload).first)
        #expect(error["code"] as? String == "INVALID_MERCHANDISE_LINE")
        #expect(error["field"] as? [String] == ["lines", "0", "parent"])
        #expect((error["message"] as? String)?.contains(message) == true, "\(error)")
        #expect(payload["cart"] is NSNull)
    }

    @Test func aVariantCannotBeNestedUnderItself() async throws {
        let created = try Self.cart(try await create([["merchandiseId": Self.shoe]]))
        let cartID = try #require(created["id"] as? String)
        for parent in [["merchandiseId": Self.shoe], ["lineId": try Self.lineID(created, variant: Self.shoe)]] {
            let payload = try await add(cartID, [["merchandiseId": Self.shoe, "parent": parent]])
            let error = try #require(Self.errors(payload).first)
            #expect(error["code"] as? String == "INVALID_MERCHANDISE_LINE")
            #expect(error["message"] as? String == "The merchandise with id \(Self.shoe) cannot be nested under itself.")
        }
    }

    @Test func anAddOnCannotBeAParentNorABundleNested() async throws {
        let created = try Self.cart(
            try await create([["merchandiseId": Self.shoe], ["merchandiseId": Self.plan, "parent": ["merchandiseId": Self.shoe]]]))
        let cartID = try #require(created["id"] as? String)
        let underAddOn = try await add(cartID, [["merchandiseId": Self.sock, "parent": ["lineId": try Self.lineID(created, variant: Self.plan)]]])
        #expect((Self.errors(underAddOn).first?["message"] as? String)?.contains("cannot be a parent") == true)
        let bundle = try await add(cartID, [["merchandiseId": Self.kit, "parent": ["merchandiseId": Self.shoe]]])
        #expect(Self.errors(bundle).first?["field"] as? [String] == ["lines", "0", "parent"])
    }

    @Test func aNewCartsErrorsNameItsInput() async throws {
        let payload = try await create([["merchandiseId": Self.plan, "parent": ["merchandiseId": Self.shoe]]])
        #expect(Self.errors(payload).first?["field"] as? [String] == ["input", "lines", "0", "parent"])
        #expect(payload["cart"] is NSNull)
    }

    @Test func versionsBefore2025_10RefuseTheParentAndItsRelationship() async throws {
        let lines: [[String: Any]] = [["merchandiseId": Self.shoe], ["merchandiseId": Self.plan, "parent": ["merchandiseId": Self.shoe]]]
        let query = "mutation($input: CartInput!) { cartCreate(input: $input) { cart { id } } }"
        let (_, old) = try await harness.raw(query, variables: ["input": ["lines": lines]], path: "/api/2025-07/graphql.json")
        #expect(
            old.errorMessages == [
                "Variable $input of type CartInput! was provided invalid value for lines.1.parent (Field is not defined on CartLineInput)"
            ])
        #expect(old["data"] == nil)
        let literal = """
            mutation { cartCreate(input: {lines: [{merchandiseId: "\(Self.shoe)", parent: {merchandiseId: "\(Self.sock)"}}]}) { cart { id } } }
            """
        let (_, oldLiteral) = try await harness.raw(literal, path: "/api/2025-07/graphql.json")
        #expect(
            oldLiteral.errorMessages == [
                #"Argument 'input' on Field 'cartCreate' has an invalid value ({lines: [{merchandiseId: "\#(Self.shoe)", parent: {merchandiseId: "\#(Self.sock)"}}]}). Expected type 'CartInput'."#
            ])
        let (_, oldField) = try await harness.raw(
            "{ cart(id: \"x\") { lines(first: 1) { nodes { ... on CartLine { parentRelationship { parent { id } } } } } } }",
            path: "/api/2025-07/graphql.json")
        #expect(oldField.errorMessages == ["Field 'parentRelationship' doesn't exist on type 'CartLine'"])
        let (_, current) = try await harness.raw(query, variables: ["input": ["lines": lines]], path: "/api/2025-10/graphql.json")
        #expect(current.errorMessages.isEmpty, "\(current.errorMessages)")
        let (_, plain) = try await harness.raw(
            query, variables: ["input": ["lines": [["merchandiseId": Self.shoe]]]], path: "/api/2025-07/graphql.json")
        #expect(plain.errorMessages.isEmpty)
    }
}
