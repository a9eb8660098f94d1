import Foundation
import GraphQL
import StoreKitCore

/// Country and province names a `MailingAddressInput` (customer addresses) may carry instead of codes.
enum Regions {
    static let countries = [
        "united states": "US", "united states of america": "US", "canada": "CA", "united kingdom": "GB",
        "germany": "DE", "france": "FR", "japan": "JP", "australia": "AU",
    ]
    static let countryNames = [
        "US": "United States", "CA": "Canada", "GB": "United Kingdom", "DE": "Germany", "FR": "France",
        "JP": "Japan", "AU": "Australia",
    ]
    static let provinces = [
        "california": "CA", "new york": "NY", "oregon": "OR", "washington": "WA", "texas": "TX", "ontario": "ON",
        "quebec": "QC", "british columbia": "BC", "alberta": "AB",
    ]

    static func countryCode(_ text: String) -> String { countries[text.lowercased()] ?? text.uppercased() }
    static func provinceCode(_ text: String) -> String { provinces[text.lowercased()] ?? text.uppercased() }
}
