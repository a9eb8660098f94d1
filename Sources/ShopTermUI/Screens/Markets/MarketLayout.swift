/// Where the market picker's rows go.
enum MarketLayout {
    /// Rows above the country list: the current market and the language row.
    static let headerRows = 3

    /// The rows the country list has on screen.
    static func listRows(_ state: AppState) -> Int { max(1, state.contentRows - headerRows) }
}
