import Foundation
import ShopTermApp
import ShopTermServing
import StoreKitCore
import Testing

/// serve-ssh's shoppers' database, on SQLite (PostgreSQL's is driven by Tests/e2e/ssh-hosts.sh).
@Suite struct ShopperDatabaseTests {
    static func database() throws -> (ShopperDatabase, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-shoppers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = ShopperDatabase(location: .sqlite(folder.appendingPathComponent(ShopperDatabaseLocation.sqliteFileName)))
        try database.prepare()
        return (database, folder)
    }

    static func cart(_ quantity: Int, note: String = "") -> LocalCart {
        var cart = LocalCart(lines: [
            LocalCart.Line(
                variantID: "gid://shopify/ProductVariant/1", quantity: quantity, productTitle: "Lamp", productHandle: "lamp",
                variantTitle: "Default Title",
                price: Money(amount: Decimal(string: "19.99")!, currencyCode: "CAD"))
        ])
        cart.extras.note = note
        return cart
    }

    @Test func aShoppersCartAndMarketComeBackAndAnotherShopperHasNone() throws {
        let (database, folder) = try Self.database()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = ShopperKeeping.database(database, shop: "lantern.example", shopper: "aaaa")
        try mine.saveCart(Self.cart(2, note: "gift wrap"))
        try mine.saveMarket(MarketChoice(country: "CA", language: "FR"))
        // A new session of the same shopper (a reconnect) reads what the last one saved.
        let again = ShopperKeeping.database(database, shop: "lantern.example", shopper: "aaaa")
        #expect(try again.loadCart() == ShopperKeeping.LoadedCart(cart: Self.cart(2, note: "gift wrap")))
        #expect(again.loadMarket() == MarketChoice(country: "CA", language: "FR"))
        // Another key, or the same key at another shop, sees nothing of it.
        for other in [
            ShopperKeeping.database(database, shop: "lantern.example", shopper: "bbbb"),
            ShopperKeeping.database(database, shop: "other.example", shopper: "aaaa"),
        ] {
            #expect(try other.loadCart().cart.lines.isEmpty)
            #expect(other.loadMarket() == nil)
        }
        // The file is the server's alone.
        let mode =
            try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(ShopperDatabaseLocation.sqliteFileName).path)[
                .posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// Two sessions of one key at once: each save is a whole cart, the last one wins, and the other
    /// session reads it when it next looks; the market is kept apart from the cart.
    @Test func twoSessionsOfOneShopperTheLastChangeWins() async throws {
        let (database, folder) = try Self.database()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = ShopperKeeping.database(database, shop: "s", shopper: "k")
        let second = ShopperKeeping.database(database, shop: "s", shopper: "k")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for round in 1...40 {
                group.addTask { try (round.isMultiple(of: 2) ? first : second).saveCart(Self.cart(round)) }
            }
            try await group.waitForAll()
        }
        let seen = try first.loadCart().cart
        #expect((1...40).contains(seen.lines.first?.quantity ?? 0))
        #expect(try second.loadCart().cart == seen)
        try second.saveMarket(MarketChoice(country: "DE"))
        try first.saveCart(Self.cart(7))
        #expect(second.loadMarket() == MarketChoice(country: "DE"))
        #expect(try second.loadCart().cart.lines.first?.quantity == 7)
    }

