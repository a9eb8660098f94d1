import Foundation

extension CatalogFile {
    /// Reads a catalog from JSON bytes, naming the JSON path of everything malformed (all of it,
    /// not the first problem only). The text must be strict JSON (``StrictJSON``: no trailing
    /// comma, no comment, no key twice); JSON that is not is named by line and column. A key the
    /// format does not have is refused, not ignored (a typo `varaints` would make a product
    /// without variants).
    public static func decode(_ data: Data) throws(CatalogError) -> CatalogFile {
        let (file, problems) = read(data)
        guard let file, problems.isEmpty else { throw CatalogError(problems: problems) }
        return file
    }

    /// The file, when its structure decodes (even with unknown keys), and every problem found.
    static func read(_ data: Data) -> (file: CatalogFile?, problems: [CatalogError.Problem]) {
        let bytes = [UInt8](data)
        do {
            try StrictJSON.check(bytes)
        } catch {
            let place = StrictJSON.place(error.offset, in: bytes)
            if let path = error.path { return (nil, [.init(path: path, reason: error.reason + place)]) }
            return (nil, [.init(path: "", reason: "not valid JSON\(place): \(error.reason)")])
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            return (nil, [.init(path: "", reason: "not valid JSON")])
        }
        guard object is [String: Any] else {
            return (nil, [.init(path: "", reason: "must be a JSON object ({ \"shop\": …, \"products\": … })")])
        }
        do {
            let file = try JSONDecoder().decode(CatalogFile.self, from: data)
            return (file, unknownKeys(object, as: file))
        } catch {
            // Each part on its own, so that every malformed product is named, not the first only.
            return (nil, partProblems(object as? [String: Any] ?? [:]))
        }
    }

    /// Every key of `object` the format does not have: what decoding kept is what it knows (the
    /// value re-encoded has every known key, with a value, and none other).
    private static func unknownKeys<T: Encodable>(_ object: Any, as decoded: T, path: String = "") -> [CatalogError.Problem] {
        guard let encoded = try? JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded), options: [.fragmentsAllowed]) else { return [] }
        var found: [String] = []
        unknownKeys(object, known: encoded, path: path, into: &found)
        return found.map { .init(path: $0, reason: "unknown field (see docs/catalog-format.md)") }
    }

    /// Free-form maps (a variant's `selectedOptions`) keep every key, so they pass.
    private static func unknownKeys(_ value: Any, known: Any, path: String, into found: inout [String]) {
        if let object = value as? [String: Any] {
            let knownObject = known as? [String: Any] ?? [:]
            for key in object.keys.sorted() {
                let child = path.isEmpty ? key : "\(path).\(key)"
                if let knownChild = knownObject[key] {
                    unknownKeys(object[key]!, known: knownChild, path: child, into: &found)
                } else if !(object[key] is NSNull) {  // a known optional field left null passes
                    found.append(child)
                }
            }
        } else if let array = value as? [Any], let knownArray = known as? [Any] {
            for (index, element) in array.enumerated() where index < knownArray.count {
                unknownKeys(element, known: knownArray[index], path: "\(path)[\(index)]", into: &found)
            }
        }
    }

    /// The problems of each part of a file that does not decode: the shop, and each element of
    /// each list, decoded on its own.
    private static func partProblems(_ root: [String: Any]) -> [CatalogError.Problem] {
        var problems: [CatalogError.Problem] = []
        func one<T: Codable>(_ type: T.Type, _ key: String, required: Bool = false) {
            guard let value = root[key], !(value is NSNull) else {
                if required { problems.append(.init(path: key, reason: root[key] == nil ? "required field is missing" : "must not be null")) }
                return
            }
            problems += decodeProblems(type, value, path: key)
        }
        func list<T: Codable>(_ type: T.Type, _ key: String, required: Bool = false) {
            guard let value = root[key], !(value is NSNull) else { return one([T].self, key, required: required) }
            guard let elements = value as? [Any] else { return problems.append(.init(path: key, reason: "must be a list")) }
            for (index, element) in elements.enumerated() { problems += decodeProblems(type, element, path: "\(key)[\(index)]") }
        }
        one(Shop.self, "shop", required: true)
        list(Collection.self, "collections")
        list(Product.self, "products", required: true)
        list(DiscountCode.self, "discountCodes")
        list(GiftCard.self, "giftCards")
        list(Market.self, "markets")
        list(ShippingZone.self, "shippingZones")
        list(TaxRate.self, "taxes")
        let keys = Set(CodingKeys.allCases.map(\.rawValue))
        for key in root.keys.sorted() where !keys.contains(key) {
            problems.append(.init(path: key, reason: "unknown field (see docs/catalog-format.md)"))
        }
        return problems
    }

    /// What is wrong with `value` read as a `T` at `path`: its first decoding problem, or its unknown keys.
    private static func decodeProblems<T: Codable>(_ type: T.Type, _ value: Any, path: String) -> [CatalogError.Problem] {
        do {
            let data = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
            let decoded = try JSONDecoder().decode(T.self, from: data)
            return unknownKeys(value, as: decoded, path: path)
        } catch let error as DecodingError {
            return [problem(error, prefix: path)]
        } catch {
            return [.init(path: path, reason: "cannot be read")]
        }
    }

    private static func problem(_ error: DecodingError, prefix: String) -> CatalogError.Problem {
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce(prefix) { path, key in
                if let index = key.intValue { return "\(path)[\(index)]" }
                return path.isEmpty ? key.stringValue : "\(path).\(key.stringValue)"
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return .init(path: path(context.codingPath + [key]), reason: "required field is missing")
        case .valueNotFound(_, let context):
            return .init(path: path(context.codingPath), reason: "must not be null")
        case .typeMismatch(let type, let context):
            let expected: String
            switch type {
            case is String.Type: expected = "a string"
            case is Bool.Type: expected = "true or false"
            case is Int.Type: expected = "a whole number"
            case is [Any].Type: expected = "a list"
            default: expected = "an object"
            }
            return .init(path: path(context.codingPath), reason: "must be \(expected)")
        case .dataCorrupted(let context):
            // A fraction where a whole number goes (`"quantity": 1.5`): Foundation's decoder says
            // "not valid JSON" of the part, though the file is valid JSON.
            let whole = context.debugDescription.contains("does not fit") || context.debugDescription.contains("not valid JSON")
            let reason =
                whole
                ? (context.codingPath.isEmpty ? "has a fraction where a whole number goes (a quantity, an ID)" : "must be a whole number")
                : context.debugDescription
            return .init(path: path(context.codingPath), reason: reason)
        @unknown default:
            return .init(path: prefix, reason: "\(error)")
        }
    }
}
