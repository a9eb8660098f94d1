import Foundation

/// A Storefront customer access token and when it stops working.
public struct CustomerAccessToken: Sendable, Equatable, Codable {
    /// The token (a secret: kept in the 0600 session file, never shown).
    public var accessToken: String
    /// When it stops working.
    public var expiresAt: Date

    /// A token `accessToken` that works until `expiresAt`.
    public init(accessToken: String, expiresAt: Date) {
        self.accessToken = accessToken
        self.expiresAt = expiresAt
    }

    private enum CodingKeys: String, CodingKey { case accessToken, expiresAt }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        accessToken = try container.decode(String.self, forKey: .accessToken)
        expiresAt = try container.decode(ISODate.self, forKey: .expiresAt).date
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(accessToken, forKey: .accessToken)
        try container.encode(ISODate(expiresAt), forKey: .expiresAt)
    }
}

/// A GraphQL `DateTime` (ISO 8601, with or without fractional seconds) as a `Date`.
public struct ISODate: Sendable, Equatable, Codable {
    /// The date.
    public var date: Date

    /// The date `date`.
    public init(_ date: Date) {
        self.date = date
    }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = Self.parse(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not an ISO 8601 date"))
        }
        self.date = date
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.format(date))
    }

    /// Parses `2026-11-22T10:00:00Z` or `2026-11-22T10:00:00.123+01:00`.
    public static func parse(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    /// `2026-11-22T10:00:00Z`.
    public static func format(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}

/// The signed-in customer's profile.
public struct CustomerProfile: Sendable, Equatable, Codable {
    /// The customer's global ID.
    public var id: String
    /// The customer's first name, when given.
    public var firstName: String?
    /// The customer's last name, when given.
    public var lastName: String?
    /// The customer's e-mail address.
    public var email: String?
    /// The customer's phone number, when given.
    public var phone: String?
    /// True when the customer accepts marketing e-mails.
    public var acceptsMarketing: Bool
    /// The ID of the default address, if any.
    public var defaultAddressID: String?

    /// A profile as the store describes it.
    public init(
        id: String, firstName: String? = nil, lastName: String? = nil, email: String? = nil, phone: String? = nil,
        acceptsMarketing: Bool = false, defaultAddressID: String? = nil
    ) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.phone = phone
        self.acceptsMarketing = acceptsMarketing
        self.defaultAddressID = defaultAddressID
    }

    /// "Ada Lovelace", or the e-mail when there is no name.
    public var displayName: String {
        let name = [firstName, lastName].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? (email ?? "customer") : name
    }

    private enum CodingKeys: String, CodingKey { case id, firstName, lastName, email, phone, acceptsMarketing, defaultAddress, defaultAddressID }
    private struct Reference: Codable { var id: String }

    /// Decodes it from JSON, as the store answers it or as shopterm keeps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        firstName = try container.decodeIfPresent(String.self, forKey: .firstName)
        lastName = try container.decodeIfPresent(String.self, forKey: .lastName)
        email = try container.decodeIfPresent(String.self, forKey: .email)
        phone = try container.decodeIfPresent(String.self, forKey: .phone)
        acceptsMarketing = try container.decodeIfPresent(Bool.self, forKey: .acceptsMarketing) ?? false
        defaultAddressID =
            try container.decodeIfPresent(Reference.self, forKey: .defaultAddress)?.id
            ?? container.decodeIfPresent(String.self, forKey: .defaultAddressID)
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(firstName, forKey: .firstName)
        try container.encode(lastName, forKey: .lastName)
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(acceptsMarketing, forKey: .acceptsMarketing)
        try container.encode(defaultAddressID, forKey: .defaultAddressID)
    }
}

/// One address of the customer's address book.
public struct CustomerAddress: Sendable, Equatable, Codable {
    /// The address's global ID in the address book.
    public var id: String
    /// The address.
    public var address: ShippingAddress

