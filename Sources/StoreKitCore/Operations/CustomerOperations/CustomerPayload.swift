/// Every customer mutation's payload: the fields a mutation does not have stay nil.
public struct CustomerPayload: Decodable, Sendable {
    /// The customer the mutation made or changed (`customerCreate`, `customerUpdate`, a reset).
    public var customer: CustomerProfile?
    /// The access token a login, a renewal, an activation or a reset gave.
    public var customerAccessToken: CustomerAccessToken?
    /// The address the mutation saved.
    public var customerAddress: CustomerAddress?
    /// The token a logout deleted.
    public var deletedAccessToken: String?
    /// The global ID of the address the mutation deleted.
    public var deletedCustomerAddressId: String?
    var customerUserErrors: [UserError]?
    var userErrors: [UserError]?

    /// `customerUserErrors`, or `userErrors` for the mutations that only have those.
    public var errors: [UserError] { customerUserErrors ?? userErrors ?? [] }
}
