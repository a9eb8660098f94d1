import StoreKitCore

/// Any cart mutation's payload.
struct CartPayloadSource: Sendable {
    var cart: CartSource?
    var userErrors: [UserErrorSource]
    var warnings: [WarningSource]
}
