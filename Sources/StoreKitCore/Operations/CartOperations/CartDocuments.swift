/// The Cart API documents: the cart fragment (what ``RemoteCart`` decodes) and the mutations
/// built on it, beside the operations that send them.
public enum CartDocuments {
    static let context = "$country: CountryCode, $language: LanguageCode"
    static let inContext = "@inContext(country: $country, language: $language)"

    /// `CartUserErrorFields`: a refusal's field, code and message.
    public static let userError = GraphQLFragment(
        "CartUserErrorFields",
        """
        fragment CartUserErrorFields on CartUserError { field code message }
        """)

    /// `CartWarningFields`: what the store changed of its own accord.
    public static let warning = GraphQLFragment(
        "CartWarningFields",
        """
        fragment CartWarningFields on CartWarning { code message target }
        """)

    /// `DeliveryOptionFields`: a delivery option's handle, title, cost and description.
    public static let deliveryOption = GraphQLFragment(
        "DeliveryOptionFields",
        """
        fragment DeliveryOptionFields on CartDeliveryOption { handle title description estimatedCost { ...MoneyFields } }
        """, uses: [Money.fragment])

    /// `DiscountApplicationFields`: what a discount is, as 2026-07 on state it: its code or
    /// title, its value, how it is allocated, and what it took off the whole cart.
    public static let discountApplication = GraphQLFragment(
        "DiscountApplicationFields",
        """
        fragment DiscountApplicationFields on BaseCartDiscountApplication {
          targetType allocationMethod targetSelection
          totalAllocatedAmount { ...MoneyFields }
          value { ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } }
          ... on CartCodeDiscountApplication { code }
          ... on CartAutomaticDiscountApplication { title }
          ... on CartCustomDiscountApplication { title }
        }
        """, uses: [Money.fragment])

    /// `DiscountAllocationFields`: what one discount took off one line or delivery group, and
    /// which discount by its code or title (the allocation's own fields: its
    /// `sourceDiscountApplication` would cost a point more on each of a hundred lines, over the
    /// 1,000 a tokenless query may cost; `discountApplications` states the rest).
    public static let discountAllocation = GraphQLFragment(
        "DiscountAllocationFields",
        """
        fragment DiscountAllocationFields on CartDiscountAllocation {
          discountedAmount { ...MoneyFields }
          ... on CartCodeDiscountAllocation { code }
          ... on CartAutomaticDiscountAllocation { title }
          ... on CartCustomDiscountAllocation { title }
        }
        """, uses: [Money.fragment])

    /// `CartLineStructureFields`: what a line holds or hangs from: an add-on's parent line (a
    /// nested cart line, `parentRelationship`, 2025-10 on) and a bundle's parts with the share
    /// of its price the store put on each (`lineComponents`, a `ComponentizableCartLine`'s).
    public static let lineStructure = GraphQLFragment(
        "CartLineStructureFields",
        """
        fragment CartLineStructureFields on BaseCartLine {
          ... on CartLine { parentRelationship { parent { id } } }
          ... on ComponentizableCartLine { \(lineComponents) }
        }
        """, uses: [Money.fragment], since: .nestedCartLines,
        before: """
            fragment CartLineStructureFields on BaseCartLine {
              ... on ComponentizableCartLine { \(lineComponents) }
            }
            """, earlierUses: [Money.fragment])

    private static let lineComponents = """
        lineComponents { quantity merchandise { ... on ProductVariant { id title product { title } } } cost { totalAmount { ...MoneyFields } } }
        """

    /// `CartFields`: everything ``RemoteCart`` reads. From 2026-07 each discount is read as the
    /// cart states it (`discountApplications`) with what it took off each line
    /// (`lineLevelOnly: false`: order discounts too) and each delivery group (a shipping
    /// discount); before, the cart's `discountAllocations`, which 2026-07 deprecates. Neither
    /// reads a field deprecated in the version it is sent to (storefront-check checks).
    public static let cart = GraphQLFragment(
        "CartFields",
        cartFields(
            discounts: "discountApplications { ...DiscountApplicationFields }",
            lineDiscounts: "discountAllocations(lineLevelOnly: false) { ...DiscountAllocationFields }",
            groupDiscounts: "discountAllocations { ...DiscountAllocationFields }"),
        uses: [Money.fragment, deliveryOption, discountApplication, discountAllocation, lineStructure], since: .discountApplications,
        before: cartFields(
            discounts: """
                discountAllocations {
                    discountedAmount { ...MoneyFields } targetType
                    ... on CartCodeDiscountAllocation { code }
                    ... on CartAutomaticDiscountAllocation { title }
                    ... on CartCustomDiscountAllocation { title }
                  }
                """, lineDiscounts: "", groupDiscounts: ""),
        earlierUses: [Money.fragment, deliveryOption, lineStructure])

