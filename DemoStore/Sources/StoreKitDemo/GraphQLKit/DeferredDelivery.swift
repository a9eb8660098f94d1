import Foundation
import GraphQL

/// `@defer` as Shopify answers it (the incremental delivery draft of 2022-08-23, which the
/// Storefront API implements): a query whose fragments are deferred is answered as a
/// `multipart/mixed; boundary="graphql"` response, first the data without those fragments
/// (`"hasNext": true`), then the fragments' data with the path of the object each belongs to
/// (`{"incremental": [{"data", "path", "label"}], "hasNext": false}`). Each part begins with
/// `--graphql` (shopify.dev, "Prioritizing data in your query").
enum DeferredDelivery {
    static let contentType = #"multipart/mixed; boundary="graphql""#

    /// A deferred fragment's data for one object of the answer.
    struct Part {
        var path: [Any]
        var data: [String: Any]
        var label: String?
    }

    /// The answer's `data` split into what comes first and the deferred parts; nil when the
    /// operation defers nothing (no `@defer`, or each one's `if` is false).
    static func split(_ data: [String: Any], document: Document, operationName: String?, variables: [String: Map]) -> (
        initial: [String: Any], parts: [Part]
    )? {
        let operations = document.definitions.compactMap { $0 as? OperationDefinition }
        guard
            let operation = operationName.map({ name in operations.first { $0.name?.value == name } })
                ?? (operations.count == 1 ? operations.first : nil)
        else { return nil }
        let fragments = Dictionary(document.definitions.compactMap { $0 as? FragmentDefinition }.map { ($0.name.value, $0) }) { first, _ in first }
        var walker = Walker(fragments: fragments, variables: variables)
        var initial = data
        walker.walk(operation.selectionSet.selections, object: &initial, path: [])
        return walker.deferredAny ? (initial, walker.parts) : nil
    }

    /// The two parts as one multipart body.
    static func body(initial: [String: Any], parts: [Part], extensions: [String: Any]?) throws -> Data {
        var first: [String: Any] = ["data": initial, "hasNext": true]
        first["extensions"] = extensions
        let incremental = parts.map { part -> [String: Any] in
            var entry: [String: Any] = ["data": part.data, "path": part.path]
            entry["label"] = part.label
            return entry
        }
        let next: [String: Any] = ["incremental": incremental, "hasNext": false]
        var body = Data()
        for object in [first, next] {
            body += Data("\r\n--graphql\r\nContent-Type: application/json; charset=utf-8\r\n\r\n".utf8)
            body += try JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes, .sortedKeys])
        }
        return body + Data("\r\n--graphql--\r\n".utf8)
    }

    private struct Walker {
        let fragments: [String: FragmentDefinition]
        let variables: [String: Map]
        var parts: [Part] = []
        var deferredAny = false

        /// Takes the deferred fragments' fields out of `object` (keeping those also asked for
        /// without deferring) into parts, and goes down into the fields that stay.
        mutating func walk(_ selections: [Selection], object: inout [String: Any], path: [Any]) {
            var immediate: [(key: String, selections: [Selection]?)] = []
            var deferred: [(selections: [Selection], label: String?)] = []
            collect(selections, immediate: &immediate, deferred: &deferred)
            let kept = Set(immediate.map(\.key))
            for group in deferred {
                deferredAny = true
                let keys = responseKeys(group.selections).filter { object[$0] != nil }
                guard !keys.isEmpty else { continue }  // a type condition this object does not meet
                parts.append(Part(path: path, data: object.filter { keys.contains($0.key) }, label: group.label))
                for key in keys where !kept.contains(key) { object[key] = nil }
            }
            for field in immediate {
                guard let selections = field.selections, let value = object[field.key] else { continue }
                if var child = value as? [String: Any] {
                    walk(selections, object: &child, path: path + [field.key])
                    object[field.key] = child
                } else if var list = value as? [Any] {
                    for index in list.indices {
                        guard var child = list[index] as? [String: Any] else { continue }
                        walk(selections, object: &child, path: path + [field.key, index])
                        list[index] = child
                    }
                    object[field.key] = list
                }
            }
        }

        /// The fields of `selections` at this level, fragments not deferred flattened into it.
        private func collect(
            _ selections: [Selection], immediate: inout [(key: String, selections: [Selection]?)],
            deferred: inout [(selections: [Selection], label: String?)]
        ) {
            for selection in selections {
                switch selection {
                case let field as Field:
                    immediate.append(((field.alias ?? field.name).value, field.selectionSet?.selections))
                case let inline as InlineFragment:
                    if let label = deferral(inline.directives) {
                        deferred.append((inline.selectionSet.selections, label.label))
                    } else {
                        collect(inline.selectionSet.selections, immediate: &immediate, deferred: &deferred)
                    }
                case let spread as FragmentSpread:
                    guard let fragment = fragments[spread.name.value] else { continue }
                    if let label = deferral(spread.directives) {
                        deferred.append((fragment.selectionSet.selections, label.label))
                    } else {
                        collect(fragment.selectionSet.selections, immediate: &immediate, deferred: &deferred)
                    }
                default:
                    continue
                }
            }
        }

        /// The response keys `selections` give their object, through fragments of any kind.
        private func responseKeys(_ selections: [Selection]) -> Set<String> {
            var keys: Set<String> = []
            for selection in selections {
                switch selection {
                case let field as Field: keys.insert((field.alias ?? field.name).value)
                case let inline as InlineFragment: keys.formUnion(responseKeys(inline.selectionSet.selections))
                case let spread as FragmentSpread: keys.formUnion(fragments[spread.name.value].map { responseKeys($0.selectionSet.selections) } ?? [])
                default: continue
                }
            }
            return keys
        }

        /// A `@defer` that defers (its `if` not false), with its label.
        private func deferral(_ directives: [Directive]) -> (label: String?, Void)? {
            guard let directive = directives.first(where: { $0.name.value == "defer" }) else { return nil }
            var label: String?
            for argument in directive.arguments {
                switch (argument.name.value, argument.value) {
                case ("if", let value as BooleanValue) where !value.value: return nil
                case ("if", let variable as Variable) where variables[variable.name.value]?.bool == false: return nil
                case ("label", let value as StringValue): label = value.value
                default: break
                }
            }
            return (label, ())
        }
    }
}
