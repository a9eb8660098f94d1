/// The demo's slice of the Customer Account API: the one mutation shopterm sends there
/// (`storefrontCustomerAccessTokenCreate`, which trades the signed-in customer's access token
/// for a Storefront customer access token) and the customer's name and e-mail.
///
/// Written by hand: ../shared holds only Storefront API schemas, so this cannot be generated or
/// checked against the real Customer Account API schema the way the Storefront SDL is. Field
/// and payload shapes follow the public Customer Account API reference.
let customerAccountSchemaSDL = #"""
    schema {
      query: QueryRoot
      mutation: Mutation
    }

    type QueryRoot {
      customer: Customer!
    }

    type Customer {
      id: ID!
      firstName: String
      lastName: String
      displayName: String!
      emailAddress: CustomerEmailAddress
    }

    type CustomerEmailAddress {
      emailAddress: String
    }

    type Mutation {
      storefrontCustomerAccessTokenCreate: StorefrontCustomerAccessTokenCreatePayload
    }

    type StorefrontCustomerAccessTokenCreatePayload {
      customerAccessToken: String
      userErrors: [UserErrorsStorefrontCustomerAccessTokenCreateUserErrors!]!
    }

    type UserErrorsStorefrontCustomerAccessTokenCreateUserErrors {
      code: String
      field: [String!]
      message: String!
    }
    """#
