import Foundation
import Testing

@testable import StoreKitCore

@Suite struct LocalCartTests {
    @Test func addingTheSameVariantMergesLines() throws {
        var cart = LocalCart()
        #expect(try cart.add(LocalCartFixtures.line(1, quantity: 2)) == 1)
        #expect(try cart.add(LocalCartFixtures.line(2)) == 2)
        #expect(try cart.add(LocalCartFixtures.line(1, quantity: 3)) == 1)
        #expect(cart.lines.map(\.quantity) == [5, 1])
        #expect(cart.itemCount == 6)
        #expect(cart.subtotal == Money(amount: "60.00", currencyCode: "USD"))
    }

    @Test func quantitiesAreBounded() throws {
        var cart = LocalCart()
        #expect(throws: CartError.quantityOutOfRange(0, max: 999, title: "Shoe 1 (9 / Black)")) {
            try cart.add(LocalCartFixtures.line(1, quantity: 0))
        }
        #expect(throws: CartError.quantityOutOfRange(1000, max: 999, title: "Shoe 1 (9 / Black)")) {
            try cart.add(LocalCartFixtures.line(1, quantity: 1000))
        }
        try cart.add(LocalCartFixtures.line(1, quantity: 999))
        #expect(throws: CartError.self) { try cart.add(LocalCartFixtures.line(1)) }
        #expect(cart.lines.map(\.quantity) == [999])
    }

    @Test func aCartHoldsAtMostMaxLinesDifferentItems() throws {
        var cart = LocalCart()
        for n in 1...LocalCart.maxLines { try cart.add(LocalCartFixtures.line(n)) }
        #expect(throws: CartError.tooManyLines(max: LocalCart.maxLines)) { try cart.add(LocalCartFixtures.line(LocalCart.maxLines + 1)) }
        try cart.add(LocalCartFixtures.line(1))
        #expect(cart.lines.count == LocalCart.maxLines && cart.lines[0].quantity == 2)
    }

    @Test func theStoresQuantityAvailableIsTheLimitWhenKnown() throws {
        var cart = LocalCart()
        try cart.add(LocalCartFixtures.line(1, quantity: 3, available: 4))
        #expect(throws: CartError.quantityOutOfRange(5, max: 4, title: "Shoe 1 (9 / Black)")) { try cart.setQuantity(5, ofLine: 1) }
        #expect(
            CartError.quantityOutOfRange(5, max: 4, title: "Shoe 1 (9 / Black)").description
                == "quantity 5 is not possible for Shoe 1 (9 / Black): choose 1 to 4 (the store has 4)")
        #expect(throws: CartError.self) { try cart.add(LocalCartFixtures.line(2, available: 0)) }
    }

    /// Adding to a variant the cart holds already counts what it holds: the store has 3, the
    /// cart holds 1, so 2 more fit, and the refusal says so (issue 41, the last walk's point 7).
    @Test func addingBeyondStockCountsWhatTheCartHolds() throws {
        var cart = LocalCart()
        try cart.add(LocalCartFixtures.line(1, quantity: 1, available: 3))
        #expect(throws: CartError.moreThanLeft(3, inCart: 1, available: 3, title: "Shoe 1 (9 / Black)")) {
            try cart.add(LocalCartFixtures.line(1, quantity: 3, available: 3))
        }
        #expect(
            CartError.moreThanLeft(3, inCart: 1, available: 3, title: "Shoe 1 (9 / Black)").description
                == "cannot add 3 of Shoe 1 (9 / Black): the store has 3; the cart holds 1, so at most 2 more")
        #expect(try cart.add(LocalCartFixtures.line(1, quantity: 2, available: 3)) == 1)
        #expect(cart.lines[0].quantity == 3)
    }

    @Test func setRemoveAndClearByLineNumber() throws {
        var cart = LocalCart(lines: [LocalCartFixtures.line(1), LocalCartFixtures.line(2), LocalCartFixtures.line(3)])
        try cart.setQuantity(7, ofLine: 2)
        #expect(cart.lines[1].quantity == 7)
        #expect(try cart.remove(line: 1).variantID.rawValue == "gid://shopify/ProductVariant/1")
        #expect(cart.lines.map(\.variantID.rawValue) == ["gid://shopify/ProductVariant/2", "gid://shopify/ProductVariant/3"])
        #expect(throws: CartError.noSuchLine(3, count: 2)) { try cart.remove(line: 3) }
        #expect(throws: CartError.noSuchLine(0, count: 2)) { try cart.setQuantity(1, ofLine: 0) }
        cart.storeCart = LocalCart.StoreCart(id: "x", apiVersion: "2026-04")
        cart.clear()
        #expect(cart == LocalCart())
        #expect(CartError.noSuchLine(1, count: 0).description == "the cart is empty: there is no line 1")
    }

    @Test func aStoreCartIsReusedOnlyWithItsVersion() {
        let storeCart = LocalCart.StoreCart(id: "gid://shopify/Cart/1", apiVersion: "2026-04")
        #expect(storeCart.id(forVersion: "2026-04") == "gid://shopify/Cart/1")
        #expect(storeCart.id(forVersion: "2026-01") == nil)
    }

    /// Cart files written before the Checkout API was retired name the API of the checkout; a
    /// legacy checkout's ID is forgotten, a Cart API one kept, the lines always.
    @Test func oldCartFilesKeepTheirLinesAndForgetLegacyCheckouts() throws {
        let line =
            #"{"variantID":"gid://shopify/ProductVariant/1","quantity":1,"productTitle":"T","productHandle":"t","variantTitle":"V","price":{"amount":"10.00","currencyCode":"USD"}}"#
        func decode(_ api: String) throws -> LocalCart {
            try JSONDecoder().decode(
                LocalCart.self,
                from: Data(#"{"format":1,"lines":[\#(line)],"remoteCheckout":{"id":"gid://x","api":"\#(api)","apiVersion":"2024-04"}}"#.utf8))
        }
        #expect(try decode("legacy").storeCart == nil)
        #expect(try decode("legacy").lines.count == 1)
        #expect(try decode("cart").storeCart == LocalCart.StoreCart(id: "gid://x", apiVersion: "2024-04"))
        let saved = try JSONEncoder().encode(try decode("cart"))
        #expect(String(decoding: saved, as: UTF8.self).contains(#""remoteCheckout":{"#))
    }
}

@Suite struct CartFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-cart-\(UUID().uuidString)")
    var file: CartFile { CartFile(stateDirectory: folder, shop: "shoes.myshopify.com") }

    @Test func livesPerShopAndRoundTrips() throws {
        #expect(file.url.path.hasSuffix("/shoes.myshopify.com/cart.json"))
        #expect(try file.load() == CartFile.Loaded(cart: LocalCart(), movedAside: nil))
        let cart = LocalCart(lines: [LocalCartFixtures.line(1, quantity: 2)], storeCart: .init(id: "gid://shopify/Cart/1", apiVersion: "2026-04"))
        try file.save(cart)
        #expect(try file.load().cart == cart)
        let other = CartFile(stateDirectory: folder, shop: "hats.myshopify.com")
        #expect(try other.load().cart == LocalCart())
    }

    @Test func isPrivateAndLeavesNoTemporaryFiles() throws {
        try file.save(LocalCart(lines: [LocalCartFixtures.line(1)]))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path)
        #expect(names.sorted() == ["cart.json", "cart.json.lock"])
    }

    /// A symbolic link planted as `cart.json.lock` is not followed: nothing is created or locked
    /// where it points, and saving says why it cannot.
    @Test func aLinkPlantedAsTheLockIsNotFollowed() throws {
        let folder = file.url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.deletingLastPathComponent().appendingPathComponent("victim-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(atPath: file.url.path + ".lock", withDestinationPath: target.path)
        #expect(throws: (any Error).self) { try file.save(LocalCart(lines: [LocalCartFixtures.line(1)])) }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test(arguments: ["{not json", #"{"format":2,"lines":[]}"#, #"{"format":1,"lines":[{"variantID":"x","quantity":0}]}"#, ""])
    func aCorruptFileIsMovedAsideNeverSilentlyEmptied(_ content: String) throws {
        try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: file.url)
        let loaded = try file.load()
        #expect(loaded.cart == LocalCart())
        let aside = try #require(loaded.movedAside)
        #expect(aside.lastPathComponent.hasPrefix("cart.json.corrupt-"))
        #expect(try Data(contentsOf: aside) == Data(content.utf8))
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
    }

    @Test func updateAppliesAChangeUnderTheLock() throws {
        let (number, movedAside) = try file.update { cart in try cart.add(LocalCartFixtures.line(1, quantity: 2)) }
        #expect(number == 1 && movedAside == nil)
        #expect(throws: CartError.self) { try file.update { cart in try cart.setQuantity(2000, ofLine: 1) } }
        #expect(try file.load().cart.lines.map(\.quantity) == [2])
    }

    @Test func concurrentWritersLoseNothing() async throws {
        let url = file.url
        await withTaskGroup(of: Void.self) { group in
            for writer in 1...6 {
                group.addTask {
                    let own = CartFile(url: url)
                    for _ in 0..<10 { _ = try? own.update { cart in try cart.add(LocalCartFixtures.line(writer)) } }
                }
            }
        }
        let cart = try file.load().cart
        #expect(cart.lines.count == 6)
        #expect(cart.lines.allSatisfy { $0.quantity == 10 })
    }
}

