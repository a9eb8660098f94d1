import Foundation

/// Hand-written decoders for the values that arrive by the hundred (a page of products), read
/// straight off the tape without Codable's containers. Each returns nil as soon as a node does
/// not have the expected shape; the Codable path then decodes the same bytes and reports the
/// problem with its exact path, so answers are the same either way, only faster.
enum TapeFastPaths {
    /// The fast decoder for `type`, if there is one.
    static func decoder(for type: Any.Type) -> ((JSONTape, Int) -> Any?)? {
        if type == [ProductSummary].self { return { tape, index in array(tape, index, productSummary) } }
        if type == [CollectionSummary].self { return { tape, index in array(tape, index, collectionSummary) } }
        return nil
    }

    static func array<Element>(_ tape: JSONTape, _ index: Int, _ element: (JSONTape, Int) -> Element?) -> [Element]? {
        let node = tape[index]
        guard node.kind == .array else { return nil }
        var result: [Element] = []
        result.reserveCapacity(Int(node.count))
        var position = index + 1
        for _ in 0..<Int(node.count) {
            guard let value = element(tape, position) else { return nil }
            result.append(value)
            position = tape.next(after: position)
        }
        return result
    }

    /// The members of the object at `index`, by name, visited in document order. False (so the
    /// Codable path takes over) when `visit` refuses one, when a name has escapes, or when a
    /// name repeats (the first one counts there).
    static func members(_ tape: JSONTape, _ index: Int, _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ value: Int) -> Bool) -> Bool {
        let node = tape[index]
        guard node.kind == .object else { return false }
        return tape.bytes.withUnsafeBufferPointer { bytes in
            var names: [UnsafeBufferPointer<UInt8>] = []
            names.reserveCapacity(Int(node.count))
            var member = index + 1
            let end = Int(node.end)
            while member < end {
                let key = tape[member]
                guard key.count == 0 else { return false }
                let name = UnsafeBufferPointer(rebasing: bytes[Int(key.start)..<Int(key.end)])
                for earlier in names where earlier.count == name.count && (name.isEmpty || memcmp(earlier.baseAddress!, name.baseAddress!, name.count) == 0) {
                    return false
                }
                names.append(name)
                guard visit(name, member + 1) else { return false }
                member = tape.next(after: member + 1)
            }
            return true
        }
    }

    static func string(_ tape: JSONTape, _ index: Int) -> String? {
        tape[index].kind == .string ? tape.string(at: index) : nil
    }

    static func optionalString(_ tape: JSONTape, _ index: Int) -> String?? {
        switch tape[index].kind {
        case .null: return .some(nil)
        case .string: return .some(tape.string(at: index))
        default: return nil
        }
    }

    static func optionalInt(_ tape: JSONTape, _ index: Int) -> Int?? {
        switch tape[index].kind {
        case .null: return .some(nil)
        case .number: return Int(tape.numberText(at: index)).map { .some($0) }
        default: return nil
        }
    }

    static func money(_ tape: JSONTape, _ index: Int) -> Money? {
        var amount: Decimal?
        var currency: String?
        let ok = members(tape, index) { name, value in
            switch Name(name) {
            case "amount":
                guard let text = string(tape, value), let parsed = Money.parseDecimal(text) else { return false }
                amount = parsed
            case "currencyCode": currency = string(tape, value)
            default: break
            }
            return true
        }
        guard ok, let amount, let currency else { return nil }
        return Money(amount: amount, currencyCode: currency)
    }

    static func image(_ tape: JSONTape, _ index: Int) -> ProductImage? {
        var url: String?
        var altText: String??
        var width: Int?? = .some(nil)
        var height: Int?? = .some(nil)
        let ok = members(tape, index) { name, value in
            switch Name(name) {
            case "url": url = string(tape, value)
            case "altText": altText = optionalString(tape, value)
            case "width": width = optionalInt(tape, value)
            case "height": height = optionalInt(tape, value)
            default: break
            }
            return true
        }
        guard ok, let url, let width, let height else { return nil }
        return ProductImage(url: url, altText: altText ?? nil, width: width, height: height)
    }

    static func productSummary(_ tape: JSONTape, _ index: Int) -> ProductSummary? {
        var id, handle, title, vendor, productType: String?
        var available: Bool?
        var minPrice, maxPrice: Money?
        var compareAt: Money?? = .some(nil)
        var image: ProductImage?? = .some(nil)
        let ok = members(tape, index) { name, value in
            switch Name(name) {
            case "id": id = string(tape, value)
            case "handle": handle = string(tape, value)
            case "title": title = string(tape, value)
            case "vendor": vendor = string(tape, value)
            case "productType": productType = string(tape, value)
            case "availableForSale":
                switch tape[value].kind {
                case .true: available = true
                case .false: available = false
                default: return false
                }
            case "priceRange":
                return members(tape, value) { name, value in
                    switch Name(name) {
                    case "minVariantPrice": minPrice = money(tape, value)
                    case "maxVariantPrice": maxPrice = money(tape, value)
                    default: break
                    }
                    return true
                }
            case "compareAtPriceRange":
                if tape[value].kind == .null { return true }
                compareAt = nil
                return members(tape, value) { name, value in
                    if Name(name) == "maxVariantPrice" { compareAt = money(tape, value).map { .some($0) } }
                    return true
                }
            case "featuredImage":
                image = tape[value].kind == .null ? .some(nil) : self.image(tape, value).map { .some($0) }
            default: break
            }
            return true
        }
        guard ok, let id, let handle, let title, let vendor, let productType, let available, let minPrice, let maxPrice,
              let compareAt, let image else { return nil }
        return ProductSummary(id: ProductSummary.ID(id), handle: handle, title: title, vendor: vendor, productType: productType,
                              availableForSale: available, minPrice: minPrice, maxPrice: maxPrice,
                              compareAtPrice: compareAt.flatMap { $0.amount > 0 ? $0 : nil }, featuredImage: image)
    }

    static func collectionSummary(_ tape: JSONTape, _ index: Int) -> CollectionSummary? {
        var id, handle, title, description: String?
        let ok = members(tape, index) { name, value in
            switch Name(name) {
            case "id": id = string(tape, value)
            case "handle": handle = string(tape, value)
            case "title": title = string(tape, value)
            case "description": description = string(tape, value)
            default: break
            }
            return true
        }
        guard ok, let id, let handle, let title, let description else { return nil }
        return CollectionSummary(id: CollectionSummary.ID(id), handle: handle, title: title, description: description)
    }

    /// A member name compared with string literals without making a String.
    struct Name: Equatable, ExpressibleByStringLiteral {
        let bytes: UnsafeBufferPointer<UInt8>?
        let literal: StaticString?

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            literal = nil
        }

        init(stringLiteral value: StaticString) {
            bytes = nil
            literal = value
        }

        static func == (lhs: Name, rhs: Name) -> Bool {
            guard let bytes = lhs.bytes ?? rhs.bytes, let literal = lhs.literal ?? rhs.literal else { return false }
            return bytes.count == literal.utf8CodeUnitCount && (bytes.isEmpty || memcmp(bytes.baseAddress!, literal.utf8Start, bytes.count) == 0)
        }
    }
}
