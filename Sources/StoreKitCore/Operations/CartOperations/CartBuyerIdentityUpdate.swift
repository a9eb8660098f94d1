/// `cartBuyerIdentityUpdate`: the buyer's e-mail, country and customer token.
public enum CartBuyerIdentityUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartBuyerIdentityUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.buyerIdentityUpdate
}

extension CartMutation where Mutation == CartBuyerIdentityUpdate {
    /// The operation for these values (they become its variables).
    public init(cartID: String, email: String?, countryCode: String?, customerAccessToken: String? = nil) {
        variables = [
            "cartId": .string(cartID),
            "buyerIdentity": CartInputs.buyer(email: email, countryCode: countryCode, customerAccessToken: customerAccessToken),
        ]
    }
}
