/// A sort key as typed on the command line ("best-selling", "price") and back.
public enum SortKeys {
    /// The key `text` names, or nil when `Key` has no such key.
    public static func key<Key: RawRepresentable & CaseIterable>(_ text: String, _: Key.Type) -> Key? where Key.RawValue == String {
        Key(rawValue: text.uppercased().replacingOccurrences(of: "-", with: "_"))
    }

    /// The keys of `Key` as typed: "title, price, best-selling".
    public static func names<Key: RawRepresentable & CaseIterable>(_: Key.Type) -> String where Key.RawValue == String {
        Key.allCases.map { $0.rawValue.lowercased().replacingOccurrences(of: "_", with: "-") }.joined(separator: ", ")
    }
}
