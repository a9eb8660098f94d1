/// A coding path as a JSON path a person can follow: `data.products.nodes[3].title`.
public func jsonPath(_ path: [any CodingKey]) -> String {
    path.reduce("") { text, key in
        if let index = key.intValue { return text + "[\(index)]" }
        return text.isEmpty ? key.stringValue : text + "." + key.stringValue
    }
}
