import Foundation
import GraphQL
import StoreKitCore

/// `SEO`: nothing set.
struct SEOSource: Sendable {
    var title: String?
    var description: String?
}
