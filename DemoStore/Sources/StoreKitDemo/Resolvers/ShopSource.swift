import StoreKitCore

/// The values the demo resolvers hand to GraphQL, one per object type that needs more than
/// a catalog record.
struct ShopSource: Sendable { var shop: DemoCatalog.Shop }
