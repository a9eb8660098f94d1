import Foundation
import Testing

@testable import StoreKitCore

/// Selling plans on the client: read from the product's groups, priced for display, kept on
/// cart lines (which old cart files do not have), and sent with the line.
@Suite struct SellingPlanTests {
    static func usd(_ amount: String) -> Money { Money(amount: amount, currencyCode: "USD")! }

    @Test func aPlansFirstPriceIsTheStoresRule() {
        func plan(_ adjustment: SellingPlan.Adjustment...) -> SellingPlan {
            SellingPlan(id: "gid://shopify/SellingPlan/1", name: "P", groupName: "G", priceAdjustments: adjustment.map { .init($0) })
        }
        #expect(plan(.percentage(15)).firstPrice(of: Self.usd("12.35")) == Self.usd("10.50"))
        #expect(plan(.percentage(100)).firstPrice(of: Self.usd("12.35")) == Self.usd("0"))
        #expect(plan(.amountOff(Self.usd("30.00"))).firstPrice(of: Self.usd("20.00")) == Self.usd("0"))
        #expect(plan(.price(Self.usd("9.99"))).firstPrice(of: Self.usd("20.00")) == Self.usd("9.99"))
        #expect(plan().firstPrice(of: Self.usd("20.00")) == Self.usd("20.00"))
        let stepped = SellingPlan(
            id: "gid://shopify/SellingPlan/2", name: "Intro", groupName: "G",
            priceAdjustments: [.init(.percentage(50), orderCount: 3), .init(.percentage(10))])
        #expect(stepped.adjustmentText { "$\($0.plainAmount)" } == "50% off the first 3 orders, then 10% off")
        #expect(SellingPlan.named(" intro ", in: [stepped])?.id == stepped.id)
        #expect(SellingPlan.named("gid://shopify/SellingPlan/2", in: [stepped]) != nil)
        #expect(SellingPlan.named("Outro", in: [stepped]) == nil)
    }

    /// A plan with an adjustment this client does not know is left out rather than shown at a wrong price.
    @Test func groupsAreFlattenedAndUnknownAdjustmentsLeftOut() throws {
        let json = """
            {"id": "gid://shopify/Product/1", "handle": "coffee", "title": "Coffee", "vendor": "", "productType": "", "availableForSale": true,
             "priceRange": {"minVariantPrice": {"amount": "20.0", "currencyCode": "USD"}, "maxVariantPrice": {"amount": "20.0", "currencyCode": "USD"}},
             "compareAtPriceRange": {"minVariantPrice": {"amount": "0.0", "currencyCode": "USD"}, "maxVariantPrice": {"amount": "0.0", "currencyCode": "USD"}},
             "description": "", "options": [], "images": {"nodes": []},
             "variants": {"nodes": [], "pageInfo": {"hasNextPage": false}},
             "requiresSellingPlan": true,
             "sellingPlanGroups": {"nodes": [
               {"name": "Subscribe", "sellingPlans": {"nodes": [
                 {"id": "gid://shopify/SellingPlan/1", "name": "Monthly", "priceAdjustments": [
                   {"orderCount": null, "adjustmentValue": {"__typename": "SellingPlanPercentagePriceAdjustment", "adjustmentPercentage": 10}}]},
                 {"id": "gid://shopify/SellingPlan/2", "name": "Future", "priceAdjustments": [
                   {"orderCount": null, "adjustmentValue": {"__typename": "SellingPlanSomethingNew"}}]}]}},
               {"name": "Prepaid", "sellingPlans": {"nodes": [
                 {"id": "gid://shopify/SellingPlan/3", "name": "Year", "priceAdjustments": [
                   {"orderCount": null, "adjustmentValue": {"__typename": "SellingPlanFixedPriceAdjustment", "price": {"amount": "200.0", "currencyCode": "USD"}}}]}]}}]}}
            """
        let product = try JSONDecoder().decode(Product.self, from: Data(json.utf8))
        #expect(product.requiresSellingPlan)
        #expect(product.sellingPlans.map(\.name) == ["Monthly", "Year"])
        #expect(product.sellingPlans.map(\.groupName) == ["Subscribe", "Prepaid"])
        #expect(product.sellingPlans.last?.priceAdjustments.first?.adjustment == .price(Self.usd("200")))
        // As JSON (`--json`): one key says which adjustment.
        let encoded = String(decoding: try JSONEncoder().encode(product.sellingPlans[0].priceAdjustments[0].adjustment), as: UTF8.self)
        #expect(encoded == #"{"percentageOff":10}"#)
    }

    @Test func theSameVariantOnAnotherPlanIsAnotherLine() throws {
        let plan = LinePlan(id: "gid://shopify/SellingPlan/1", name: "Monthly")
        var cart = LocalCart()
        try cart.add(LocalCartFixtures.line(1, quantity: 2))
        var planned = LocalCartFixtures.line(1)
        planned.plan = plan
        #expect(try cart.add(planned) == 2)
        #expect(try cart.add(planned) == 2)
        #expect(cart.lines.map(\.quantity) == [2, 2])
        #expect(
            cart.inputs == [
                LineInput(variantID: "gid://shopify/ProductVariant/1", quantity: 2),
                LineInput(variantID: "gid://shopify/ProductVariant/1", quantity: 2, sellingPlanID: plan.id),
            ])
        #expect(cart.lines[1].title == "Shoe 1 (9 / Black, Monthly)")
        // The store took none of the plan's line: only that line goes.
        cart.follow([CartAdjustment(key: cart.lines[1].key, title: cart.lines[1].title, asked: 2, accepted: 0)])
        #expect(cart.lines.count == 1 && cart.lines[0].plan == nil)
    }

    /// Cart files written before plans decode with none; the plan survives a round trip.
    @Test func cartFilesWithAndWithoutPlansDecode() throws {
        let old =
            #"{"format": 1, "lines": [{"variantID": "gid://shopify/ProductVariant/1", "quantity": 1, "productTitle": "Shoe", "productHandle": "shoe", "variantTitle": "9", "price": {"amount": "10.00", "currencyCode": "USD"}}]}"#
        let cart = try JSONDecoder().decode(LocalCart.self, from: Data(old.utf8))
        #expect(cart.lines.first?.plan == nil)
        var planned = cart
        planned.lines[0].plan = LinePlan(id: "gid://shopify/SellingPlan/9", name: "Weekly")
        let again = try JSONDecoder().decode(LocalCart.self, from: JSONEncoder().encode(planned))
        #expect(again == planned)
    }

    /// `CartLineInput.sellingPlanId` goes with a line on a plan, and only then.
    @Test func aLinesPlanIsSent() {
        let create = CartMutation<CartCreate>(
            lines: [
                LineInput(variantID: "gid://shopify/ProductVariant/1", quantity: 1),
                LineInput(variantID: "gid://shopify/ProductVariant/1", quantity: 2, sellingPlanID: "gid://shopify/SellingPlan/9"),
            ],
            email: nil, countryCode: nil, address: nil)
        guard case .object(let input)? = create.variables["input"], case .array(let lines)? = input["lines"] else {
            Issue.record("no lines")
            return
        }
        #expect(
            lines == [
                .object(["merchandiseId": .string("gid://shopify/ProductVariant/1"), "quantity": .int(1)]),
                .object([
                    "merchandiseId": .string("gid://shopify/ProductVariant/1"), "quantity": .int(2),
                    "sellingPlanId": .string("gid://shopify/SellingPlan/9"),
                ]),
            ])
    }
}
