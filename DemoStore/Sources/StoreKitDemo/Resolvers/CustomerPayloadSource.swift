import Foundation
import GraphQL
import StoreKitCore

/// Every customer mutation's payload; fields a payload type does not declare are never read.
struct CustomerPayloadSource: Sendable {
    var customer: CustomerSource?
    var customerAccessToken: CustomerAccessTokenSource?
    var customerAddress: MailingAddressSource?
    var deletedAccessToken: String?
    var deletedCustomerAccessTokenId: String?
    var deletedCustomerAddressId: String?
    var customerUserErrors: [UserErrorSource] = []
    var userErrors: [UserErrorSource] { customerUserErrors.map { UserErrorSource(field: $0.field, message: $0.message, code: nil) } }

    init<Value>(_ outcome: Outcome<Value>) {
        customerUserErrors = outcome.userErrorSources
    }
}
