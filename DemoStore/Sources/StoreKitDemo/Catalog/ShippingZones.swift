import Foundation
import StoreKitCore

/// Where the demo store ships, what it costs, and the taxes it charges.
enum ShippingZones {
    static let provinces: [String: Set<String>] = [
        "US": [
            "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME",
            "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI",
            "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "PR",
        ],
        "CA": ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"],
    ]

    static let postalCodePatterns: [String: String] = [
        "US": #"^\d{5}(-\d{4})?$"#, "CA": #"^[A-Z]\d[A-Z] ?\d[A-Z]\d$"#, "GB": #"^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$"#,
        "DE": #"^\d{5}$"#, "FR": #"^\d{5}$"#, "JP": #"^\d{3}-?\d{4}$"#, "AU": #"^\d{4}$"#,
    ]

    /// Countries the store ships to.
    static let countries: Set<String> = ["US", "CA", "GB", "DE", "FR", "JP", "AU"]

    struct Rate: Equatable {
        var handle: String
        var title: String
        var price: Decimal
        var description: String
    }

    /// The rates for `address` and an order `subtotal`; empty where the store does not ship.
    static func rates(for address: DemoAddress, subtotal: Decimal) -> [Rate] {
        let country = (address.countryCode ?? "").uppercased()
        switch country {
        case "US":
            let remote = ["AK", "HI", "PR"].contains((address.provinceCode ?? "").uppercased())
            var rates = [
                Rate(handle: "standard", title: "Standard", price: subtotal >= 100 ? 0 : 5, description: "3–5 business days"),
                Rate(handle: "express", title: "Express", price: remote ? 30 : 15, description: "1–2 business days"),
            ]
            if !remote { rates.append(Rate(handle: "overnight", title: "Overnight", price: 35, description: "Next business day")) }
            return rates
        case "CA":
            return [
                Rate(handle: "standard", title: "Standard", price: 9, description: "4–7 business days"),
                Rate(handle: "express", title: "Express", price: 25, description: "2–3 business days"),
            ]
        case "GB", "DE", "FR":
            return [Rate(handle: "international", title: "International", price: 20, description: "5–10 business days")]
        case "JP", "AU":
            return [Rate(handle: "international-economy", title: "International Economy", price: 30, description: "10–20 business days")]
        default:
            return []
        }
    }

    /// The sales tax rate for an address.
    static func taxRate(for address: DemoAddress) -> Decimal {
        let province = (address.provinceCode ?? "").uppercased()
        switch (address.countryCode ?? "").uppercased() {
        case "US":
            switch province {
            case "OR", "MT", "NH", "DE", "AK": return 0
            case "CA": return Decimal(string: "0.0725")!
            case "NY": return Decimal(string: "0.08")!
            default: return Decimal(string: "0.06")!
            }
        case "CA":
            switch province {
            case "ON", "NB", "NL", "NS", "PE": return Decimal(string: "0.13")!
            case "QC": return Decimal(string: "0.14975")!
            case "BC": return Decimal(string: "0.12")!
            default: return Decimal(string: "0.05")!
            }
        default:
            return 0
        }
    }
}
