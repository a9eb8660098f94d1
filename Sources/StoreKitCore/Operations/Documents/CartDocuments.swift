/// The Cart API documents (API versions 2025-01 and later).
public enum CartDocuments {
    static let context = "$country: CountryCode, $language: LanguageCode"
    static let inContext = "@inContext(country: $country, language: $language)"

    public static let userError = GraphQLFragment("CartUserErrorFields", """
        fragment CartUserErrorFields on CartUserError { field code message }
        """)

    public static let warning = GraphQLFragment("CartWarningFields", """
        fragment CartWarningFields on CartWarning { code message target }
        """)

    public static let deliveryOption = GraphQLFragment("DeliveryOptionFields", """
        fragment DeliveryOptionFields on CartDeliveryOption { handle title estimatedCost { ...MoneyFields } }
        """, uses: [Fragments.money])

    public static let cart = GraphQLFragment("CartFields", """
        fragment CartFields on Cart {
          id checkoutUrl
          buyerIdentity { email countryCode customer { id } }
          cost { subtotalAmount { ...MoneyFields } totalAmount { ...MoneyFields } }
          lines(first: 250) {
            nodes {
              id quantity
              merchandise { ... on ProductVariant { id title price { ...MoneyFields } product { title } } }
            }
          }
          delivery {
            addresses {
              id selected
              address { ... on CartDeliveryAddress { firstName lastName company address1 address2 city provinceCode zip countryCode phone } }
            }
          }
          deliveryGroups(first: 10) {
            nodes { id deliveryOptions { ...DeliveryOptionFields } selectedDeliveryOption { ...DeliveryOptionFields } }
          }
        }
        """, uses: [Fragments.money, deliveryOption])

    static let payloadFragments = [cart, userError, warning]

    /// A cart mutation: `name` is the operation, `field` the mutation field, `arguments` its
    /// variable declarations and argument list.
    static func mutation(_ name: String, _ field: String, declarations: String, arguments: String) -> GraphQLDocument {
        GraphQLDocument("""
            mutation \(name)(\(declarations), \(context)) \(inContext) {
              \(field)(\(arguments)) {
                cart { ...CartFields }
                userErrors { ...CartUserErrorFields }
                warnings { ...CartWarningFields }
              }
            }
            """, fragments: payloadFragments)
    }

    public static let cartQuery = GraphQLDocument("""
        query Cart($id: ID!, \(context)) \(inContext) {
          cart(id: $id) { ...CartFields }
        }
        """, fragments: [cart])

    public static let create = mutation("CartCreate", "cartCreate", declarations: "$input: CartInput!", arguments: "input: $input")
    public static let linesAdd = mutation("CartLinesAdd", "cartLinesAdd", declarations: "$cartId: ID!, $lines: [CartLineInput!]!",
                                          arguments: "cartId: $cartId, lines: $lines")
    public static let linesUpdate = mutation("CartLinesUpdate", "cartLinesUpdate", declarations: "$cartId: ID!, $lines: [CartLineUpdateInput!]!",
                                             arguments: "cartId: $cartId, lines: $lines")
    public static let linesRemove = mutation("CartLinesRemove", "cartLinesRemove", declarations: "$cartId: ID!, $lineIds: [ID!]!",
                                             arguments: "cartId: $cartId, lineIds: $lineIds")
    public static let buyerIdentityUpdate = mutation("CartBuyerIdentityUpdate", "cartBuyerIdentityUpdate",
                                                     declarations: "$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!",
                                                     arguments: "cartId: $cartId, buyerIdentity: $buyerIdentity")
    public static let deliveryAddressesAdd = mutation("CartDeliveryAddressesAdd", "cartDeliveryAddressesAdd",
                                                      declarations: "$cartId: ID!, $addresses: [CartSelectableAddressInput!]!",
                                                      arguments: "cartId: $cartId, addresses: $addresses")
    public static let deliveryAddressesUpdate = mutation("CartDeliveryAddressesUpdate", "cartDeliveryAddressesUpdate",
                                                         declarations: "$cartId: ID!, $addresses: [CartSelectableAddressUpdateInput!]!",
                                                         arguments: "cartId: $cartId, addresses: $addresses")
    public static let selectedDeliveryOptionsUpdate = mutation("CartSelectedDeliveryOptionsUpdate", "cartSelectedDeliveryOptionsUpdate",
                                                               declarations: "$cartId: ID!, $selectedDeliveryOptions: [CartSelectedDeliveryOptionInput!]!",
                                                               arguments: "cartId: $cartId, selectedDeliveryOptions: $selectedDeliveryOptions")
}
