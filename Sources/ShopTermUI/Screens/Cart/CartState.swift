import StoreKitCore

/// The cart in the storefront: the cart this computer keeps (``local``), and what the
/// storefront knows of it besides — the cart screen's cursor and prompt, the store's cart and
/// what it was asked to match, what the last check found, the line `u` puts back. The root
/// holds it as ``AppState/cart`` (every screen shows or adds to the cart); the cart's own code
/// (`Screens/Cart/`) and the checkout change it.
public struct CartState: Equatable, Sendable {
    /// The cart kept on this computer, saved after every change (`.saveCart`): its lines, its
    /// discount codes, gift cards and note, and the ID of the store's cart made from it
    /// (``LocalCart/storeCart``, not to be confused with ``lastStoreCart``).
    public var local: LocalCart
    /// The cart screen's selected row: a line, then a code or the note (see ``rowCount``), then
    /// the rows under them (discounts, shipping, taxes) as they scroll into sight.
    public var selection = 0
    /// The prompt for a discount code, gift card or note, while it is open.
    public var prompt: CartPrompt?
    /// Set by whoever loads a saved cart: ask the store at the next event whether it still has
    /// the cart's store cart.
    public var storeCartToLookUp = false
    /// The launch's look found the cart's store cart gone (its checkout paid or expired): the
    /// next checkout asks first.
    public var storeCartGone = false
    /// The cart's lines were ordered (its checkout gone from the store, as ``storeCartGone``):
    /// the cart screen says so until the cart is emptied or checked out again.
    public var ordered = false
    /// What the store's cart was last asked to match (asked once per change, even when it fails).
    public var storeCartAskedFor: StoreCartWanted?
    /// Set by `r` on the cart: once the check has answered, the store's cart is asked what it
    /// holds, also for a cart without codes (its stock, which a tokenless client cannot read).
    public var recheckAsksStoreCart = false
    /// What the recheck under way found changed in the whole cart (its new currency): the
    /// store's answer that follows adds to it instead of saying nothing changed.
    public var recheckFound: String?
    /// What reading the kept cart again found (another session changed it): said before what
    /// the check that follows finds.
    public var changedElsewhere: String?
    /// The store's cart (its lines and totals) as the last change of the extras (or of the
    /// lines, when the cart has codes), the market or the checkout left it; shown only while it
    /// still matches the cart (``currentStoreCart``).
    public var lastStoreCart: CheckoutState?
    /// What the last check (or the store's cart) said of each line, by line number.
    public var lineReports: [LineChangeReport] = []
    /// The cart line last removed and where it stood, until `u` puts it back or the cart
    /// changes otherwise. (The rule for what cannot be taken back: a change only this computer
    /// knows of can be undone; one the store is told of is confirmed first, y/n.)
    public var removedLine: RemovedLine?

    /// The storefront's cart for `local`, nothing else known of it yet.
    public init(local: LocalCart = LocalCart()) {
        self.local = local
    }

    /// The order made from the cart was paid at checkout: the cart kept here is emptied
    /// (``LocalCart/emptyAfterPayment()``), the store's cart it showed is over, and the cart
    /// screen's cursor goes back to the top.
    public mutating func emptyAfterPayment() {
        local.emptyAfterPayment()
        lastStoreCart = nil
        selection = 0
    }

    /// Sets the quantity of the selected line (see ``LocalCart/setQuantity(_:ofLine:)``); the
    /// line removed before can no longer be put back.
    mutating func setSelectedQuantity(_ quantity: Int) throws(CartError) {
        try local.setQuantity(quantity, ofLine: selection + 1)
        removedLine = nil
    }

    /// Removes the selected line and its add-ons, kept for `u` to put back where they stood
    /// (the cursor stays on the lines), and returns it. The lines' reports go: their numbers
    /// no longer match.
    mutating func removeSelectedLine() throws(CartError) -> LocalCart.Line {
        let (removed, addOns) = try local.removeWithAddOns(line: selection + 1)
        removedLine = RemovedLine(line: removed, index: selection, addOns: addOns)
        selection = min(selection, max(0, local.lines.count - 1))
        lineReports = []
        return removed
    }

    /// Puts the line last removed back where it stood, selected, and returns it; nil (and it is
    /// forgotten) when there is none or the cart holds its variant again.
    mutating func putBackRemovedLine() -> LocalCart.Line? {
        defer { removedLine = nil }
        guard let removed = removedLine, !local.lines.contains(where: { $0.variantID == removed.line.variantID }) else { return nil }
        let index = min(removed.index, local.lines.count)
        let keys = Set(local.lines.map(\.key))
        local.lines.insert(contentsOf: [removed.line] + removed.addOns.filter { !keys.contains($0.key) }, at: index)
        selection = index
        return removed.line
    }

