import Foundation
import Testing

/// Every document shopterm sends, and the demo store's schema, checked against Shopify's real
/// Storefront schemas (Tests/StorefrontSchemas) with the repository's `scripts/storefront-check`
/// (which needs python3 with graphql-core, as scripts/setup.sh installs).
@Suite struct SchemaFidelityTests {
    static let checker = Shopterm.packageRoot.appendingPathComponent("scripts/storefront-check")
    static let available: Bool = {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import graphql"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        if probe.terminationStatus != 0 { print("SchemaFidelityTests: skipped: python3 with graphql-core is not installed (scripts/setup.sh)") }
        return probe.terminationStatus == 0
    }()

    func check(_ mode: String, _ content: String) async throws -> Shopterm.Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-\(UUID().uuidString)")
        try Data(content.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = Self.checker
        process.arguments = [mode, file.path]
        return try await Shopterm.capture(process, timeout: 120)
    }

    @Test(.enabled(if: available)) func operationsValidateAgainstTheRealSchemas() async throws {
        let manifest = try await Shopterm().run(["operations"])
        #expect(manifest.status == 0)
        let result = try await check("operations", manifest.stdout)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix(" problems\n") && result.stdout.contains("operations checked, 0 problems"), "\(result.stdout)")
    }

    /// The check can fail: an invented field, a re-typed argument and an invented type are each named.
    @Test(.enabled(if: available)) func theCheckFindsWhatTheAPIDoesNotHave() async throws {
        let manifest = #"{"operations": [{"name": "Bad", "document": "query Bad { shop { name invented } }"}]}"#
        let operations = try await check("operations", manifest)
        #expect(operations.status == 1)
        #expect(operations.stdout.contains("Bad [2026-04]: Cannot query field 'invented' on type 'Shop'."), "\(operations.stdout)")
        #expect(operations.stdout.contains("Bad [2026-10]: Cannot query field 'invented' on type 'Shop'."), "\(operations.stdout)")
        let sdl =
            "schema { query: QueryRoot }\ntype QueryRoot { shop: Shop! products(first: String): ProductConnection! }\n"
            + "type Shop { name: String! }\ntype ProductConnection { nodes: [Invented!]! }\ntype Invented { id: ID }"
        let subset = try await check("subset", sdl)
        #expect(subset.status == 1)
        #expect(subset.stdout.contains("type Invented: not in the Storefront API"), "\(subset.stdout)")
        #expect(subset.stdout.contains("QueryRoot.products(first:): String here, Int in the API"), "\(subset.stdout)")
    }

    /// A field 2026-07 brought (`Cart.discountApplications`) is refused by the versions before it
    /// unless the operation says it is sent only from 2026-07 on; then only 2026-10 checks it.
    @Test(.enabled(if: available)) func aNewerFieldIsCheckedFromItsVersionOn() async throws {
        let document = "query New($id: ID!) { cart(id: $id) { discountApplications { value { __typename } } } }"
        let unmarked = try await check("operations", #"{"operations": [{"name": "New", "document": "\#(document)"}]}"#)
        #expect(unmarked.status == 1)
        #expect(unmarked.stdout.contains("New [2026-04]: Cannot query field 'discountApplications' on type 'Cart'."), "\(unmarked.stdout)")
        #expect(!unmarked.stdout.contains("New [2026-10]"), "\(unmarked.stdout)")
        let marked = try await check("operations", #"{"operations": [{"name": "New", "document": "\#(document)", "since": "2026-07"}]}"#)
        #expect(marked.status == 0, "\(marked.stdout)")
    }

    @Test(.enabled(if: available)) func demoSchemaIsASubsetOfTheRealOne() async throws {
        let schema = try await Shopterm().run(["demo-server", "--print-schema"])
        #expect(schema.status == 0)
        let result = try await check("subset", schema.stdout)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("types checked, 0 problems"), "\(result.stdout)")
    }

    @Test func manifestListsEveryOperationWithItsDocument() async throws {
        let manifest = try JSONSerialization.jsonObject(with: Data(try await Shopterm().run(["operations"]).stdout.utf8)) as? [String: Any]
        let operations = manifest?["operations"] as? [[String: Any]] ?? []
        // The cart's operations twice: before 2026-07 (the cart's `discountAllocations`) and
        // from it (`discountApplications`, each line's and delivery group's allocations).
        let cart = [
            "Cart", "CartCreate", "CartLinesAdd", "CartLinesUpdate", "CartLinesRemove", "CartBuyerIdentityUpdate",
            "CartDeliveryAddressesAdd", "CartDeliveryAddressesUpdate", "CartDeliveryAddressesReplace", "CartSelectedDeliveryOptionsUpdate",
            "CartDiscountCodesUpdate", "CartGiftCardCodesAdd", "CartGiftCardCodesUpdate", "CartGiftCardCodesRemove", "CartNoteUpdate",
        ]
        let catalog: [String] = [
            "Shop", "Home", "Collections", "CollectionProducts", "Products", "SearchProducts", "PredictiveSearch", "ProductRecommendations",
            "Localization", "Product", "ProductVariants", "VariantBySelection", "ProductStock", "VariantStock", "ProductTags", "Menu", "Node",
        ]
        let customer: [String] = [
            "CustomerCreate", "CustomerAccessTokenCreate", "CustomerAccessTokenRenew", "CustomerAccessTokenDelete", "CustomerRecover",
            "CustomerActivateByUrl", "CustomerResetByUrl", "Customer", "CustomerAddresses", "CustomerOrders", "CustomerAddressCreate",
            "CustomerAddressUpdate", "CustomerAddressDelete", "CustomerDefaultAddressUpdate", "CustomerUpdate",
        ]
        // A cart document changed with 2025-10 (nested lines) and 2026-07 (discounts): three
        // spans, two for the mutations that 2025-10 brought.
        let sinceOctober2025 = ["CartDeliveryAddressesReplace", "CartGiftCardCodesAdd"]
        let spans: [String] = cart.flatMap { sinceOctober2025.contains($0) ? [$0, $0] : [$0, $0, $0] }
        let names: [String] = operations.compactMap { $0["name"] as? String }
        #expect(names == catalog + spans + customer)
        #expect(
            operations.allSatisfy { entry in
                let name = entry["name"] as? String ?? ""
                let document = entry["document"] as? String ?? ""
                return document.contains("query \(name)(") || document.contains("mutation \(name)(")
            })
        #expect(operations.allSatisfy { Set($0.keys).subtracting(["since", "before"]) == ["name", "document", "cost"] })
        // Only what older versions do not answer says since when; only what newer versions are
        // sent otherwise says before which.
        let since: [String] = operations.filter { $0["since"] != nil }.map { "\($0["name"]!) \($0["since"]!)" }
        #expect(since == cart.flatMap { ["\($0) 2025-10", "\($0) 2026-07"] })
        let before: [String] = cart.flatMap { name -> [String] in
            (sinceOctober2025.contains(name) ? [] : ["\(name) 2025-10"]) + ["\(name) 2026-07"]
        }
        #expect(operations.filter { $0["before"] != nil }.map { "\($0["name"]!) \($0["before"]!)" } == before)
        // The newer documents read each discount; the older ones the cart's allocations.
        for entry in operations where cart.contains(entry["name"] as? String ?? "") {
            let document = entry["document"] as? String ?? ""
            #expect(document.contains("discountApplications") == (entry["since"] as? String == "2026-07"), "\(entry["name"]!)")
        }
        // Each within what a store answers tokenless, at the largest page shopterm asks for.
        #expect(operations.allSatisfy { (1...1_000).contains($0["cost"] as? Int ?? 0) })
    }
}
