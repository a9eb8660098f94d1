import Foundation
import Testing

@testable import StoreKitCore

@Suite struct DocumentTests {
    @Test func fragmentsAreIncludedOnceWithTheirDependencies() {
        let text = ProductQuery.document.text
        for name in ["ProductDetailFields", "ProductSummaryFields", "VariantFields", "MoneyFields", "ImageFields", "PageInfoFields"] {
            #expect(text.components(separatedBy: "fragment \(name) on").count == 2, "\(name)")
        }
    }

    @Test func everySpreadFragmentIsDefinedAndEveryDefinitionUsed() throws {
        let spread = try Regex(#"\.\.\.([A-Za-z]+)"#)
        let defined = try Regex(#"fragment ([A-Za-z]+) on"#)
        for entry in OperationManifest.entries {
            let uses = Set(entry.document.matches(of: spread).map { String($0.output[1].substring!) })
            let definitions = Set(entry.document.matches(of: defined).map { String($0.output[1].substring!) })
            #expect(uses == definitions, "\(entry.name)")
        }
    }

    @Test func manifestNamesMatchTheDocuments() {
        for operation in OperationManifest.operations {
            let keyword = operation.kind == .query ? "query" : "mutation"
            #expect(operation.document.operation.contains("\(keyword) \(operation.operationName)("), "\(operation.operationName)")
        }
        // An operation is listed once for each span of versions sent one document.
        #expect(Set(OperationManifest.entries.map { "\($0.name) \($0.since ?? "")" }).count == OperationManifest.entries.count)
    }
}
