/// The cart mutations for money off and the note: discount codes, gift cards, `cartNoteUpdate`.
/// Each answers with the cart like every cart mutation (``CartPayload``).
public enum CartDiscountCodesUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartDiscountCodesUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.mutation(
        "CartDiscountCodesUpdate", "cartDiscountCodesUpdate",
        declarations: "$cartId: ID!, $discountCodes: [String!]!",
        arguments: "cartId: $cartId, discountCodes: $discountCodes")
}

/// Adds gift card codes, keeping those already applied (2025-10 and later).
public enum CartGiftCardCodesAdd: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartGiftCardCodesAdd"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.mutation(
        "CartGiftCardCodesAdd", "cartGiftCardCodesAdd",
        declarations: "$cartId: ID!, $giftCardCodes: [String!]!",
        arguments: "cartId: $cartId, giftCardCodes: $giftCardCodes")
    /// The first API version that answers it (nil: every version shopterm speaks).
    public static let since: APIVersion? = .giftCardCodesAdd
}

/// Sets the cart's gift card codes to exactly those given (before 2025-10, how one is added).
public enum CartGiftCardCodesUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartGiftCardCodesUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.mutation(
        "CartGiftCardCodesUpdate", "cartGiftCardCodesUpdate",
        declarations: "$cartId: ID!, $giftCardCodes: [String!]!",
        arguments: "cartId: $cartId, giftCardCodes: $giftCardCodes")
}

/// Removes applied gift cards by their `AppliedGiftCard` IDs.
public enum CartGiftCardCodesRemove: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartGiftCardCodesRemove"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.mutation(
        "CartGiftCardCodesRemove", "cartGiftCardCodesRemove",
        declarations: "$cartId: ID!, $appliedGiftCardIds: [ID!]!",
        arguments: "cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds")
}

/// `cartNoteUpdate`: the cart's note to the store changed.
public enum CartNoteUpdate: MutationDocument {
    /// The operation's name, as its document names it.
    public static let operationName = "CartNoteUpdate"
    /// The GraphQL document sent, with the fragments it uses.
    public static let document = CartDocuments.mutation(
        "CartNoteUpdate", "cartNoteUpdate", declarations: "$cartId: ID!, $note: String!",
        arguments: "cartId: $cartId, note: $note")
}

extension CartMutation where Mutation == CartDiscountCodesUpdate {
    /// The cart's discount codes become `codes` (none removes them all).
    public init(cartID: String, discountCodes codes: [String]) {
        variables = CartInputs.strings(cartID: cartID, "discountCodes", codes)
    }
}

extension CartMutation where Mutation == CartGiftCardCodesAdd {
    /// The operation for these values (they become its variables).
    public init(cartID: String, addingGiftCardCodes codes: [String]) {
        variables = CartInputs.strings(cartID: cartID, "giftCardCodes", codes)
    }
}

extension CartMutation where Mutation == CartGiftCardCodesUpdate {
    /// The operation for these values (they become its variables).
    public init(cartID: String, giftCardCodes codes: [String]) {
        variables = CartInputs.strings(cartID: cartID, "giftCardCodes", codes)
    }
}

extension CartMutation where Mutation == CartGiftCardCodesRemove {
    /// The operation for these values (they become its variables).
    public init(cartID: String, appliedGiftCardIDs ids: [String]) {
        variables = CartInputs.strings(cartID: cartID, "appliedGiftCardIds", ids)
    }
}

extension CartMutation where Mutation == CartNoteUpdate {
    /// An empty note clears it (the argument is required).
    public init(cartID: String, note: String) {
        variables = ["cartId": .string(cartID), "note": .string(note)]
    }
}

extension CartInputs {
    /// `{"cartId": …, name: [values]}`: the variables of the mutations that take a list of strings.
    static func strings(cartID: String, _ name: String, _ values: [String]) -> [String: JSONValue] {
        ["cartId": .string(cartID), name: .array(values.map(JSONValue.string))]
    }
}