    /// The saved address `address`, known to the store as `id`.
    public init(id: String, address: ShippingAddress) {
        self.id = id
        self.address = address
    }

    private enum MailingKeys: String, CodingKey {
        case id, firstName, lastName, company, address1, address2, city, provinceCode, zip, countryCodeV2, phone, address
    }

    /// Decodes a `MailingAddress` (`countryCodeV2`), or this type's own encoding (`address`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: MailingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        if let own = try container.decodeIfPresent(ShippingAddress.self, forKey: .address) {
            address = own
            return
        }
        func text(_ key: MailingKeys) throws -> String? { try container.decodeIfPresent(String.self, forKey: key) }
        address = ShippingAddress(
            firstName: try text(.firstName), lastName: try text(.lastName), company: try text(.company),
            address1: try text(.address1), address2: try text(.address2), city: try text(.city),
            provinceCode: try text(.provinceCode), zip: try text(.zip), countryCode: try text(.countryCodeV2),
            phone: try text(.phone))
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MailingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(address, forKey: .address)
    }
}

/// One order of the customer's order history, with what its page shows: lines, money and the
/// address it ships to.
public struct CustomerOrder: Sendable, Equatable, Codable {
    /// The order's global ID.
    public var id: String
    /// "#1001".
    public var name: String
    /// The order's number (1001 for "#1001").
    public var orderNumber: Int
    /// When it was placed (ISO 8601).
    public var processedAt: String
    /// Whether it is paid, refunded… (`PAID`, `PENDING`); nil when the store does not say.
    public var financialStatus: String?
    /// Whether it has shipped (`FULFILLED`, `UNFULFILLED`, `PARTIALLY_FULFILLED`).
    public var fulfillmentStatus: String
    /// The order's status page on the web.
    public var statusUrl: String
    /// What the order cost in all.
    public var totalPrice: Money
    /// The lines read with the order (the first ``linesRead``).
    public var lines: [OrderLine]
    /// True when the order has more lines than were read (its status page lists them all).
    public var hasMoreLines: Bool
    /// The lines' total, when the store states it.
    public var subtotal: Money?
    /// Shipping, when the store states it.
    public var shipping: Money?
    /// Nil when the store does not state it.
    public var tax: Money?
    /// What was refunded; nil when nothing was.
    public var refunded: Money?
    /// Where it ships, when it ships.
    public var shippingAddress: ShippingAddress?
    /// When the order was cancelled (nil when it was not).
    public var canceledAt: String?

    /// An order as the store describes it.
    public init(
        id: String, name: String, orderNumber: Int, processedAt: String, financialStatus: String?, fulfillmentStatus: String,
        statusUrl: String, totalPrice: Money, lines: [OrderLine] = [], hasMoreLines: Bool = false, subtotal: Money? = nil,
        shipping: Money? = nil, tax: Money? = nil, refunded: Money? = nil, shippingAddress: ShippingAddress? = nil,
        canceledAt: String? = nil
    ) {
        self.id = id
        self.name = name
        self.orderNumber = orderNumber
        self.processedAt = processedAt
        self.financialStatus = financialStatus
        self.fulfillmentStatus = fulfillmentStatus
        self.statusUrl = statusUrl
        self.totalPrice = totalPrice
        self.lines = lines
        self.hasMoreLines = hasMoreLines
        self.subtotal = subtotal
        self.shipping = shipping
        self.tax = tax
        self.refunded = refunded
        self.shippingAddress = shippingAddress
        self.canceledAt = canceledAt
    }

    /// How many lines are read with each order (its status page has them all).
    public static let linesRead = 10

