import Foundation

/// How the demo store writes `Product.encodedVariantExistence` and `encodedVariantAvailability`:
/// Shopify's version 1 encoding, written here by the store's own encoder (shared with no client,
/// whose decoder it checks).
///
/// As Shopify documents it with Hydrogen's decoder (Shopify/hydrogen,
/// `packages/hydrogen-react/src/optionValueDecoder.ts`): a combination is the positions of its
/// values in the product's options; the sorted combinations form a trie written depth first
/// after a `v1_` prefix, where `:` goes down to the next option, `,` ends a repeated prefix, and
/// the last option's values are listed as runs (`0-2`) separated by gaps (` `). Its example:
/// `[[0,0,0], [0,1,0], [0,1,1], [1,0,0], [1,0,1], [1,1,1], [2,0,1], [2,1,0]]` is
/// `v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,`.
enum DemoEncodedVariants {
    /// The encoding of `combinations` (each with one position per option; empty when there are
    /// none).
    static func encode(_ combinations: [[Int]]) -> String {
        let rows = Set(combinations).sorted { $0.lexicographicallyPrecedes($1) }
        guard let width = rows.first?.count, width > 0 else { return "" }
        return "v1_" + trie(rows, width: width)
    }

    /// `rows` (sorted, each `width` long) as a trie: a prefix per first position, then its rest.
    private static func trie(_ rows: [[Int]], width: Int) -> String {
        if width == 1 { return runs(rows.map { $0[0] }) }
        var branches: [(head: Int, rest: [[Int]])] = []
        for row in rows {
            if branches.last?.head == row[0] {
                branches[branches.count - 1].rest.append(Array(row.dropFirst()))
            } else {
                branches.append((row[0], [Array(row.dropFirst())]))
            }
        }
        return branches.map { "\($0.head):" + trie($0.rest, width: width - 1) + "," }.joined()
    }

    /// The last option's positions (sorted, distinct) as runs: `0-2 4 6-7`.
    private static func runs(_ positions: [Int]) -> String {
        var ranges: [ClosedRange<Int>] = []
        for position in positions {
            if let last = ranges.last, last.upperBound + 1 == position {
                ranges[ranges.count - 1] = last.lowerBound...position
            } else {
                ranges.append(position...position)
            }
        }
        return ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: " ")
    }
}
