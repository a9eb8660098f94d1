import GraphQL
import StoreKitCore

/// What every resolver can see: the catalog, the carts, the customers, and where checkout pages live.
struct DemoContext: Sendable {
    var catalog: DemoCatalog
    var commerce: CommerceState
    var customers: CustomerDirectory
    /// `http://host:port` of the checkout pages.
    var checkoutBaseURL: String
    /// The base of URLs the demo store hands out (policies, domain).
    var publicHost: String
    /// The API version in the request's path.
    var apiVersion: APIVersion
    /// For the Customer Account API: the request's (checked) access token.
    var customerAccountToken: String?
    /// The request came without a Storefront token: token-only fields are refused.
    var tokenless = false
    /// The request's `Accept` names `multipart/mixed`: a `@defer` query is answered in parts.
    var acceptsMultipart = false
    /// The request's `@inContext` country and language (nil: the shop's own).
    var country: String?
    var language: String?

    /// The market of the request's country (the shop's own when it names none it sells to).
    var market: DemoCatalog.Market { commerce.catalog.market(for: country) }

    /// Answers from now on in `country`'s market and `language`: `catalog` is priced there.
    mutating func enter(country: String?, language: String?) {
        self.country = country
        self.language = language
        catalog = commerce.catalog(in: market)
    }
}

/// A resolver for fields of `Source`, with the request's context.
func resolver<Source: Sendable>(_: Source.Type, _ body: @escaping @Sendable (Source, Map, DemoContext) throws -> (any Sendable)?)
    -> GraphQLFieldResolve
{
    { source, args, context, info in
        guard let source = source as? Source, let context = context as? DemoContext else {
            throw GraphQLError(message: "Internal error: \(info.parentType.name).\(info.fieldName) got an unexpected value")
        }
        return try body(source, args, context)
    }
}