    /// "Paid, unfulfilled"; "Cancelled" first for a cancelled order.
    public var status: String {
        let parts =
            (canceledAt == nil ? [] : ["cancelled"])
            + [financialStatus, fulfillmentStatus].compactMap { $0 }.map { $0.lowercased().replacingOccurrences(of: "_", with: " ") }
        let text = parts.joined(separator: ", ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, orderNumber, processedAt, financialStatus, fulfillmentStatus, statusUrl, totalPrice
        case lines, hasMoreLines, subtotal, shipping, tax, refunded, shippingAddress, canceledAt
        // The Storefront API's names.
        case lineItems, subtotalPrice, totalShippingPrice, totalTax, totalRefunded
    }

    private struct LineItems: Decodable {
        var nodes: [OrderLine]
        var pageInfo: PageInfo
    }

    /// Decodes an `Order` from the Storefront API, or this type's own encoding.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        orderNumber = try container.decode(Int.self, forKey: .orderNumber)
        processedAt = try container.decode(String.self, forKey: .processedAt)
        financialStatus = try container.decodeIfPresent(String.self, forKey: .financialStatus)
        fulfillmentStatus = try container.decode(String.self, forKey: .fulfillmentStatus)
        statusUrl = try container.decode(String.self, forKey: .statusUrl)
        totalPrice = try container.decode(Money.self, forKey: .totalPrice)
        canceledAt = try container.decodeIfPresent(String.self, forKey: .canceledAt)
        if let items = try container.decodeIfPresent(LineItems.self, forKey: .lineItems) {
            lines = items.nodes
            hasMoreLines = items.pageInfo.hasNextPage
        } else {
            lines = try container.decodeIfPresent([OrderLine].self, forKey: .lines) ?? []
            hasMoreLines = try container.decodeIfPresent(Bool.self, forKey: .hasMoreLines) ?? false
        }
        func money(_ api: CodingKeys, _ own: CodingKeys) throws -> Money? {
            try container.decodeIfPresent(Money.self, forKey: api) ?? container.decodeIfPresent(Money.self, forKey: own)
        }
        subtotal = try money(.subtotalPrice, .subtotal)
        shipping = try money(.totalShippingPrice, .shipping)
        tax = try money(.totalTax, .tax)
        let refunded = try money(.totalRefunded, .refunded)
        self.refunded = refunded?.unlessZero
        if let mailing = try? container.decodeIfPresent(CustomerAddress.self, forKey: .shippingAddress) {
            shippingAddress = mailing.address
        } else {
            shippingAddress = try container.decodeIfPresent(ShippingAddress.self, forKey: .shippingAddress)
        }
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(orderNumber, forKey: .orderNumber)
        try container.encode(processedAt, forKey: .processedAt)
        try container.encodeIfPresent(financialStatus, forKey: .financialStatus)
        try container.encode(fulfillmentStatus, forKey: .fulfillmentStatus)
        try container.encode(statusUrl, forKey: .statusUrl)
        try container.encode(totalPrice, forKey: .totalPrice)
        try container.encode(lines, forKey: .lines)
        try container.encode(hasMoreLines, forKey: .hasMoreLines)
        try container.encodeIfPresent(subtotal, forKey: .subtotal)
        try container.encodeIfPresent(shipping, forKey: .shipping)
        try container.encodeIfPresent(tax, forKey: .tax)
        try container.encodeIfPresent(refunded, forKey: .refunded)
        try container.encodeIfPresent(shippingAddress, forKey: .shippingAddress)
        try container.encodeIfPresent(canceledAt, forKey: .canceledAt)
    }
}

/// One line of an order: what was bought, how many (after any removal) and what it cost.
public struct OrderLine: Sendable, Equatable, Codable {
    /// The product's title.
    public var title: String
    /// The variant's title; nil when the variant no longer exists or is the default one.
    public var variantTitle: String?
    /// How many (after any removal).
    public var quantity: Int
    /// The line's total after its discounts.
    public var total: Money

    /// A line of `quantity` of `title` (`variantTitle`) for `total`.
    public init(title: String, variantTitle: String?, quantity: Int, total: Money) {
        self.title = title
        self.variantTitle = variantTitle
        self.quantity = quantity
        self.total = total
    }

