import Foundation

/// `get_product`'s interactive narrowing (UCP 2026-04-08, catalog/lookup.md, "Get Product"):
/// `selected` options keep the variants that have them; each option value says whether a
/// variant with it and the other selections exists and is purchasable (`detail_option_value.json`).
/// `preferences` name the options to relax first when no variant has every selection.
struct UCPProductDetail {
    let options: [DemoCatalog.Option]
    let variants: [DemoCatalog.Variant]

    /// A `get_product` request's `catalog.id` and its selection (``selection(_:)``).
    static func request(_ input: UCPCatalogInput) -> Result<(id: String, selected: [DemoSelectedOption], preferences: [String]), UCPError> {
        guard let id = input.catalog["id"]?.string, !id.isEmpty else {
            return .failure(.invalidInput("catalog.id must be a product or variant identifier"))
        }
        return selection(input).map { (id, $0.selected, $0.preferences) }
    }

    /// The request's `selected` ([{name, label}]) and `preferences` ([name]).
    static func selection(_ input: UCPCatalogInput) -> Result<(selected: [DemoSelectedOption], preferences: [String]), UCPError> {
        var selected: [DemoSelectedOption] = []
        if let given = input.catalog["selected"] {
            guard let entries = given.array else { return .failure(.invalidInput("catalog.selected must be an array")) }
            for entry in entries {
                guard let name = entry["name"]?.string, let label = entry["label"]?.string else {
                    return .failure(.invalidInput("catalog.selected entries need a name and a label"))
                }
                selected.append(DemoSelectedOption(name: name, value: label))
            }
        }
        let preferences = input.catalog["preferences"]?.array?.compactMap(\.string) ?? []
        return .success((selected, preferences))
    }

    /// The selections kept: all of them when some variant has them all, else with the
    /// preferred options kept first and the others dropped from the end.
    func effective(_ selected: [DemoSelectedOption], preferences: [String]) -> [DemoSelectedOption] {
        let known = selected.filter { choice in options.contains { $0.name == choice.name && $0.values.contains(choice.value) } }
        let ordered = known.sorted { left, right in
            (preferences.firstIndex(of: left.name) ?? Int.max) < (preferences.firstIndex(of: right.name) ?? Int.max)
        }
        var kept = ordered
        while !kept.isEmpty && matching(kept).isEmpty { kept.removeLast() }
        return kept
    }

    /// The variants that have every selection.
    func matching(_ selected: [DemoSelectedOption]) -> [DemoCatalog.Variant] {
        variants.filter { variant in selected.allSatisfy { variant.selectedOptions.contains($0) } }
    }

    /// The options with each value's `available` and `exists` given the other selections.
    func optionsJSON(_ selected: [DemoSelectedOption]) -> UCPJSON {
        .array(
            options.map { option in
                let others = selected.filter { $0.name != option.name }
                let values: [UCPJSON] = option.values.map { value in
                    let candidates = matching(others + [DemoSelectedOption(name: option.name, value: value)])
                    return [
                        "label": .string(value), "exists": .bool(!candidates.isEmpty),
                        "available": .bool(candidates.contains(where: \.availableForSale)),
                    ]
                }
                return ["name": .string(option.name), "values": .array(values)]
            })
    }

    /// The selections as UCP's `selected`.
    static func selectedJSON(_ selected: [DemoSelectedOption]) -> UCPJSON {
        .array(selected.map { ["name": .string($0.name), "label": .string($0.value)] })
    }

    /// The answer for an identifier that names nothing: a result with `ucp.status` "error"
    /// (catalog/mcp.md, "Product Not Found": an application outcome, not a transport error).
    static func notFound(_ id: String) -> UCPOutcome {
        .result([
            "ucp": UCPCatalogInput.envelope([UCPCapability.catalogLookup.name], status: "error"),
            "messages": [
                [
                    "type": "error", "code": "not_found", "severity": "unrecoverable",
                    "content": .string("Product not found: \(UCPService.shown(id))"),
                ]
            ],
        ])
    }
}
