import GraphQL

/// The fields a request without a Storefront token may not read, and the scope each needs.
///
/// Shopify answers catalog, search and cart requests without a token (Storefront API reference,
/// Authentication → "Tokenless access"), but product tags, inventory counts, metafields, menus and
/// the classic customer operations need a token with the scope. A refused field is an error with
/// `extensions.code` ACCESS_DENIED and `requiredAccess`, and null where GraphQL puts it (a
/// non-null field nulls its nearest nullable parent), in an HTTP 200 answer.
enum TokenOnlyFields {
    static let scopes: [String: String] = {
        var scopes = [
            "Product.tags": "unauthenticated_read_product_tags",
            "Product.totalInventory": "unauthenticated_read_product_inventory",
            "ProductVariant.quantityAvailable": "unauthenticated_read_product_inventory",
            "QueryRoot.customer": "unauthenticated_read_customers",
            // Storefront API reference, `Menu`: "Requires unauthenticated_read_content access scope."
            "QueryRoot.menu": "unauthenticated_read_content",
        ]
        for mutation in [
            "customerCreate", "customerAccessTokenCreate", "customerAccessTokenRenew", "customerAccessTokenDelete",
            "customerRecover", "customerActivateByUrl", "customerResetByUrl", "customerAddressCreate",
            "customerAddressUpdate", "customerAddressDelete", "customerDefaultAddressUpdate", "customerUpdate",
        ] {
            scopes["Mutation.\(mutation)"] = "unauthenticated_write_customers"
        }
        return scopes
    }()

    /// `resolvers` with each token-only field refusing tokenless requests.
    static func guarded(_ resolvers: [String: GraphQLFieldResolve]) -> [String: GraphQLFieldResolve] {
        var guarded = resolvers
        for (key, scope) in scopes {
            guard let resolve = resolvers[key] else { continue }
            let field = key.split(separator: ".").last.map(String.init) ?? key
            guarded[key] = { source, args, context, info in
                if (context as? DemoContext)?.tokenless == true {
                    throw GraphQLError(
                        message: "Access denied for \(field) field. Required access: `\(scope)` access scope.",
                        nodes: info.fieldASTs, path: info.path,
                        extensions: [
                            "code": "ACCESS_DENIED", "documentation": "https://shopify.dev/api/usage/access-scopes",
                            "requiredAccess": .string("`\(scope)` access scope."),
                        ])
                }
                return try await resolve(source, args, context, info)
            }
        }
        return guarded
    }
}
