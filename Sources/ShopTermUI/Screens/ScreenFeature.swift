import StoreKitCore

/// What a screen answers for the root, written in the screen's own folder
/// (`<Name>/<Name>Feature.swift`): its title, its keys' context, how it is drawn, how its list or
/// focus moves, what enter opens, what `r` tries again, what its status line says while it waits.
/// The root (moving, opening, retrying, drawing, the header and the status line) asks the top
/// screen's feature (``Screen/feature``) instead of switching over every screen, so a new screen
/// is its folder, a case of ``Screen`` and one line in ``Screen/feature``. Only what a screen does
/// differently is written: the rest has the defaults below.
protocol ScreenFeature {
    /// The header's crumb for `screen` (a screen of this feature, anywhere on the stack).
    static func title(_ screen: Screen) -> String
    /// The context of the keys that apply while the screen is on top.
    static func keyContext(_ state: AppState) -> KeyContext
    /// Draws the top screen in `area` (the rows between the header and the status line).
    static func draw(_ frame: inout Frame, _ state: AppState, _ area: Area)
    /// Moves the selection, the focus or the scroll by `delta` rows (any size: clamp it).
    static func move(by delta: Int, _ state: inout AppState, _ effects: inout [Effect])
    /// `G`: the end of the list, the real one. Default: as far as ``move(by:_:_:)`` goes.
    static func moveToEnd(_ state: inout AppState, _ effects: inout [Effect])
    /// Asks for the next page of the list when the selection nears its end. Default: none.
    static func loadMore(_ state: inout AppState, _ effects: inout [Effect])
    /// Whether moving (or opening, for `.open`) has anything to go over now.
    static func canMove(_ action: Action, _ state: AppState) -> Bool
    /// enter/→: opens what is selected. Default: nothing to open.
    static func open(_ state: inout AppState, _ effects: inout [Effect])
    /// Something on the screen failed and the global `r` would try it again. Default: no.
    static func hasFailure(_ state: AppState) -> Bool
    /// The global `r` (the status line already cleared). Default: nothing.
    static func retry(_ state: inout AppState, _ effects: inout [Effect])
    /// Where the selection is in the list on screen ("12/84+"). Default: no list.
    static func listPosition(_ state: AppState) -> String?
    /// What the screen's own state says it waits for (beside what its requests said when they
    /// were sent). Default: nothing.
    static func busyText(_ state: AppState) -> String?
    /// The list a click picks a row of: its first row shown, its selection and the screen row it
    /// starts on. Default: none.
    static func clickableList(_ state: AppState) -> (offset: Int, selected: Int, firstRow: Int)?
}

extension ScreenFeature {
    static func moveToEnd(_ state: inout AppState, _ effects: inout [Effect]) { move(by: Int.max / 2, &state, &effects) }
    static func loadMore(_ state: inout AppState, _ effects: inout [Effect]) {}
    static func open(_ state: inout AppState, _ effects: inout [Effect]) {}
    static func hasFailure(_ state: AppState) -> Bool { false }
    static func retry(_ state: inout AppState, _ effects: inout [Effect]) {}
    static func listPosition(_ state: AppState) -> String? { nil }
    static func busyText(_ state: AppState) -> String? { nil }
    static func clickableList(_ state: AppState) -> (offset: Int, selected: Int, firstRow: Int)? { nil }
}

extension Screen {
    /// This screen's feature: the one place that names every screen for the root.
    var feature: any ScreenFeature.Type {
        switch self {
        case .home: HomeFeature.self
        case .collection: CollectionFeature.self
        case .product: ProductFeature.self
        case .search: SearchFeature.self
        case .cart: CartFeature.self
        case .checkout: CheckoutFeature.self
        case .account: AccountFeature.self
        case .order: OrderFeature.self
        case .markets: MarketsFeature.self
        case .everywhere: EverywhereFeature.self
        }
    }
}

extension AppState {
    /// An error on the status line (which the global `r` may try again, on screens that say so).
    var showsError: Bool { status?.kind == .error }
}
