import Foundation

/// A UCP checkout's shipping (UCP 2026-04-08, fulfillment.md, `types/fulfillment*.json`,
/// `types/shipping_destination.json`) on its Storefront cart: one shipping method whose
/// destinations are the cart's delivery addresses, and one group (every line: the demo ships one
/// package) whose options are the cart's delivery options, the same rates and the same selection
/// the Cart API and the checkout page use. A destination the store cannot ship to yet (a country
/// alone, as an agent knows it early) is kept on the session, not the cart: its options are the
/// rates for its country, as an estimate, and the buyer completes the address on the checkout page.
struct UCPCheckoutFulfillment: Sendable, Equatable {
    /// A shipping destination as the platform named it.
    struct Destination: Sendable, Equatable {
        var id: String
        var address: DemoAddress
    }

    var destinations: [Destination]
    var selectedDestination: String?
    /// The group's `selected_option_id`: a delivery option's handle.
    var selectedOption: String?

    /// The one method's and the one group's IDs.
    static let methodID = "shipping"
    static let groupID = "group_1"
    /// The most destinations one request may carry (the Cart API's limit of addresses is 20).
    static let maxDestinations = 20

    /// The `fulfillment` of a create or update (nil: none given). Only shipping is served: the
    /// demo has no pickup locations.
    static func read(_ checkout: UCPJSON?) -> Result<UCPCheckoutFulfillment?, UCPError> {
        guard let fulfillment = checkout?["fulfillment"] else { return .success(nil) }
        guard let methods = fulfillment["methods"]?.array, let method = methods.first, methods.count == 1 else {
            return .failure(.invalidInput("fulfillment.methods must hold one shipping method"))
        }
        guard method["type"] == nil || method["type"] == "shipping" else {
            return .failure(.invalidInput("The shop offers shipping only (no pickup)"))
        }
        let given = method["destinations"]?.array ?? []
        guard given.count <= maxDestinations else { return .failure(.invalidInput("At most \(maxDestinations) destinations")) }
        var destinations: [Destination] = []
        for (index, entry) in given.enumerated() {
            guard case .object(let fields) = entry, let id = fields["id"]?.string ?? Optional("dest_\(index + 1)"), id.count <= 128,
                fields.values.allSatisfy({ $0.string.map { $0.count <= 255 } ?? false })
            else { return .failure(.invalidInput("fulfillment destination \(index) must be a postal address of strings")) }
            let text = { (name: String) in fields[name]?.string }
            let address = DemoAddress(
                firstName: text("first_name"), lastName: text("last_name"), address1: text("street_address"),
                address2: text("extended_address"), city: text("address_locality"), provinceCode: text("address_region"),
                zip: text("postal_code"), countryCode: text("address_country")?.uppercased(), phone: text("phone_number"))
            destinations.append(Destination(id: id, address: address))
        }
        let selected = method["selected_destination_id"]?.string ?? (destinations.count == 1 ? destinations.first?.id : nil)
        let option = method["groups"]?.array?.first?["selected_option_id"]?.string
        return .success(UCPCheckoutFulfillment(destinations: destinations, selectedDestination: selected, selectedOption: option))
    }

    /// The selected destination.
    var selected: Destination? { destinations.first { $0.id == selectedDestination } }

    /// Puts it on the Storefront cart `cartID`: the selected destination as its delivery address
    /// when the store can ship there (else none), its delivery options read until they are ready
    /// (an agent is answered at once), and the option asked for when the cart has it. Returns the
    /// messages about what could not be taken.
    func apply(to cartID: String, in commerce: CommerceState) -> [UCPJSON] {
        guard let destination = selected else {
            _ = commerce.replaceAddresses(cartID, [])
            return []
        }
        let problems = destination.address.problems()
        guard problems.isEmpty else {
            _ = commerce.replaceAddresses(cartID, [])
            let path = destinations.firstIndex(of: destination).map { "$.fulfillment.methods[0].destinations[\($0)]" }
            let content = "The buyer completes the address on the checkout page: " + problems.map(\.message).joined(separator: "; ")
            return [UCPCartReplies.error("invalid_address", content, severity: "requires_buyer_input", path: path)]
        }
        _ = commerce.replaceAddresses(cartID, [(destination.address, true, false)])
        for _ in 0...commerce.shippingRatePolls { _ = commerce.observe(cartID) }
        guard let option = selectedOption, let cart = commerce.observe(cartID)?.cart,
            commerce.rates(for: cart).contains(where: { $0.handle == option })
        else { return [] }
        _ = commerce.selectDeliveryOptions(cartID, [(cart.deliveryGroupID, option)])
        return []
    }

    /// checkout.json's `fulfillment` for `cart` (its line items, its options and selection).
    func json(_ cart: CommerceState.Cart, commerce: CommerceState, minor: (Decimal) -> UCPJSON) -> UCPJSON {
        let lineIDs: UCPJSON = .array(cart.lines.map { .string($0.id) })
        // The options of the selected destination: the cart's own when it holds the address,
        // else the rates for its country on a copy of the cart (an estimate, selected by nobody).
        var probe = cart
        if cart.selectedAddress == nil, let destination = selected {
            probe.addresses = [CommerceState.SelectableAddress(id: "estimate", address: destination.address, selected: true, oneTimeUse: false)]
        }
        let options: [UCPJSON] = commerce.rates(for: probe).map { rate in
            [
                "id": .string(rate.handle), "title": .string(rate.title), "description": .string(rate.description),
                "totals": [["type": "total", "amount": minor(rate.price)]],
            ]
        }
        let chosen = cart.selectedAddress == nil ? nil : cart.selectedOptionHandle
        let group: UCPJSON = [
            "id": .string(Self.groupID), "line_item_ids": lineIDs, "options": .array(options),
            "selected_option_id": chosen.map(UCPJSON.string) ?? .null,
        ]
        let destinations: [UCPJSON] = destinations.map { destination in
            let address = destination.address
            let fields: [(String, String?)] = [
                ("first_name", address.firstName), ("last_name", address.lastName), ("street_address", address.address1),
                ("extended_address", address.address2), ("address_locality", address.city), ("address_region", address.provinceCode),
                ("postal_code", address.zip), ("address_country", address.countryCode), ("phone_number", address.phone),
            ]
            var members: [String: UCPJSON] = ["id": .string(destination.id)]
            for (name, value) in fields { if let value { members[name] = .string(value) } }
            return .object(members)
        }
        let method: UCPJSON = [
            "id": .string(Self.methodID), "type": "shipping", "line_item_ids": lineIDs, "destinations": .array(destinations),
            "selected_destination_id": selectedDestination.map(UCPJSON.string) ?? .null, "groups": [group],
        ]
        return ["methods": [method]]
    }
}