    private enum CodingKeys: String, CodingKey { case title, variantTitle, quantity, total, currentQuantity, variant, discountedTotalPrice }
    private struct Variant: Decodable { var title: String }

    /// Decodes an `OrderLineItem` (`currentQuantity`, `discountedTotalPrice`), or this type's own encoding.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        let variant = try container.decodeIfPresent(Variant.self, forKey: .variant)?.title
        let own = try container.decodeIfPresent(String.self, forKey: .variantTitle)
        // Shopify names a product without options' only variant "Default Title".
        variantTitle = (variant ?? own).flatMap(ProductVariant.shownTitle)
        quantity = try container.decodeIfPresent(Int.self, forKey: .currentQuantity) ?? container.decode(Int.self, forKey: .quantity)
        total = try container.decodeIfPresent(Money.self, forKey: .discountedTotalPrice) ?? container.decode(Money.self, forKey: .total)
    }

    /// Encodes it as JSON, as shopterm keeps it and shows it (`--json`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(variantTitle, forKey: .variantTitle)
        try container.encode(quantity, forKey: .quantity)
        try container.encode(total, forKey: .total)
    }
}

/// What sign-up asks for.
public struct SignUpForm: Sendable, Equatable {
    /// The e-mail address to sign up with.
    public var email: String
    /// The password to set (a secret: sent once, never kept).
    public var password: String
    /// The first name, when given.
    public var firstName: String?
    /// The last name, when given.
    public var lastName: String?
    /// A phone number, when given.
    public var phone: String?
    /// True to accept marketing e-mails.
    public var acceptsMarketing: Bool

    /// A sign-up with the given fields.
    public init(
        email: String, password: String, firstName: String? = nil, lastName: String? = nil, phone: String? = nil,
        acceptsMarketing: Bool = false
    ) {
        self.email = email
        self.password = password
        self.firstName = firstName
        self.lastName = lastName
        self.phone = phone
        self.acceptsMarketing = acceptsMarketing
    }
}

/// A change to the profile (`CustomerUpdateInput`): each field is left as it is
/// (`.undefined`), cleared (`.null`) or set (`.value`).
public struct ProfileChange: Sendable, Equatable {
    /// The first name: kept, cleared or set.
    public var firstName: GraphQLInput<String> = .undefined
    /// The last name: kept, cleared or set.
    public var lastName: GraphQLInput<String> = .undefined
    /// The e-mail address: kept or set.
    public var email: GraphQLInput<String> = .undefined
    /// The phone number: kept, cleared or set.
    public var phone: GraphQLInput<String> = .undefined
    /// A new password: kept or set.
    public var password: GraphQLInput<String> = .undefined
    /// Whether marketing e-mails are accepted: kept or set.
    public var acceptsMarketing: GraphQLInput<Bool> = .undefined

    /// A change of the given fields (the others are kept).
    public init(
        firstName: GraphQLInput<String> = .undefined, lastName: GraphQLInput<String> = .undefined,
        email: GraphQLInput<String> = .undefined, phone: GraphQLInput<String> = .undefined,
        password: GraphQLInput<String> = .undefined, acceptsMarketing: GraphQLInput<Bool> = .undefined
    ) {
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.phone = phone
        self.password = password
        self.acceptsMarketing = acceptsMarketing
    }

    /// True when nothing would be sent.
    public var isEmpty: Bool { self == ProfileChange() }

    /// The `CustomerUpdateInput` object: undefined fields left out, null ones sent as `null`.
    public var input: JSONValue {
        var fields: [String: JSONValue] = [:]
        fields.set("firstName", firstName)
        fields.set("lastName", lastName)
        fields.set("email", email)
        fields.set("phone", phone)
        fields.set("password", password)
        fields.set("acceptsMarketing", acceptsMarketing)
        return .object(fields)
    }
}
