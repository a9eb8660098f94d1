/// The shop: name, description, currency, money format and policies.
///
/// Decodes from the `shop` query's shape; encodes flat (`--json`).
public struct Shop: Sendable, Hashable, Codable {
    /// A policy's title and where to read it.
    public struct Policy: Sendable, Hashable, Codable {
        /// The policy's title ("Refund policy").
        public var title: String
        /// Where the shopper reads it.
        public var url: String

        /// A policy `title`, read at `url`.
        public init(title: String, url: String) {
            self.title = title
            self.url = url
        }
    }

    /// The shop's name.
    public var name: String
    /// What the shop says of itself, when it says anything.
    public var description: String?
    /// e.g. `${{amount}}`: how the shop formats prices in its own theme.
    public var moneyFormat: String
    /// The ISO 4217 currency the shop prices in (`USD`).
    public var currencyCode: String
    /// The ISO 3166 country the shop is in (`US`).
    public var countryCode: String
    /// The shop's primary domain, as a URL.
    public var url: String
    /// The refund, shipping, privacy and terms policies the shop has.
    public var policies: [Policy]

    /// The shop as the store describes it.
    public init(
        name: String, description: String?, moneyFormat: String, currencyCode: String, countryCode: String,
        url: String, policies: [Policy]
    ) {
        self.name = name
        self.description = description
        self.moneyFormat = moneyFormat
        self.currencyCode = currencyCode
        self.countryCode = countryCode
        self.url = url
        self.policies = policies
    }

    private enum GraphQLKeys: String, CodingKey {
        case name, description, moneyFormat, paymentSettings, primaryDomain
        case privacyPolicy, refundPolicy, shippingPolicy, termsOfService
    }
    private struct PaymentSettings: Decodable {
        var currencyCode: String
        var countryCode: String
    }
    private struct Domain: Decodable { var url: String }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: GraphQLKeys.self)
        let payment = try container.decode(PaymentSettings.self, forKey: .paymentSettings)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            description: try container.decodeIfPresent(String.self, forKey: .description),
            moneyFormat: try container.decode(String.self, forKey: .moneyFormat),
            currencyCode: payment.currencyCode,
            countryCode: payment.countryCode,
            url: try container.decode(Domain.self, forKey: .primaryDomain).url,
            policies: try [GraphQLKeys.privacyPolicy, .refundPolicy, .shippingPolicy, .termsOfService].compactMap {
                try container.decodeIfPresent(Policy.self, forKey: $0)
            })
    }
}

extension Shop {
    /// What `shopterm shop` and the storefront's header ask of the shop.
    public static let fragment = GraphQLFragment(
        "ShopFields",
        """
        fragment ShopFields on Shop {
          name description moneyFormat
          paymentSettings { currencyCode countryCode }
          primaryDomain { url }
          privacyPolicy { ...PolicyFields }
          refundPolicy { ...PolicyFields }
          shippingPolicy { ...PolicyFields }
          termsOfService { ...PolicyFields }
        }
        """, uses: [Policy.fragment])
}

extension Shop.Policy {
    /// `ShopFields`: what the `shop` query asks.
    public static let fragment = GraphQLFragment(
        "PolicyFields",
        """
        fragment PolicyFields on ShopPolicy { title url }
        """)
}
