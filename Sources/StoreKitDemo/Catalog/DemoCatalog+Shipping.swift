import Foundation
import StoreKitCore

extension DemoCatalog {
    /// Where the shop ships, what it costs and the taxes it charges, as its catalog states them
    /// (Shopify's shipping zones and tax rates). A catalog that states no zones ships as the
    /// built-in shoe store does (`ShippingZones`); either way each market's country is shipped
    /// to, at ``defaultInternational`` when no zone names it (Shopify sells a market only where
    /// a shipping zone reaches; the demo store makes one). A zone without rates ships nowhere.
    public struct Shipping: Sendable {
        public struct Zone: Sendable {
            public var name: String
            public var countries: Set<String>
            public var rates: [Rate]
        }

        public struct Rate: Sendable {
            public var handle: String
            public var title: String
            /// In the shop's currency.
            public var price: Decimal
            public var freeAbove: Decimal?
            public var description: String
        }

        public struct Tax: Sendable {
            public var country: String
            public var province: String?
            public var rate: Decimal
        }

        /// Nil: the built-in zones.
        public var zones: [Zone]?
        /// Nil: the built-in taxes (US and Canadian sales taxes).
        public var taxes: [Tax]?

        /// A market's country no zone names ships at this rate (20 in the shop's currency, as the
        /// built-in store's international rate).
        static let defaultInternational = Rate(
            handle: "international", title: "International", price: 20, freeAbove: nil,
            description: "5–10 business days")
    }

    /// The shipping zones and taxes of a catalog file, checked, naming the JSON path of anything malformed.
    static func shipping(_ file: CatalogFile, currency: String) throws(CatalogError) -> Shipping {
        func amount(_ text: String, _ path: String) throws(CatalogError) -> Decimal {
            guard let value = Money.parseDecimal(text), value >= 0 else {
                throw CatalogError(path: path, reason: "\"\(text)\" is not an amount like \"4.90\"")
            }
            try checkMinorUnit(Money(amount: value, currencyCode: currency), text: text, path: path)
            return value
        }
        func country(_ text: String, _ path: String) throws(CatalogError) -> String {
            let code = text.uppercased()
            guard StorefrontCodes.countries.contains(code) else {
                throw CatalogError(path: path, reason: StorefrontCodes.countryReason(text))
            }
            return code
        }
        var shipping = Shipping()
        if let entries = file.shippingZones {
            var zones: [Shipping.Zone] = []
            var named: Set<String> = []
            for (index, entry) in entries.enumerated() {
                let path = "shippingZones[\(index)]"
                var countries: Set<String> = []
                for (position, text) in entry.countries.enumerated() {
                    let code = try country(text, "\(path).countries[\(position)]")
                    guard named.insert(code).inserted else {
                        throw CatalogError(path: "\(path).countries[\(position)]", reason: "\(code) is in another zone")
                    }
                    countries.insert(code)
                }
                guard !countries.isEmpty else { throw CatalogError(path: "\(path).countries", reason: "must name at least one country") }
                var rates: [Shipping.Rate] = []
                for (position, rate) in entry.rates.enumerated() {
                    let ratePath = "\(path).rates[\(position)]"
                    let title = rate.title.trimmingCharacters(in: .whitespaces)
                    guard !title.isEmpty else { throw CatalogError(path: "\(ratePath).title", reason: "must not be empty") }
                    let handle = handle(title)
                    guard !rates.contains(where: { $0.handle == handle }) else {
                        throw CatalogError(path: "\(ratePath).title", reason: "\"\(title)\" is the title of another rate of the zone")
                    }
                    rates.append(
                        Shipping.Rate(
                            handle: handle, title: title, price: try amount(rate.price, "\(ratePath).price"),
                            freeAbove: try rate.freeAbove.map { (text) throws(CatalogError) in try amount(text, "\(ratePath).freeAbove") },
                            description: rate.description ?? ""))
                }
                zones.append(Shipping.Zone(name: entry.name, countries: countries, rates: rates))
            }
            shipping.zones = zones
        }
        if let entries = file.taxes {
            var taxes: [Shipping.Tax] = []
            for (index, entry) in entries.enumerated() {
                let path = "taxes[\(index)]"
                let code = try country(entry.country, "\(path).country")
                let province = entry.province?.uppercased()
                guard let rate = Money.parseDecimal(entry.rate), rate >= 0, rate < 1 else {
                    throw CatalogError(path: "\(path).rate", reason: "\"\(entry.rate)\" is not a fraction like \"0.20\" (20 %)")
                }
                guard !taxes.contains(where: { $0.country == code && $0.province == province }) else {
                    throw CatalogError(path: path, reason: "\(code)\(province.map { " \($0)" } ?? "") has another tax rate")
                }
                taxes.append(Shipping.Tax(country: code, province: province, rate: rate))
            }
            shipping.taxes = taxes
        }
        return shipping
    }

    /// A rate's handle from its title, as Shopify makes one ("Colissimo suivi" → "colissimo-suivi").
    private static func handle(_ title: String) -> String {
        let words = title.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? "rate" : words.joined(separator: "-")
    }

    /// The rates to `address` for an order of `subtotal` (both in the shop's currency); empty
    /// where the shop does not ship.
    func shippingRates(to address: ShippingAddress, subtotal: Decimal) -> [ShippingZones.Rate] {
        let country = (address.countryCode ?? "").uppercased()
        let rates: [ShippingZones.Rate]
        if let zones = shipping.zones {
            guard let zone = zones.first(where: { $0.countries.contains(country) }) else { return marketFallback(country) }
            rates = zone.rates.map { rate in
                let free = rate.freeAbove.map { subtotal >= $0 } ?? false
                return ShippingZones.Rate(handle: rate.handle, title: rate.title, price: free ? 0 : rate.price, description: rate.description)
            }
        } else {
            rates = ShippingZones.rates(for: address, subtotal: subtotal)
        }
        return rates.isEmpty && shipping.zones == nil ? marketFallback(country) : rates
    }

    /// A market's country that no zone names ships at the default international rate.
    private func marketFallback(_ country: String) -> [ShippingZones.Rate] {
        guard markets.contains(where: { $0.country == country }) else { return [] }
        let rate = Shipping.defaultInternational
        return [ShippingZones.Rate(handle: rate.handle, title: rate.title, price: rate.price, description: rate.description)]
    }

    /// The sales tax rate for `address`: its province's, else its country's, from the catalog's
    /// taxes (the built-in ones when it states none).
    func taxRate(for address: ShippingAddress) -> Decimal {
        guard let taxes = shipping.taxes else { return ShippingZones.taxRate(for: address) }
        let country = (address.countryCode ?? "").uppercased()
        let province = address.provinceCode?.uppercased()
        return
            (taxes.first { $0.country == country && $0.province != nil && $0.province == province }
            ?? taxes.first { $0.country == country && $0.province == nil })?.rate ?? 0
    }
}
