import ArgumentParser
import Foundation
import ShopTermApp
import StoreKitCore

/// `search --everywhere` and `product --everywhere`: the global catalog asked, the answer
/// printed (a table, or JSON Lines: docs/cli-json.md).
enum EverywhereRun {
    /// The reader of the global catalog the options name, from the session of `store`.
    static func reader(_ store: StoreOptions, _ options: GlobalCatalogOptions) throws -> GlobalCatalogReader {
        let session = try StoreSession.make(store)
        let access = try options.values.resolved(for: session, environment: ProcessInfo.processInfo.environment)
        access.client.retries.listen { Console.error("shopterm: \($0)") }
        return GlobalCatalogReader(access: access, session: session)
    }

    /// Searches every store: a page (`--all`: every page, printed as each comes).
    static func search(_ search: GlobalSearch, all: Bool, reader: GlobalCatalogReader, json: Bool) async throws {
        let money = MoneyStyle(locale: reader.session.configuration.buyer.locale)
        var search = search
        var pages = 0
        var found = 0
        // The table of every page is one (JSON Lines go out as each page comes).
        var collected = GlobalSearchPage(products: [])
        while true {
            let page = try await reader.search(search)
            pages += 1
            found += page.products.count
            if json {
                for product in page.products { try Console.printJSONLine(GlobalCatalogJSON.Product(product)) }
            } else {
                collected.products += page.products
                collected.messages = page.messages
                collected.nextCursor = page.nextCursor
            }
            guard all, let cursor = page.nextCursor, pages < Pager.maxPages else {
                if json { try Console.printJSONLine(GlobalCatalogJSON.PageEnd(page)) }
                break
            }
            search.cursor = cursor
        }
        if !json {
            let text = GlobalCatalogText.results(collected, money: money, more: !all)
            if !text.isEmpty { Console.print(text) }
        }
        if found == 0 {
            let filtered = search.shipsTo != nil || search.minPrice != nil || search.maxPrice != nil || !search.conditions.isEmpty
            Console.error(
                "shopterm: no store has products matching \"\(search.query.oneLine(limit: 80) ?? "")\"\(filtered ? " with these filters" : "")")
        }
    }

    /// One product of the global catalog and its offers.
    static func product(_ reference: String, shipsTo: String?, reader: GlobalCatalogReader, json: Bool) async throws {
        guard let product = try await reader.product(reference, shipsTo: shipsTo) else {
            throw CLIError("the global catalog has no product \"\(reference.oneLine(limit: 80) ?? "")\"")
        }
        if json { return try Console.printJSON(GlobalCatalogJSON.Product(product)) }
        Console.print(GlobalCatalogText.product(product, money: MoneyStyle(locale: reader.session.configuration.buyer.locale)))
    }
}
