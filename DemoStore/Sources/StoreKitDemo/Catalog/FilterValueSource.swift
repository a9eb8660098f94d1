import Foundation
import GraphQL
import StoreKitCore

/// A `FilterValue`: its `input` is the `JSON` scalar, which Shopify answers as a string of JSON
/// text (clients parse it, then send it back in `filters`).
struct FilterValueSource: Sendable {
    var id: String
    var label: String
    var count: Int
    var input: String

    static func json(_ condition: ProductFiltering.Condition) -> String {
        func quoted(_ text: String) -> String {
            String(data: (try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed])) ?? Data(), encoding: .utf8) ?? "\"\""
        }
        switch condition {
        case .available(let flag): return #"{"available":\#(flag)}"#
        case .price(let min, let max):
            let bounds = [
                min.map { #""min":\#(DemoMoney(amount: $0, currencyCode: "").plainAmount)"# },
                max.map { #""max":\#(DemoMoney(amount: $0, currencyCode: "").plainAmount)"# },
            ].compactMap { $0 }
            return #"{"price":{\#(bounds.joined(separator: ","))}}"#
        case .vendor(let name): return #"{"productVendor":\#(quoted(name))}"#
        case .productType(let name): return #"{"productType":\#(quoted(name))}"#
        case .tag(let name): return #"{"tag":\#(quoted(name))}"#
        case .option(let name, let value): return #"{"variantOption":{"name":\#(quoted(name)),"value":\#(quoted(value))}}"#
        }
    }
}
