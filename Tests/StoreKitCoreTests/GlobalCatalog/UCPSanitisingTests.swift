import Foundation
import StoreKitCore
import StoreKitTestSupport
import Testing

/// Whatever the catalog writes reaches a terminal only as clean text, and only web addresses
/// become links.
struct UCPSanitisingTests {
    static let hostile = "Nice\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J shoes\u{202E}evil\u{0085}\nnext"

    @Test func titlesNamesAndMessagesAreOneCleanLine() async throws {
        let title = Self.hostile.replacingOccurrences(of: "\n", with: "\\n").unicodeEscaped
        let product = #"""
            {"id": "p1", "title": "\#(title)", "description": {"plain": "\#(title)"},
             "variants": [{"id": "v1", "title": "\#(title)", "seller": {"name": "\#(title)", "url": "javascript:alert(1)"},
               "checkout_url": "file:///etc/passwd", "url": "https://ok.example/p"}]}
            """#
        let messages = #"[{"type": "warning", "code": "x", "content": "\#(title)"}]"#
        let script = CatalogScript([.profile(), .result(UCPFixtures.page([product], messages: messages))])
        let page = try await UCPFixtures.client(script).search(GlobalSearch(query: "x"))
        let found = try #require(page.products.first)
        let offer = try #require(found.offers.first)
        let texts = [found.title, found.description ?? "", offer.title, offer.seller?.name ?? "", page.messages.first?.content ?? ""]
        for text in texts {
            #expect(
                !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E },
                "\(text.debugDescription)")
            #expect(text.contains("shoes"))
        }
        #expect(offer.seller?.url == nil)
        #expect(offer.checkoutURL == nil)
        #expect(offer.url == URL(string: "https://ok.example/p"))
    }

    @Test func aHostileErrorMessageIsOneCleanLine() async {
        let message = Self.hostile.replacingOccurrences(of: "\n", with: "\\n").unicodeEscaped
        let script = CatalogScript([.profile(), .ok(#"{"jsonrpc": "2.0", "id": 1, "error": {"code": 1, "message": "\#(message)"}}"#)])
        let error = await UCPFixtures.error { _ = try await UCPFixtures.client(script).search(GlobalSearch(query: "x")) }
        let text = error?.description ?? ""
        #expect(text.hasPrefix("the catalog answered error 1: Nice"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
    }
}

extension String {
    /// The text with every scalar outside printable ASCII written as a JSON `\uXXXX` escape.
    fileprivate var unicodeEscaped: String {
        unicodeScalars.map { scalar in
            (0x20...0x7E).contains(scalar.value) && scalar != "\"" ? String(scalar) : String(format: "\\u%04X", scalar.value)
        }.joined()
    }
}