    @Test func anUnreadableCartIsKeptAsideNotLost() throws {
        let (database, folder) = try Self.database()
        defer { try? FileManager.default.removeItem(at: folder) }
        try database.save(.cart, "{\"format\": 1, \"lines\": [{\"quantity\": -4}]}", shop: "s", shopper: "k")
        let loaded = try ShopperKeeping.database(database, shop: "s", shopper: "k").loadCart()
        #expect(loaded.cart.lines.isEmpty)
        #expect(loaded.problem?.contains("kept aside") == true)
        // Read again, the cart is the new empty one; the old text is still there, under a name of its own.
        #expect(try ShopperKeeping.database(database, shop: "s", shopper: "k").loadCart().problem == nil)
        let aside = try #require(
            try database.load(.cart, shop: "s", shopper: "k.unreadable-\(Int(Date().timeIntervalSince1970))")
                ?? database.load(.cart, shop: "s", shopper: "k.unreadable-\(Int(Date().timeIntervalSince1970) - 1)"))
        #expect(aside.contains("-4"))
    }

    @Test func cartsUntouchedForLongAreForgotten() throws {
        let (database, folder) = try Self.database()
        defer { try? FileManager.default.removeItem(at: folder) }
        let now = Date()
        try database.save(.cart, "{}", shop: "s", shopper: "old", now: now.addingTimeInterval(-100 * 86_400))
        try database.save(.cart, "{}", shop: "s", shopper: "new", now: now)
        #expect(try database.forget(before: now.addingTimeInterval(-90 * 86_400)) == 1)
        #expect(try database.load(.cart, shop: "s", shopper: "old") == nil)
        #expect(try database.load(.cart, shop: "s", shopper: "new") == "{}")
    }

    /// A database that cannot be reached is one line, naming where it is but never the password.
    @Test func anUnreachablePostgreSQLIsOneLineWithoutItsPassword() throws {
        let uri = "postgres://shop:s3cret-pass@127.0.0.1:1/carts"
        let location = ShopperDatabaseLocation(reference: uri)
        #expect(location == .postgres(uri))
        #expect(location.description == "PostgreSQL at 127.0.0.1:1/carts")
        var database = ShopperDatabase(location: location)
        database.timeoutSeconds = 2
        let error = try #require(throws: ShopperDatabaseError.self) { try database.prepare() }
        #expect(!error.description.contains("s3cret"))
        #expect(!error.description.contains("\n"))
        #expect(error.description.hasPrefix("the shoppers' database (PostgreSQL at 127.0.0.1:1/carts): "))
    }

    @Test func aFolderIsSQLiteAndAURIIsPostgreSQL() {
        #expect(ShopperDatabaseLocation.isPostgres("postgresql://h/db"))
        #expect(ShopperDatabaseLocation.isPostgres("POSTGRES://h/db"))
        #expect(!ShopperDatabaseLocation.isPostgres("/var/lib/shopterm"))
        #expect(ShopperKey.address(sshConnection: "203.0.113.9 50122 10.0.0.1 22") == "203.0.113.9")
        #expect(ShopperKey.address(sshConnection: "2001:db8::7 50122 ::1 22") == "2001:db8::7")
        #expect(ShopperKey.address(sshConnection: "$(reboot) 1 2 3") == nil)
        #expect(ShopperKey.address(sshConnection: nil) == nil)
    }

    /// deploy/schema.sql, for an operator who makes the table beforehand, is the table serve-ssh
    /// makes, and grants serve-ssh's role the use of its rows and nothing more.
    @Test func theShippedSchemaIsTheOneServeSSHMakes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("deploy/schema.sql"), encoding: .utf8)
        func words(_ sql: String) -> [String] {
            sql.replacingOccurrences(of: "(", with: " ( ").replacingOccurrences(of: ")", with: " ) ").replacingOccurrences(of: ",", with: " , ")
                .split(whereSeparator: \.isWhitespace).map(String.init)
        }
        let statements = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("--") }.joined(separator: "\n")
        let shipped = statements.split(separator: ";").map { words(String($0)) }.filter { !$0.isEmpty }
        #expect(Array(shipped.prefix(ShopperDatabase.schema.count)) == ShopperDatabase.schema.map(words))
        #expect(
            shipped.dropFirst(ShopperDatabase.schema.count).map { $0.joined(separator: " ") } == [
                "GRANT USAGE ON SCHEMA public TO shopterm", "GRANT SELECT , INSERT , UPDATE , DELETE ON shopterm_shoppers TO shopterm",
            ])
    }

    /// A table an operator made is used as it is: serve-ssh makes nothing when it is there.
    @Test func anExistingTableIsUsedAsItIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopterm-db-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = ShopperDatabase(location: .sqlite(folder.appendingPathComponent("shoppers.sqlite")))
        try database.prepare()
        try database.save(.cart, "{}", shop: "s", shopper: "a")
        // Made again over a table that holds rows: nothing is lost, nothing fails.
        try database.prepare()
        #expect(try database.load(.cart, shop: "s", shopper: "a") == "{}")
    }
}
