import Foundation
import Testing

/// `shopterm cart discount|gift-card|note` as a person runs them, against the built-in demo store.
@Suite struct MoneyOffCLITests {
    let shopterm = Shopterm()
    static let card = "GIFT-0025-TRAIL"

    @Test func aDiscountCodeShowsWhatItTakesOffAndAnUnknownOneIsRefused() async throws {
        #expect(try await shopterm.run(["cart", "add", "swift-runner", "--variant", "9 / Black"]).status == 0)
        let added = try await shopterm.run(["cart", "discount", "add", "welcome10"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.contains("welcome10 takes $12.00 off."), "\(added.stderr)")
        let lines = added.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Subtotal                         $120.00"), "\(added.stdout)")
        #expect(lines.contains("Discount welcome10               -$12.00"))
        #expect(lines.contains("Total before shipping and taxes  $108.00"))
        let unknown = try await shopterm.run(["cart", "discount", "add", "NOPE"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("shopterm: the store does not know the discount code NOPE"))
        #expect(!unknown.stdout.contains("NOPE"))
        // Adding it again changes nothing and is no failure: said, with the store's totals.
        let twice = try await shopterm.run(["cart", "discount", "add", "WELCOME10"])
        #expect(twice.status == 0 && twice.stderr.contains("The discount code WELCOME10 is already on the cart."), "\(twice.stderr)")
        #expect(twice.stdout.split(separator: "\n").contains("Total before shipping and taxes  $108.00"), "\(twice.stdout)")
        let removed = try await shopterm.run(["cart", "discount", "remove", "WELCOME10"])
        #expect(removed.status == 0 && !removed.stdout.contains("Discount"))
    }

    @Test func anEmptyCartTakesNoCode() async throws {
        let result = try await shopterm.run(["cart", "discount", "add", "WELCOME10"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("the cart is empty: add something before a discount code or gift card"))
    }

    /// A gift card code is a secret: only its last 4 characters are ever shown, in text, JSON and
    /// verbose logs; the whole code lives in the cart file, readable by its owner alone.
    @Test func aGiftCardCodeNeverLeavesTheCartFile() async throws {
        #expect(try await shopterm.run(["cart", "add", "swift-runner", "--variant", "9 / Black"]).status == 0)
        var outputs: [Shopterm.Result] = []
        outputs.append(try await shopterm.run(["cart", "gift-card", "add", "-", "--verbose"], input: Self.card + "\n"))
        outputs.append(try await shopterm.run(["cart", "--json", "--verbose"]))
        outputs.append(try await shopterm.run(["cart"]))
        outputs.append(try await shopterm.run(["cart", "gift-card", "add", Self.card, "--json"]))
        outputs.append(
            try await shopterm.run([
                "checkout", "--email", "ada@example.com", "--json", "--verbose",
                "--address", "firstName=Ada,address1=1 Main St,city=Portland,provinceCode=OR,zip=97201,countryCode=US",
            ]))
        #expect(outputs[0].status == 0 && outputs[0].stderr.contains("Gift card …RAIL pays $25.00, all it holds."), "\(outputs[0].stderr)")
        #expect(outputs[2].stdout.contains("Gift cards: …RAIL"))
        #expect(outputs[3].status == 0 && outputs[3].stdout.contains("The gift card …RAIL is already on the cart."), "\(outputs[3].stdout)")
        #expect(outputs[4].status == 0 && outputs[4].stdout.contains("\"lastCharacters\" : \"RAIL\""), "\(outputs[4].stderr)")
        for output in outputs {
            for secret in [Self.card, "GIFT0025TRAIL", "0025-TRAIL"] {
                #expect(!output.stdout.contains(secret) && !output.stderr.contains(secret))
            }
        }
        let file = shopterm.home.appendingPathComponent("state/shopterm/embedded-demo/cart.json")
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self).contains(Self.card))
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test func anUnknownGiftCardIsRefusedAndNotKept() async throws {
        #expect(try await shopterm.run(["cart", "add", "swift-runner", "--variant", "9 / Black"]).status == 0)
        let result = try await shopterm.run(["cart", "gift-card", "add", "NOT-A-REAL-CARD-9876"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("shopterm: the store did not take the gift card …9876: it is unknown, used up or not valid in this store"))
        #expect(!(try await shopterm.run(["cart"])).stdout.contains("Gift cards"))
    }

    @Test func theNoteIsSavedShownAndRemoved() async throws {
        #expect(try await shopterm.run(["cart", "add", "swift-runner", "--variant", "9 / Black"]).status == 0)
        let saved = try await shopterm.run(["cart", "note", "Gift wrap, please"])
        #expect(saved.status == 0 && saved.stdout.contains("Note                             Gift wrap, please"), "\(saved.stdout)")
        #expect(try await shopterm.run(["cart"]).stdout.contains("Note: Gift wrap, please"))
        let removed = try await shopterm.run(["cart", "note", ""])
        #expect(removed.status == 0 && removed.stderr.contains("The note is removed.") && !removed.stdout.contains("Note"))
    }
}
