import GraphQL

/// The `@inContext(country:, language:)` of the operation a request runs: Shopify prices the
/// answer in that country's market and words it in that language. Values come as enum literals
/// (`CA`) or variables (`$country`); an absent or null one is nil.
enum InContextDirective {
    static func values(in document: Document, operationName: String?, variables: [String: Map]) -> (country: String?, language: String?) {
        let operations = document.definitions.compactMap { $0 as? OperationDefinition }
        let operation = operationName.map { name in operations.first { $0.name?.value == name } } ?? (operations.count == 1 ? operations.first : nil)
        guard let directive = operation?.directives.first(where: { $0.name.value == "inContext" }) else { return (nil, nil) }
        func value(_ name: String) -> String? {
            switch directive.arguments.first(where: { $0.name.value == name })?.value {
            case let literal as EnumValue: return literal.value
            case let variable as Variable: return variables[variable.name.value]?.string
            default: return nil
            }
        }
        return (value("country")?.uppercased(), value("language")?.uppercased())
    }
}
