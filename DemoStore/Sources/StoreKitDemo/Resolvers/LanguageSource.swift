import Foundation
import GraphQL
import StoreKitCore

struct LanguageSource: Sendable {
    var isoCode: String
    var name: String
    var endonymName: String

    init(_ code: String) {
        isoCode = code
        let identifier = code.lowercased().replacingOccurrences(of: "_", with: "-")
        name = Locale(identifier: "en").localizedString(forIdentifier: identifier) ?? code
        endonymName = Locale(identifier: identifier).localizedString(forIdentifier: identifier) ?? name
    }
}
