extension Screen {
    /// True on a product's page.
    var isProduct: Bool { if case .product = self { return true } else { return false } }

    /// The collection screen, read and written in place (nil for other screens).
    public internal(set) var collection: CollectionScreen? {
        get { if case .collection(let screen) = self { return screen } else { return nil } }
        set { if let newValue { self = .collection(newValue) } }
    }

    /// The product screen (nil for other screens).
    public internal(set) var product: ProductScreen? {
        get { if case .product(let screen) = self { return screen } else { return nil } }
        set { if let newValue { self = .product(newValue) } }
    }

    /// The search screen (nil for other screens).
    public internal(set) var search: SearchScreen? {
        get { if case .search(let screen) = self { return screen } else { return nil } }
        set { if let newValue { self = .search(newValue) } }
    }

    var checkout: CheckoutScreen? {
        get { if case .checkout(let screen) = self { return screen } else { return nil } }
        set { if let newValue { self = .checkout(newValue) } }
    }

    var account: AccountScreen? {
        get { if case .account(let screen) = self { return screen } else { return nil } }
        set { if let newValue { self = .account(newValue) } }
    }

    /// The country and language picker (nil for other screens).
    public internal(set) var markets: MarketScreen? {
        get { if case .markets(let screen) = self { return screen } else { return nil } }
        set { if let newValue { self = .markets(newValue) } }
    }

    /// The search of every store (nil for other screens).
    public internal(set) var everywhere: EverywhereScreen? {
        get { if case .everywhere(let screen) = self { return screen } else { return nil } }
        set { if let newValue { self = .everywhere(newValue) } }
    }

    var order: OrderScreen? {
        get { if case .order(let screen) = self { return screen } else { return nil } }
        set { if let newValue { self = .order(newValue) } }
    }
}

extension AppState {
    /// The index of the top screen.
    var top: Int { stack.count - 1 }

    /// The menu the home screen shows (nil when it shows the collections).
    var homeMenu: ListState<MenuRow>? { browsingCollections ? nil : menu }
}
