/// Where the search of every store draws: the query and its line of help on top, then the
/// results (a detail pane beside them when wide) or the opened product's line above its offers.
enum EverywhereLayout {
    /// The rows the opened product takes above its offers (its title and price, a blank).
    static let offersHeaderRows = 2
    static let prompt = "Every store: "
}
