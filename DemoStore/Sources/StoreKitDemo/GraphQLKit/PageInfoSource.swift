import Foundation
import GraphQL

struct PageInfoSource: Sendable {
    var hasNextPage: Bool
    var hasPreviousPage: Bool
    var startCursor: String?
    var endCursor: String?
}
