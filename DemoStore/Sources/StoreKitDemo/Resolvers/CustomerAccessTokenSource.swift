import Foundation
import GraphQL
import StoreKitCore

struct CustomerAccessTokenSource: Sendable {
    var accessToken: String
    var expiresAt: String

    init(_ token: CustomerAccessToken) {
        accessToken = token.accessToken
        expiresAt = ISODate.format(token.expiresAt)
    }
}