    /// The cart as it is kept now (read again by `r`): when another session of this shopper, or
    /// `shopterm cart`, changed it, it replaces this storefront's (the last change wins, as the
    /// keeping does), and returns what to tell the shopper; nil when it is the same cart. The
    /// lines' reports and the line `u` would put back go with the cart they belonged to.
    mutating func adopt(_ kept: LocalCart) -> String? {
        guard kept != local else { return nil }
        local = kept
        lineReports = []
        removedLine = nil
        selection = min(selection, max(0, rowCount - 1))
        let count = kept.lines.reduce(0) { $0 + $1.quantity }
        return kept.lines.isEmpty
            ? "The cart was emptied elsewhere (another session, or shopterm cart)."
            : "The cart was changed elsewhere (another session, or shopterm cart): \(count) \(count == 1 ? "item" : "items") now."
    }

    /// The store no longer has the cart's store cart (its checkout paid or expired): it is
    /// forgotten (a new checkout makes a new one), the next checkout asks first
    /// (``storeCartGone``), and the cart screen says its lines may have been ordered.
    mutating func storeCartFoundGone() {
        storeCartGone = true
        ordered = true
        local.storeCart = nil
        lastStoreCart = nil
    }

    /// The store's cart holds fewer of a line than the cart asks (its stock, which a tokenless
    /// client cannot read beforehand): the cart follows it, as the checkout does — the line cut
    /// to what the store holds (removed when it holds none), that number kept as the most the
    /// line can have, and the line saying so. Its totals then match the cart and stay shown.
    /// `asked` is the cart the store was sent: a line changed since keeps what the shopper made
    /// it (the store is asked again). Returns what to tell the shopper, nil when the store holds
    /// every line as asked.
    mutating func follow(_ store: CheckoutState, asked: LocalCart) -> String? {
        let current = local
        let adjustments = CartAdjustment.between(asked, and: store).filter { adjustment in
            current.lines.contains { $0.key == adjustment.key && $0.quantity == adjustment.asked }
        }
        guard !adjustments.isEmpty else { return nil }
        local.follow(adjustments)
        // Each line the store kept: its most, and its report (a line it holds none of is gone).
        lineReports = adjustments.compactMap { adjustment in
            guard let index = local.lines.firstIndex(where: { $0.key == adjustment.key }) else { return nil }
            local.lines[index].quantityAvailable = adjustment.accepted
            return LineChangeReport(line: index + 1, message: adjustment.description, blocksCheckout: false)
        }
        removedLine = nil
        selection = min(selection, max(0, rowCount - 1))
        return adjustments.map(\.description).joined(separator: "; ") + " — your cart now holds what the store has."
    }

    /// The store's cart last seen (``lastStoreCart``), when it still matches the local cart
    /// (same lines and quantities, same codes and note, the same currency): its totals can be
    /// shown. A store cart left in an earlier market (its totals in another currency) is not.
    public var currentStoreCart: CheckoutState? {
        guard let store = lastStoreCart, local.subtotal?.currencyCode == store.subtotal.currencyCode else { return nil }
        let here = Dictionary(local.lines.map { ($0.key, $0.quantity) }, uniquingKeysWith: +)
        let there = Dictionary(store.lines.map { ($0.key, $0.quantity) }, uniquingKeysWith: +)
        guard here == there, Set(store.discountCodes.map { $0.code.lowercased() }) == Set(local.extras.discountCodes.map { $0.lowercased() }),
            store.giftCards.count == local.extras.giftCardCodes.count, store.note == local.extras.note
        else { return nil }
        return store
    }

    /// The store's cart whose totals the cart shows: the current one, unless a line is found
    /// sold out. The store still counts that line; the cart's subtotal does not (its total
    /// column says "sold out"), and the lines shown must add up to the totals shown.
    public var shownStoreCart: CheckoutState? { local.lines.contains(where: \.isSoldOut) ? nil : currentStoreCart }

    /// What the store's cart is asked to match in the market of `country`: the lines, the
    /// codes and note, the market.
    func storeCartWanted(country: String?) -> StoreCartWanted {
        StoreCartWanted(
            lines: Dictionary(local.lines.map { ($0.key, $0.quantity) }, uniquingKeysWith: +), extras: local.extras, country: country)
    }

    /// The number of selectable rows of the cart screen: its lines, then its extras.
    var rowCount: Int { local.lines.count + local.extras.rows.count }
}
