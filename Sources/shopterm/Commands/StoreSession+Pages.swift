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
}
