import GraphQL
import StoreKitCore

struct EmailAddressSource: Sendable { var emailAddress: String? }
