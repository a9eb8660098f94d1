/// The legacy Checkout API documents (API version 2024-04 and older), as in the Buy SDK's
/// checkout case study.
public enum CheckoutDocuments {
    public static let userError = GraphQLFragment("CheckoutUserErrorFields", """
        fragment CheckoutUserErrorFields on CheckoutUserError { field code message }
        """)

    public static let mailingAddress = GraphQLFragment("MailingAddressFields", """
        fragment MailingAddressFields on MailingAddress { firstName lastName company address1 address2 city provinceCode zip countryCodeV2 phone }
        """)

    public static let checkout = GraphQLFragment("CheckoutFields", """
        fragment CheckoutFields on Checkout {
          id webUrl ready email
          subtotalPrice { ...MoneyFields }
          totalTax { ...MoneyFields }
          totalPrice { ...MoneyFields }
          shippingAddress { ...MailingAddressFields }
          shippingLine { handle title price { ...MoneyFields } }
          lineItems(first: 250) { nodes { id title quantity variant { id title price { ...MoneyFields } } } }
          order { name totalPrice { ...MoneyFields } }
        }
        """, uses: [Fragments.money, mailingAddress])

    /// A checkout mutation; `errorsField` is `checkoutUserErrors`, or `userErrors` where the
    /// payload only has that (it is aliased so that every payload decodes alike).
    static func mutation(_ name: String, _ field: String, declarations: String, arguments: String,
                         errorsField: String = "checkoutUserErrors") -> GraphQLDocument {
        let errors = errorsField == "checkoutUserErrors" ? errorsField : "checkoutUserErrors: \(errorsField)"
        return GraphQLDocument("""
            mutation \(name)(\(declarations)) {
              \(field)(\(arguments)) {
                checkout { ...CheckoutFields }
                \(errors) { ...CheckoutUserErrorFields }
              }
            }
            """, fragments: [checkout, userError])
    }

    public static let create = mutation("CheckoutCreate", "checkoutCreate", declarations: "$input: CheckoutCreateInput!", arguments: "input: $input")
    public static let emailUpdate = mutation("CheckoutEmailUpdate", "checkoutEmailUpdateV2", declarations: "$checkoutId: ID!, $email: String!",
                                             arguments: "checkoutId: $checkoutId, email: $email")
    public static let shippingAddressUpdate = mutation("CheckoutShippingAddressUpdate", "checkoutShippingAddressUpdateV2",
                                                       declarations: "$checkoutId: ID!, $shippingAddress: MailingAddressInput!",
                                                       arguments: "checkoutId: $checkoutId, shippingAddress: $shippingAddress")
    public static let lineItemsReplace = mutation("CheckoutLineItemsReplace", "checkoutLineItemsReplace",
                                                  declarations: "$checkoutId: ID!, $lineItems: [CheckoutLineItemInput!]!",
                                                  arguments: "checkoutId: $checkoutId, lineItems: $lineItems", errorsField: "userErrors")
    public static let shippingLineUpdate = mutation("CheckoutShippingLineUpdate", "checkoutShippingLineUpdate",
                                                    declarations: "$checkoutId: ID!, $shippingRateHandle: String!",
                                                    arguments: "checkoutId: $checkoutId, shippingRateHandle: $shippingRateHandle")

    public static let status = GraphQLDocument("""
        query CheckoutStatus($id: ID!) {
          node(id: $id) { ... on Checkout { ...CheckoutFields } }
        }
        """, fragments: [checkout])

    public static let shippingRates = GraphQLDocument("""
        query CheckoutShippingRates($id: ID!) {
          node(id: $id) {
            ... on Checkout { id availableShippingRates { ready shippingRates { handle title price { ...MoneyFields } } } }
          }
        }
        """, fragments: [Fragments.money])
}
