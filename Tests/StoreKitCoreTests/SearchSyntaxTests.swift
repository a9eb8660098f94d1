import Foundation
import Testing

@testable import StoreKitCore

/// Queries a store could only misread are said back before they are sent.
@Suite struct SearchSyntaxTests {
    @Test(arguments: [
        "boot", "title:swift*", "product_type:Boots AND variants.price:<200", "-tag:sale", "(vendor:Kestrel OR tag:sale) AND boot",
        "title:\"Café Loafer\"", "NOT tag:sale",
    ])
    func wellFormedQueriesPass(_ query: String) {
        #expect(SearchSyntax.problem(in: query) == nil)
    }

    @Test(arguments: [
        ("", "the query is empty; type what to look for"), ("   ", "the query is empty; type what to look for"),
        ("title:(boot", "the query has a parenthesis that is never closed"),
        ("boot)", "the query closes a parenthesis it never opened"),
        ("title:\"boot", "the query has a quote (\") that is never closed"),
        ("AND boot", "the query starts with AND: put a term before it"),
        ("boot OR", "the query ends with OR: put a term after it"),
        ("boot AND OR shoe", "the query has AND OR: put a term between them"),
        ("title:", "the query's title: has no value (e.g. title:boot)"),
    ])
    func malformedQueriesAreSaid(_ query: String, _ problem: String) {
        #expect(SearchSyntax.problem(in: query) == problem)
    }
}