@Suite struct ShippingAddressTests {
    @Test func parsesKeyValuePairsWithEscapedCommas() throws {
        let address = try ShippingAddress(
            parsing: #"firstName=Ada,lastName=Lovelace,address1=1 Main St\, Apt 2,city=Portland,provinceCode=or,zip=97201,countryCode=us"#)
        #expect(
            address
                == ShippingAddress(
                    firstName: "Ada", lastName: "Lovelace", address1: "1 Main St, Apt 2", city: "Portland",
                    provinceCode: "OR", zip: "97201", countryCode: "US"))
        #expect(address.oneLine == "Ada Lovelace, 1 Main St, Apt 2, Portland OR 97201, US")
    }

    @Test func refusesUnknownKeysAndBadCountries() {
        #expect(throws: AddressError.unknownKey("postcode")) { try ShippingAddress(parsing: "postcode=1,countryCode=US") }
        #expect(throws: AddressError.missing("countryCode")) { try ShippingAddress(parsing: "city=Paris") }
        #expect(throws: AddressError.self) { try ShippingAddress(parsing: "countryCode=USA") }
        #expect(throws: AddressError.malformed("city")) { try ShippingAddress(parsing: "city,countryCode=US") }
        #expect(throws: AddressError.duplicate("city")) { try ShippingAddress(parsing: "city=a,city=b,countryCode=US") }
        #expect(throws: AddressError.self) { try ShippingAddress(parsing: "city=a\u{1b}[2J,countryCode=US") }
    }

