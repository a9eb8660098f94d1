/// How the lists load, in one place: the store is asked for pages of ``pageSize`` items, and the
/// next page is asked for while the selection is within ``prefetchScreens`` screens of the end,
/// so that scrolling never waits for the store.
public enum Paging {
    /// Items per page of collections, products and search results.
    public static let pageSize = 50
    /// How many screens before the end of a list its next page is asked for: at a fast key
    /// repeat (40 rows a second) a page then has a second to arrive.
    public static let prefetchScreens = 2

    /// Rows before the end at which the next page is asked for, at this terminal height.
    static func prefetchRows(_ state: AppState) -> Int { state.contentRows * prefetchScreens }
}
