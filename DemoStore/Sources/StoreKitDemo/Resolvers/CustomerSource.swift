import Foundation
import GraphQL
import StoreKitCore

/// What customer fields and payloads resolve from.
struct CustomerSource: Sendable { var account: CustomerDirectory.Account }
