/// The answer of every cart mutation: the cart (nil when refused), user errors and warnings.
public struct CartPayload: Decodable, Sendable {
    /// The cart as the mutation left it; nil when the store refused the change.
    public var cart: RemoteCart?
    /// Why the store refused the input, by field.
    public var userErrors: [UserError]
    /// What the store changed of its own accord (a quantity cut to its stock, a code it could not apply).
    public var warnings: [CheckoutWarning]
}
