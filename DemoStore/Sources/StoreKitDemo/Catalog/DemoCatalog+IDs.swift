extension DemoCatalog {
    /// How a catalog file's global IDs are made: from what stays when the file is edited, so
    /// that a saved cart (kept 90 days by serve-ssh's shoppers' database) and a link keep pointing
    /// at the same product after products are inserted, removed or reordered.
    ///
    /// Each ID's number is a hash of its item's stable data (``stableNumber(_:_:)``): a product's
    /// and a collection's of their handle; a variant's of its product's handle and its option
    /// values (by option name, so reordering options or values changes nothing); a product
    /// option's of the handle and the option's name; an image's of the handle and its URL; a
    /// selling plan's of the handle and the plan's name; a policy's of its handle; a gift card's
    /// of its code. A product, variant or collection may state its number instead (`"id": 42`),
    /// e.g. to keep it through a change of handle. Two items of one kind with one ID are refused,
    /// naming both. The built-in shoe store numbers its IDs in file order instead
    /// (``CatalogFile/numbersIDsInFileOrder``).
    struct IDs {
        /// The largest number an ID may have: Shopify's IDs are positive integers, and below 2^53
        /// a JSON number (and JavaScript) holds them exactly.
        static let maximum: UInt64 = (1 << 53) - 1

        let inFileOrder: Bool
        private var counters: [String: UInt64] = [:]
        /// Who has each ID given so far (a JSON path).
        private var owners: [String: String] = [:]

        init(inFileOrder: Bool) { self.inFileOrder = inFileOrder }

        /// The global ID of the `kind` (`ProductVariant`) at `path`: the number the file states,
        /// else the next in file order or one derived from `key`; a clash with an earlier item's
        /// ID is a problem.
        mutating func make(_ kind: String, key: [String], stated: Int? = nil, path: String, check: inout CatalogCheck) -> String {
            let number: UInt64
            if let stated {
                guard stated >= 1, UInt64(stated) <= Self.maximum else {
                    check.add("\(path).id", "\(stated) is not an ID number from 1 to \(Self.maximum) (2^53 - 1)")
                    return "gid://shopify/\(kind)/invalid-\(path)"
                }
                number = UInt64(stated)
            } else if inFileOrder {
                number = counters[kind, default: 0] + 1
                counters[kind] = number
            } else {
                number = Self.stableNumber(kind, key)
            }
            let id = "gid://shopify/\(kind)/\(number)"
            if let other = owners[id] {
                check.add(stated == nil ? path : "\(path).id", "its ID \(id) is also the ID of \(other) (state another \"id\" for one of them)")
            } else {
                owners[id] = path
            }
            return id
        }

        /// A number from 1 to 2^53 - 1 for `kind` and `key`: 64-bit FNV-1a of their UTF-8 bytes
        /// (each followed by a zero byte), folded to 53 bits. Stable across runs, builds and
        /// machines (Swift's own `Hasher` is seeded per process); a test pins its values, since
        /// changing it would move every ID of every catalog.
        static func stableNumber(_ kind: String, _ key: [String]) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for part in [kind] + key {
                for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                hash = (hash ^ 0) &* 0x100_0000_01b3
            }
            let folded = (hash ^ (hash >> 53)) & maximum
            return folded == 0 ? 1 : folded
        }
    }
}