    /// The cart fragment's text around its discounts, which changed with 2026-07. Five delivery
    /// groups at most (a group is a shipping profile's or location's share of the lines; the
    /// checkout reads the first): with each line's discounts, ten would put a cart mutation
    /// over the 1,000 points a tokenless query may cost.
    private static func cartFields(discounts: String, lineDiscounts: String, groupDiscounts: String) -> String {
        """
        fragment CartFields on Cart {
          id checkoutUrl note
          buyerIdentity { email countryCode customer { id } }
          discountCodes { code applicable }
          \(discounts)
          appliedGiftCards { id lastCharacters presentmentAmountUsed { ...MoneyFields } balance { ...MoneyFields } }
          cost { subtotalAmount { ...MoneyFields } }
          lines(first: \(cartLineLimit)) {
            nodes {
              id quantity
              merchandise { ... on ProductVariant { id title product { title } } }
              cost { amountPerQuantity { ...MoneyFields } }
              sellingPlanAllocation { sellingPlan { id name } }
              ...CartLineStructureFields
              \(lineDiscounts)
            }
          }
          delivery {
            addresses {
              id selected
              address { ... on CartDeliveryAddress { firstName lastName company address1 address2 city provinceCode zip countryCode phone } }
            }
          }
          deliveryGroups(first: 5) {
            nodes { id deliveryOptions { ...DeliveryOptionFields } selectedDeliveryOption { ...DeliveryOptionFields } \(groupDiscounts) }
          }
        }
        """
    }

    static let payloadFragments = [cart, userError, warning]

    /// A cart mutation: `name` is the operation, `field` the mutation field, `arguments` its
    /// variable declarations and argument list.
    static func mutation(_ name: String, _ field: String, declarations: String, arguments: String) -> GraphQLDocument {
        GraphQLDocument(
            """
            mutation \(name)(\(declarations), \(context)) \(inContext) {
              \(field)(\(arguments)) {
                cart { ...CartFields }
                userErrors { ...CartUserErrorFields }
                warnings { ...CartWarningFields }
              }
            }
            """, fragments: payloadFragments)
    }

    /// `query Cart`: a cart read by its ID.
    public static let cartQuery = GraphQLDocument(
        """
        query Cart($id: ID!, \(context)) \(inContext) {
          cart(id: $id) { ...CartFields }
        }
        """, fragments: [cart])

    /// `mutation CartCreate`.
    public static let create = mutation("CartCreate", "cartCreate", declarations: "$input: CartInput!", arguments: "input: $input")
    /// `mutation CartLinesAdd`.
    public static let linesAdd = mutation(
        "CartLinesAdd", "cartLinesAdd", declarations: "$cartId: ID!, $lines: [CartLineInput!]!",
        arguments: "cartId: $cartId, lines: $lines")
    /// `mutation CartLinesUpdate`.
    public static let linesUpdate = mutation(
        "CartLinesUpdate", "cartLinesUpdate", declarations: "$cartId: ID!, $lines: [CartLineUpdateInput!]!",
        arguments: "cartId: $cartId, lines: $lines")
    /// `mutation CartLinesRemove`.
    public static let linesRemove = mutation(
        "CartLinesRemove", "cartLinesRemove", declarations: "$cartId: ID!, $lineIds: [ID!]!",
        arguments: "cartId: $cartId, lineIds: $lineIds")
    /// `mutation CartBuyerIdentityUpdate`.
    public static let buyerIdentityUpdate = mutation(
        "CartBuyerIdentityUpdate", "cartBuyerIdentityUpdate",
        declarations: "$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!",
        arguments: "cartId: $cartId, buyerIdentity: $buyerIdentity")
    /// `mutation CartDeliveryAddressesAdd`.
    public static let deliveryAddressesAdd = mutation(
        "CartDeliveryAddressesAdd", "cartDeliveryAddressesAdd",
        declarations: "$cartId: ID!, $addresses: [CartSelectableAddressInput!]!",
        arguments: "cartId: $cartId, addresses: $addresses")
    /// `mutation CartDeliveryAddressesUpdate`.
    public static let deliveryAddressesUpdate = mutation(
        "CartDeliveryAddressesUpdate", "cartDeliveryAddressesUpdate",
        declarations: "$cartId: ID!, $addresses: [CartSelectableAddressUpdateInput!]!",
        arguments: "cartId: $cartId, addresses: $addresses")
    /// `mutation CartDeliveryAddressesReplace` (from 2025-10).
    public static let deliveryAddressesReplace = mutation(
        "CartDeliveryAddressesReplace", "cartDeliveryAddressesReplace",
        declarations: "$cartId: ID!, $addresses: [CartSelectableAddressInput!]!",
        arguments: "cartId: $cartId, addresses: $addresses")
    /// `mutation CartSelectedDeliveryOptionsUpdate`.
    public static let selectedDeliveryOptionsUpdate = mutation(
        "CartSelectedDeliveryOptionsUpdate", "cartSelectedDeliveryOptionsUpdate",
        declarations: "$cartId: ID!, $selectedDeliveryOptions: [CartSelectedDeliveryOptionInput!]!",
        arguments: "cartId: $cartId, selectedDeliveryOptions: $selectedDeliveryOptions")
}
