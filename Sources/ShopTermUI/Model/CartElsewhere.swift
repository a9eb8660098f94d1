/// A cart kept in another shop than the one on screen: its shop's name and how many items it holds.
public struct CartElsewhere: Equatable, Sendable {
    public var shopName: String
    public var domain: String
    public var items: Int

    public init(shopName: String, domain: String, items: Int) {
        self.shopName = shopName
        self.domain = domain
        self.items = items
    }
}
