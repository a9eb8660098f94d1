import Foundation
import StoreKitCore

/// A price range as typed in the filter panel: "20-100", "20-", "-100", "" (any price).
enum PriceRangeText {
    static func parse(_ text: String) -> (min: Decimal?, max: Decimal?)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return (nil, nil) }
        let parts = trimmed.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        func amount(_ part: String) -> Decimal?? {
            if part.isEmpty { return .some(nil) }
            guard let value = Money.parseDecimal(part), value >= 0 else { return nil }
            return .some(value)
        }
        guard parts.count == 2, let min = amount(parts[0]), let max = amount(parts[1]) else { return nil }
        if let low = min, let high = max, low > high { return nil }
        return (min, max)
    }

    static func text(_ range: (min: Decimal?, max: Decimal?)) -> String {
        "\(range.min.map { "\($0)" } ?? "")-\(range.max.map { "\($0)" } ?? "")"
    }
}

extension AppState {
    /// The sorting and filtering of the list on top (a collection, or a search's results).
    var topFinding: Finding? {
        get {
            if let screen = screen.collection { return screen.finding }
            if let screen = screen.search, screen.searched != nil { return screen.finding }
            return nil
        }
        set {
            guard let newValue else { return }
            stack[top].collection?.finding = newValue
            stack[top].search?.finding = newValue
        }
    }

    /// The currency the list on top is priced in (the market's, which may not be the shop's):
    /// its products', else the shop's. The price filter's bounds are in it.
    var topListCurrency: String? {
        let list = screen.collection?.products ?? screen.search?.results
        let items = list?.items
        return (items?.isEmpty == false ? items?[0].minPrice.currencyCode : nil) ?? shop?.currencyCode
    }

    /// True while the list on top is loading a page.
    var topListLoading: Bool {
        (screen.collection != nil || screen.search != nil) && isWaiting(.page)
    }

    /// The filter panel's rows for the list on top.
    var filterRows: [FilterRow] {
        guard let finding = topFinding else { return [] }
        return FilterRow.rows(finding.offered ?? [], options: finding.options)
    }
}