    @Test func readsJSON() throws {
        let address = try ShippingAddress(
            json: Data(#"{"address1":"1 Main","city":"Toronto","provinceCode":"ON","zip":"M5V 2T6","countryCode":"CA"}"#.utf8))
        #expect(address.countryCode == "CA")
        #expect(throws: AddressError.notAnObject) { try ShippingAddress(json: Data("[1]".utf8)) }
        #expect(throws: AddressError.invalid("zip", "must be a string")) {
            try ShippingAddress(json: Data(#"{"zip":97201,"countryCode":"US"}"#.utf8))
        }
    }

    @Test func encodesForBothAPIs() {
        let address = ShippingAddress(address1: "1 Main", city: "Portland", provinceCode: "OR", zip: "97201", countryCode: "US")
        #expect(address.cartInput == .object(["address1": "1 Main", "city": "Portland", "provinceCode": "OR", "zip": "97201", "countryCode": "US"]))
        #expect(
            address.mailingAddressInput == .object(["address1": "1 Main", "city": "Portland", "province": "OR", "zip": "97201", "country": "US"]))
    }
}

@Suite struct CheckoutURLTests {
    /// Shopify's own checkout host, a merchant's own domain (checkout often lives there, not on
    /// the shop's API host), with the cart's key, and loopback demo pages.
    @Test(arguments: [
        "https://shoes.myshopify.com/checkouts/cn/abc", "http://127.0.0.1:8080/checkouts/cn/abc", "http://localhost/x",
        "https://checkout.trailhead-shoes.example/cart/c/Z2NwLXVzLWNlbnRyYWwx?key=0f1e2d3c4b5a", "https://www.shoes.example:443/checkouts/cn/abc",
    ])
    func acceptsHTTPSAndLoopback(_ url: String) throws {
        #expect(try CheckoutURL.validated(url).absoluteString == url)
    }

    @Test(arguments: [
        "http://shoes.example.com/checkout", "javascript:alert(1)", "file:///etc/passwd", "https://user:pw@shop.example/x",
        "https://shop.example/x\u{1b}]52;c;AAAA\u{07}", "https://shop.example/a b", "", "https://",
        "https://shop.example:99999/checkouts/cn/abc", "https://shop.example:0/x", "http://127.0.0.1:70000/x",
    ])
    func refusesEverythingElse(_ url: String) {
        #expect(throws: CheckoutError.self) { try CheckoutURL.validated(url) }
    }

    /// The hand-off names where the shopper is sent (a merchant's checkout domain is not the shop's).
    @Test func theHostIsNamed() throws {
        #expect(
            CheckoutURL.host(of: try CheckoutURL.validated("https://checkout.trailhead-shoes.example/cart/c/Z?key=k"))
                == "checkout.trailhead-shoes.example")
        #expect(CheckoutURL.host(of: try CheckoutURL.validated("http://127.0.0.1:8080/checkouts/cn/abc")) == "127.0.0.1:8080")
    }

    @Test func choosesShipping() throws {
        let rates = [
            ShippingRate(handle: "express", title: "Express", price: Money(amount: "15", currencyCode: "USD")!),
            ShippingRate(handle: "standard", title: "Standard", price: Money(amount: "5", currencyCode: "USD")!),
        ]
        #expect(try ShippingChoice("cheapest").pick(from: rates).handle == "standard")
        #expect(try ShippingChoice("express").pick(from: rates).handle == "express")
        #expect(throws: CheckoutError.unknownShippingRate("drone", available: ["express", "standard"])) {
            try ShippingChoice("drone").pick(from: rates)
        }
        #expect(
            CheckoutError.userErrors([UserError(field: ["input", "shippingAddress", "zip"], code: "INVALID", message: "Enter a valid ZIP code")])
                .description
                == "zip: Enter a valid ZIP code")
    }
}

