/// The classic customer-account documents of the Storefront API (all API versions here).
/// Every one takes the customer's access token as a variable; none is ever cached.
public enum CustomerDocuments {
    /// `CustomerUserErrorFields`: a refusal's field, code and message.
    public static let customerUserError = GraphQLFragment(
        "CustomerUserErrorFields",
        """
        fragment CustomerUserErrorFields on CustomerUserError { field code message }
        """)

    /// `CustomerAccessTokenFields`: the token and when it expires.
    public static let accessToken = GraphQLFragment(
        "CustomerAccessTokenFields",
        """
        fragment CustomerAccessTokenFields on CustomerAccessToken { accessToken expiresAt }
        """)

    /// `MailingAddressFields`: a saved address with its global ID.
    public static let address = GraphQLFragment(
        "MailingAddressFields",
        """
        fragment MailingAddressFields on MailingAddress {
          id firstName lastName company address1 address2 city provinceCode zip countryCodeV2 phone
        }
        """)

    /// `CustomerProfileFields`: the profile.
    public static let profile = GraphQLFragment(
        "CustomerProfileFields",
        """
        fragment CustomerProfileFields on Customer {
          id firstName lastName email phone acceptsMarketing
          defaultAddress { id }
        }
        """)

    /// `CustomerOrderFields`: an order with its first lines, totals and status.
    public static let order = GraphQLFragment(
        "CustomerOrderFields",
        """
        fragment CustomerOrderFields on Order {
          id name orderNumber processedAt financialStatus fulfillmentStatus statusUrl canceledAt
          totalPrice { ...MoneyFields }
          subtotalPrice { ...MoneyFields }
          totalShippingPrice { ...MoneyFields }
          totalTax { ...MoneyFields }
          totalRefunded { ...MoneyFields }
          shippingAddress { ...MailingAddressFields }
          lineItems(first: \(CustomerOrder.linesRead)) {
            nodes { title currentQuantity variant { title } discountedTotalPrice { ...MoneyFields } }
            pageInfo { hasNextPage }
          }
        }
        """, uses: [Money.fragment, address])

    /// `mutation CustomerCreate`.
    public static let customerCreate = GraphQLDocument(
        """
        mutation CustomerCreate($input: CustomerCreateInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerCreate(input: $input) {
            customer { ...CustomerProfileFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [profile, customerUserError])

    /// `mutation CustomerAccessTokenCreate`.
    public static let accessTokenCreate = GraphQLDocument(
        """
        mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAccessTokenCreate(input: $input) {
            customerAccessToken { ...CustomerAccessTokenFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [accessToken, customerUserError])

    /// `mutation CustomerAccessTokenRenew`.
    public static let accessTokenRenew = GraphQLDocument(
        """
        mutation CustomerAccessTokenRenew($customerAccessToken: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {
            customerAccessToken { ...CustomerAccessTokenFields }
            userErrors { field message }
          }
        }
        """, fragments: [accessToken])

    /// `mutation CustomerAccessTokenDelete`.
    public static let accessTokenDelete = GraphQLDocument(
        """
        mutation CustomerAccessTokenDelete($customerAccessToken: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
            deletedAccessToken
            userErrors { field message }
          }
        }
        """)

    /// `mutation CustomerRecover`.
    public static let recover = GraphQLDocument(
        """
        mutation CustomerRecover($email: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerRecover(email: $email) {
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [customerUserError])

    /// `mutation CustomerActivateByUrl`.
    public static let activateByURL = GraphQLDocument(
        """
        mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
            customerAccessToken { ...CustomerAccessTokenFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [accessToken, customerUserError])

    /// `mutation CustomerResetByUrl`.
    public static let resetByURL = GraphQLDocument(
        """
        mutation CustomerResetByUrl($resetUrl: URL!, $password: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerResetByUrl(resetUrl: $resetUrl, password: $password) {
            customerAccessToken { ...CustomerAccessTokenFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [accessToken, customerUserError])

    /// `query Customer`: the profile.
    public static let customer = GraphQLDocument(
        """
        query Customer($customerAccessToken: String!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customer(customerAccessToken: $customerAccessToken) { ...CustomerProfileFields }
        }
        """, fragments: [profile])

    /// `query CustomerAddresses`: a page of the address book and the default address.
    public static let addresses = GraphQLDocument(
        """
        query CustomerAddresses($customerAccessToken: String!, $first: Int!, $after: String, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customer(customerAccessToken: $customerAccessToken) {
            defaultAddress { id }
            addresses(first: $first, after: $after) { nodes { ...MailingAddressFields } pageInfo { ...PageInfoFields } }
          }
        }
        """, fragments: [address, PageInfo.fragment])

    /// `query CustomerOrders`: a page of orders, newest first.
    public static let orders = GraphQLDocument(
        """
        query CustomerOrders($customerAccessToken: String!, $first: Int!, $after: String, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customer(customerAccessToken: $customerAccessToken) {
            orders(first: $first, after: $after, reverse: true) { nodes { ...CustomerOrderFields } pageInfo { ...PageInfoFields } }
          }
        }
        """, fragments: [order, PageInfo.fragment])

    /// `mutation CustomerAddressCreate`.
    public static let addressCreate = GraphQLDocument(
        """
        mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
            customerAddress { ...MailingAddressFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [address, customerUserError])

    /// `mutation CustomerAddressUpdate`.
    public static let addressUpdate = GraphQLDocument(
        """
        mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
            customerAddress { ...MailingAddressFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [address, customerUserError])

    /// `mutation CustomerAddressDelete`.
    public static let addressDelete = GraphQLDocument(
        """
        mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
            deletedCustomerAddressId
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [customerUserError])

    /// `mutation CustomerDefaultAddressUpdate`.
    public static let defaultAddressUpdate = GraphQLDocument(
        """
        mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
            customer { ...CustomerProfileFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [profile, customerUserError])

    /// `mutation CustomerUpdate`.
    public static let customerUpdate = GraphQLDocument(
        """
        mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!, \(CartDocuments.context)) \(CartDocuments.inContext) {
          customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
            customer { ...CustomerProfileFields }
            customerAccessToken { ...CustomerAccessTokenFields }
            customerUserErrors { ...CustomerUserErrorFields }
          }
        }
        """, fragments: [profile, accessToken, customerUserError])
}
