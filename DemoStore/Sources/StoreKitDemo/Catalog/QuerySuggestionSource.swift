import Foundation
import StoreKitCore

/// A `SearchQuerySuggestion`.
struct QuerySuggestionSource: Sendable {
    var text: String
    var styledText: String
}
