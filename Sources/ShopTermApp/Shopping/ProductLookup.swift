import StoreKitCore

/// What `shopterm product REFERENCE` means: a product by handle or global ID (a variant's ID
/// means its product), with the stock counts and tags the store gives to its token, and the
/// GraphQL errors that came with usable data (to be shown as warnings).
public struct ProductLookup: Sendable {
    public let client: StorefrontClient

    public init(client: StorefrontClient) { self.client = client }

    /// The product `reference` names, or a one-line error that says what it is instead.
    public func product(_ reference: String) async throws -> (product: Product, warnings: [GraphQLError]) {
        guard isGlobalID(reference), StorefrontID<Product>(reference).resourceType != "Product" else {
            return try await fetch(ProductQuery.Reference(reference), named: reference)
        }
        let response = try await client.send(NodeQuery(id: reference))
        guard let node = try response.requireData().node else { throw CLIError("nothing has the ID \(reference)") }
        switch node {
        case .variant(_, let handle, _):
            let found = try await fetch(.handle(handle), named: reference)
            return (found.product, response.errors + found.warnings)
        case .product(let summary):
            let found = try await fetch(.id(summary.id), named: reference)
            return (found.product, response.errors + found.warnings)
        case .collection(let collection):
            throw CLIError("\(reference) is the collection \"\(collection.title)\"; see: shopterm products --collection \(collection.handle)")
        case .other(let typename, _):
            throw CLIError("\(reference) is a \(typename), not a product")
        }
    }

    private func fetch(_ reference: ProductQuery.Reference, named name: String) async throws -> (product: Product, warnings: [GraphQLError]) {
        let found = try await client.productDetails(reference, withTags: true)
        guard let product = found.product else {
            throw CLIError("no product \"\(name)\"; try: shopterm search \(ShellWord.quoted(name))")
        }
        return (product, found.warnings)
    }
}
