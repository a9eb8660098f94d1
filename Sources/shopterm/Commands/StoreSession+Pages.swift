import ShopTermApp
import StoreKitCore

extension StoreSession {
    /// One page of `operation(first, after)`, or every page with `--all` (following `endCursor`).
    /// GraphQL errors that come with data are reported on stderr.
    func pages<Operation: GraphQLOperation, Item: Sendable>(
        _ options: PageOptions, _ operation: (_ first: Int, _ after: String?) -> Operation,
        items: (Operation.Data) throws -> Page<Item>
    ) async throws -> Page<Item> {
        try await options.pager.collect(largestRequest: Operation.largestPage) { first, after in
            let response = try await client.send(operation(first, after))
            reportErrors(response.errors)
            return try items(response.requireData())
        }
    }

    /// The data of `operation`; GraphQL errors that come with data are reported on stderr.
    func data<Operation: GraphQLOperation>(_ operation: Operation) async throws -> Operation.Data {
        let response = try await client.send(operation)
        reportErrors(response.errors)
        return try response.requireData()
    }

    /// A buyer's country (`--country`, SHOPTERM_COUNTRY, the file, the storefront's choice) the
    /// shop does not sell to: the store answers in its own market, which one line on stderr
    /// says. The shop's countries come from the cache when they are there (an hour); a store
    /// that cannot say them is not asked again.
    func sayWhenCountryIsNotSold() async {
        guard let wanted = configuration.buyer.country,
            let localization = try? await client.fetch(LocalizationQuery(), cachePolicy: .cacheFirst(expireIn: 3600)).localization
        else { return }
        if let note = MarketText.notSold(wanted, in: localization) { Console.error(note) }
    }
}
