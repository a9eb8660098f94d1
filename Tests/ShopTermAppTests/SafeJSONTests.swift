import Foundation
import ShopTermApp
import Testing

/// `--json` never lets invisible characters that act through raw: C1 controls and bidi/format
/// characters come out as `\uXXXX`, and the JSON still reads back as the same text.
@Suite struct SafeJSONTests {
    @Test func invisiblesAreEscapedAndReadBackTheSame() throws {
        let title = "Shoe\u{9B}31m\u{85}\u{202E}evil\u{2066}x\u{2069}\u{200E}\u{200F}\u{FEFF}é 子 👟"
        let json = try SafeJSON.encode(["title": title])
        let text = String(decoding: json, as: UTF8.self)
        for escaped in ["\\u009B", "\\u0085", "\\u202E", "\\u2066", "\\u2069", "\\u200E", "\\u200F", "\\uFEFF"] {
            #expect(text.contains(escaped), "\(escaped)")
        }
        #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) })
        #expect(text.contains("é 子 👟"))
        let back = try JSONDecoder().decode([String: String].self, from: json)
        #expect(back["title"] == title)
    }

    @Test func plainJSONIsUntouched() throws {
        let json = Data(#"{"a":"b ü"}"#.utf8)
        #expect(SafeJSON.escapingInvisibles(json) == json)
    }
}
