import GraphQL
import StoreKitCore

/// Resolvers for the demo's Customer Account API slice. The request's access token (already
/// checked by ``AccountRoutes``) is in the context.
enum CustomerAccountResolvers {
    static let table: [String: GraphQLFieldResolve] = [
        "QueryRoot.customer": resolver(Root.self) { _, _, context in
            guard let account = context.customerAccountToken.flatMap(context.customers.customerAccountHolder(accessToken:)) else {
                throw GraphQLError(message: "Invalid token")
            }
            return CustomerSource(account: account)
        },
        "Customer.id": resolver(CustomerSource.self) { source, _, _ in source.account.id },
        "Customer.firstName": resolver(CustomerSource.self) { source, _, _ in source.account.firstName },
        "Customer.lastName": resolver(CustomerSource.self) { source, _, _ in source.account.lastName },
        "Customer.displayName": resolver(CustomerSource.self) { source, _, _ in
            [source.account.firstName, source.account.lastName].compactMap { $0 }.joined(separator: " ")
        },
        "Customer.emailAddress": resolver(CustomerSource.self) { source, _, _ in EmailAddressSource(emailAddress: source.account.email) },
        "Mutation.storefrontCustomerAccessTokenCreate": resolver(Root.self) { _, _, context in
            guard let token = context.customerAccountToken.flatMap(context.customers.storefrontToken(forAccessToken:)) else {
                return StorefrontTokenPayloadSource(
                    customerAccessToken: nil,
                    userErrors: [
                        UserErrorSource(field: nil, message: "The customer access token is invalid", code: "UNAUTHORIZED")
                    ])
            }
            return StorefrontTokenPayloadSource(customerAccessToken: token.accessToken, userErrors: [])
        },
    ]
}