/// What the store took of each line, and the local cart following it.
@Suite struct CartAdjustmentTests {
    @Test func linesTheStoreCutAreFoundAndFollowed() {
        var cart = LocalCart(lines: [
            LocalCartFixtures.line(1, quantity: 3), LocalCartFixtures.line(2, quantity: 2), LocalCartFixtures.line(3, quantity: 1),
        ])
        let money = Money(amount: 10, currencyCode: "USD")
        let state = CheckoutState(
            id: "c", webURL: "https://x", email: nil, address: nil,
            lines: [
                CheckoutLine(id: "l1", variantID: cart.lines[0].variantID, quantity: 1, title: "T", variantTitle: "V", unitPrice: money),
                CheckoutLine(id: "l2", variantID: cart.lines[1].variantID, quantity: 2, title: "T", variantTitle: "V", unitPrice: money),
            ],
            subtotal: money)
        let adjustments = CartAdjustment.between(cart, and: state)
        #expect(adjustments.map(\.accepted) == [1, 0])
        #expect(adjustments.map(\.asked) == [3, 1])
        #expect(adjustments[0].description.hasSuffix(": only 1 left, not 3"))
        #expect(adjustments[1].description.hasSuffix(": sold out"))
        cart.follow(adjustments)
        #expect(cart.lines.map(\.quantity) == [1, 2])
        #expect(CartAdjustment.between(cart, and: state).isEmpty)
    }
}
