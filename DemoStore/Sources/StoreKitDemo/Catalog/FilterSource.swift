import Foundation
import GraphQL
import StoreKitCore

/// A `Filter` as the resolvers hand it out.
struct FilterSource: Sendable {
    var id: String
    var label: String
    var type: String
    var presentation: String?
    var values: [FilterValueSource]
}
