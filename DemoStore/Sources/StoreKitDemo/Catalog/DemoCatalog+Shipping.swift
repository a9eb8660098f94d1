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

    /// The shipping zones and taxes of a catalog file, checked, recording every problem with its JSON path.
    static func shipping(_ file: CatalogFile, currency: String, check: inout CatalogCheck) -> Shipping {
        func country(_ text: String, _ path: String) -> String? {
            let code = text.uppercased()
            guard SchemaEnum.countryCodes.contains(code) else {
                check.add(path, SchemaEnum.countryReason(text))
                return nil
            }
            return code
        }
        var shipping = Shipping()
        if let entries = file.shippingZones {
            var zones: [Shipping.Zone] = []
            var named: Set<String> = []
            for (index, entry) in entries.enumerated() {
                let path = "shippingZones[\(index)]"
                _ = checkNotBlank(entry.name, path: "\(path).name", check: &check)
                var countries: Set<String> = []
                for (position, text) in entry.countries.enumerated() {
                    guard let code = country(text, "\(path).countries[\(position)]") else { continue }
                    guard named.insert(code).inserted else {
                        check.add("\(path).countries[\(position)]", "\(code) is in another zone")
                        continue
                    }
                    countries.insert(code)
                }
                if entry.countries.isEmpty { check.add("\(path).countries", "must name at least one country") }
                var rates: [Shipping.Rate] = []
                for (position, rate) in entry.rates.enumerated() {
                    let ratePath = "\(path).rates[\(position)]"
                    let title = rate.title.trimmingCharacters(in: .whitespaces)
                    guard !title.isEmpty else {
                        check.add("\(ratePath).title", "must not be empty")
                        continue
                    }
                    let handle = handle(title)
                    guard !rates.contains(where: { $0.handle == handle }) else {
                        check.add("\(ratePath).title", "\"\(title)\" is the title of another rate of the zone")
                        continue
                    }
                    let price = amount(rate.price, currency: currency, path: "\(ratePath).price", check: &check)
                    let freeAbove = rate.freeAbove.map { amount($0, currency: currency, path: "\(ratePath).freeAbove", check: &check) }
                    guard let price, freeAbove ?? price != nil else { continue }
                    rates.append(
                        Shipping.Rate(
                            handle: handle, title: title, price: price.amount, freeAbove: freeAbove??.amount, description: rate.description ?? ""))
                }
                zones.append(Shipping.Zone(name: entry.name, countries: countries, rates: rates))
            }
            shipping.zones = zones
        }
        if let entries = file.taxes {
            var taxes: [Shipping.Tax] = []
            for (index, entry) in entries.enumerated() {
                let path = "taxes[\(index)]"
                let code = country(entry.country, "\(path).country")
                let province = entry.province?.uppercased()
                guard let rate = DemoMoney.parseDecimal(entry.rate), rate >= 0, rate < 1 else {
                    check.add("\(path).rate", "\"\(entry.rate)\" is not a fraction like \"0.20\" (20 %)")
                    continue
                }
                guard let code else { continue }
                guard !taxes.contains(where: { $0.country == code && $0.province == province }) else {
                    check.add(path, "\(code)\(province.map { " \($0)" } ?? "") has another tax rate")
                    continue
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
    func shippingRates(to address: DemoAddress, subtotal: Decimal) -> [ShippingZones.Rate] {
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
    func taxRate(for address: DemoAddress) -> Decimal {
        guard let taxes = shipping.taxes else { return ShippingZones.taxRate(for: address) }
        let country = (address.countryCode ?? "").uppercased()
        let province = address.provinceCode?.uppercased()
        return
            (taxes.first { $0.country == country && $0.province != nil && $0.province == province }
            ?? taxes.first { $0.country == country && $0.province == nil })?.rate ?? 0
    }
}
