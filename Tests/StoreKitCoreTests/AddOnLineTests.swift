import Foundation
import Testing

@testable import StoreKitCore

/// Add-ons in the local cart (Shopify's nested cart lines): listed after their line, merged
/// with the same add-on, removed with their line, one level only, and sent with their parent.
@Suite struct AddOnLineTests {
    let shoe = LocalCartFixtures.line(1)
    let other = LocalCartFixtures.line(2)
    let plan = LocalCartFixtures.line(3)

    @Test func anAddOnFollowsItsLineAndItsOtherAddOns() throws {
        var cart = LocalCart(lines: [shoe, other])
        #expect(try cart.add(plan, under: 1) == 2)
        #expect(try cart.add(LocalCartFixtures.line(4), under: 1) == 3)
        #expect(cart.lines.map(\.variantID.rawValue.last) == ["1", "3", "4", "2"])
        #expect(cart.lines.map(\.isAddOn) == [false, true, true, false])
        #expect(cart.parentNumber(of: cart.lines[1]) == 1 && cart.parentNumber(of: cart.lines[0]) == nil)
        // The same add-on under the same line adds to it; under another line it is another line.
        #expect(try cart.add(plan, under: 1) == 2)
        #expect(cart.lines[1].quantity == 2)
        #expect(try cart.add(plan, under: 4) == 5)
        #expect(cart.lines.count == 5 && cart.lines[4].parentVariantID == other.variantID)
        #expect(cart.lines[4].key != cart.lines[1].key)
    }

    @Test func anAddOnIsOneLevelAndNotOfItself() throws {
        var cart = LocalCart(lines: [shoe])
        try cart.add(plan, under: 1)
        #expect(throws: CartError.addOnUnderAddOn(line: 2, title: plan.title)) { try cart.add(other, under: 2) }
        #expect(throws: CartError.addOnUnderItself(title: shoe.title)) { try cart.add(shoe, under: 1) }
        #expect(throws: CartError.noSuchLine(3, count: 2)) { try cart.add(other, under: 3) }
        #expect(cart.lines.count == 2)
    }

    /// A store nests add-ons under single items only: not under a bundle, and not a bundle.
    @Test func noBundleIsAParentOrAnAddOn() throws {
        var kit = LocalCartFixtures.line(5)
        kit.bundle = true
        var cart = LocalCart(lines: [shoe, kit])
        #expect(throws: CartError.addOnWithBundle(title: kit.title, underLine: 2)) { try cart.add(plan, under: 2) }
        #expect(throws: CartError.addOnWithBundle(title: kit.title, underLine: nil)) { try cart.add(kit, under: 1) }
        // A line whose checkout listed parts is a bundle too.
        cart.lines[1].bundle = nil
        cart.lines[1].bundleItems = [BundleItem(title: "Sock", quantity: 2)]
        #expect(throws: CartError.addOnWithBundle(title: kit.title, underLine: 2)) { try cart.add(plan, under: 2) }
        #expect(cart.lines.count == 2)
    }

    @Test func removingALineRemovesItsAddOnsButNotAnotherLines() throws {
        var cart = LocalCart(lines: [shoe, other])
        try cart.add(plan, under: 1)
        try cart.add(LocalCartFixtures.line(4), under: 3)
        // An add-on alone goes alone.
        var copy = cart
        let (alone, none) = try copy.removeWithAddOns(line: 2)
        #expect(alone.variantID == plan.variantID && none.isEmpty && copy.lines.count == 3)
        let (removed, addOns) = try cart.removeWithAddOns(line: 1)
        #expect(removed == shoe)
        #expect(addOns.map(\.variantID) == [plan.variantID])
        #expect(cart.lines.map(\.variantID) == [other.variantID, ProductVariant.ID("gid://shopify/ProductVariant/4")])
    }

    @Test func anAddOnIsSentUnderItsLineByVariantOrByTheStoreLine() throws {
        var cart = LocalCart(lines: [shoe])
        try cart.add(plan, under: 1)
        let input = cart.inputs[1]
        #expect(input.parentVariantID == shoe.variantID && input.isAddOn)
        #expect(
            CartInputs.line(input)
                == .object([
                    "merchandiseId": .string(plan.variantID.rawValue), "quantity": .int(1),
                    "parent": .object(["merchandiseId": .string(shoe.variantID.rawValue)]),
                ]))
        var placed = input
        placed.parentLineID = "gid://shopify/CartLine/1"
        #expect(
            CartInputs.line(placed)
                == .object([
                    "merchandiseId": .string(plan.variantID.rawValue), "quantity": .int(1),
                    "parent": .object(["lineId": .string("gid://shopify/CartLine/1")]),
                ]))
    }

    @Test func aCartFileWithoutAddOnsIsWrittenAsBeforeAndReadsBack() throws {
        // Files written before add-ons have neither key: a line without them reads as a top-level line.
        let plain = try JSONEncoder().encode(LocalCart(lines: [shoe]))
        let text = String(decoding: plain, as: UTF8.self)
        #expect(!text.contains("parentVariantID") && !text.contains("bundleItems"))
        #expect(try JSONDecoder().decode(LocalCart.self, from: plain).lines.first?.isAddOn == false)
        var cart = LocalCart(lines: [shoe])
        try cart.add(plan, under: 1)
        cart.lines[0].bundleItems = [BundleItem(title: "Sock", quantity: 2)]
        #expect(try JSONDecoder().decode(LocalCart.self, from: try JSONEncoder().encode(cart)) == cart)
    }
}
