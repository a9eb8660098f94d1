/// Shopify's compact form of which option value combinations a product has
/// (`Product.encodedVariantExistence`) or has for sale (`encodedVariantAvailability`), so a
/// picker can mark every value of a product with 2,048 variants without reading them.
///
/// Version 1 (`v1_` prefix), as Shopify documents it for Hydrogen's decoder: each combination
/// is the positions of its values in the product's options (`[0, 2]`: the first value of the
/// first option, the third of the second). They form a trie written depth first: `a:` goes down
/// into value `a` of an option, `,` closes the innermost open prefix, and the values of the last
/// option are listed in order, a run as `a-b`, a gap as a space. `[[0,0,0],[0,1,0],[0,1,1]]` is
/// `v1_0:0:0,1:0-1,,`.
public enum EncodedVariants {
    /// The encoding of `combinations` (each as long as the product has options).
    public static func encode(_ combinations: [[Int]]) -> String {
        let sorted = Array(Set(combinations)).sorted { $0.lexicographicallyPrecedes($1) }
        guard let depth = sorted.first?.count, depth > 0 else { return "" }
        return "v1_" + node(sorted[...], level: 0, depth: depth)
    }

    private static func node(_ combinations: ArraySlice<[Int]>, level: Int, depth: Int) -> String {
        if level == depth - 1 { return runs(combinations.map { $0[level] }) }
        var text = ""
        var start = combinations.startIndex
        while start < combinations.endIndex {
            let value = combinations[start][level]
            var end = start
            while end < combinations.endIndex, combinations[end][level] == value { end += 1 }
            text += "\(value):" + node(combinations[start..<end], level: level + 1, depth: depth) + ","
            start = end
        }
        return text
    }

    /// "0-2 4 6-7" for [0, 1, 2, 4, 6, 7] (sorted, distinct).
    private static func runs(_ values: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < values.count {
            var last = index
            while last + 1 < values.count, values[last + 1] == values[last] + 1 { last += 1 }
            parts.append(last > index ? "\(values[index])-\(values[last])" : "\(values[index])")
            index = last + 1
        }
        return parts.joined(separator: " ")
    }

    /// The combinations `text` holds; nil for an encoding this version does not read (or a
    /// malformed one), which a client treats as "not known" rather than "none".
    public static func decode(_ text: String) -> Set<[Int]>? {
        guard text.hasPrefix("v1_") else { return text.isEmpty ? [] : nil }
        var found: Set<[Int]> = []
        var prefix: [Int] = []
        var number: Int?
        var rangeStart: Int?
        func emitLeaves() -> Bool {
            guard let last = number else { return rangeStart == nil }
            let first = rangeStart ?? last
            guard first <= last, last - first <= 100_000 else { return false }
            for value in first...last { found.insert(prefix + [value]) }
            rangeStart = nil
            number = nil
            return true
        }
        for character in text.dropFirst(3) {
            switch character {
            case "0"..."9":
                let digit = Int(String(character))!
                let (scaled, overflow) = (number ?? 0).multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                number = scaled + digit
            case ":":
                guard let value = number, rangeStart == nil else { return nil }
                prefix.append(value)
                number = nil
            case "-":
                guard let value = number, rangeStart == nil else { return nil }
                rangeStart = value
                number = nil
            case " ":
                guard number != nil, emitLeaves() else { return nil }
            case ",":
                guard emitLeaves(), !prefix.isEmpty else { return nil }
                prefix.removeLast()
            default:
                return nil
            }
        }
        guard emitLeaves(), rangeStart == nil else { return nil }
        return found
    }
}
