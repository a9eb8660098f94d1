import Foundation

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
