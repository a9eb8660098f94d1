import Foundation
import Testing

/// StoreKitCore's folders are layers whose arrows run one way: Support ← Transport ← Models ←
/// Operations ← Client ← {Cart, Checkout, Customer}. A file may use the types of its own layer
/// and those below, never one declared higher up (nor, at the top, one of a sibling).
@Suite struct LayeringTests {
    static let layers: [[String]] = [["Support"], ["Transport"], ["Models"], ["Operations"], ["Client"], ["Cart"], ["Checkout"], ["Customer"]]
    /// The top layers are siblings: none may use another's types.
    static let siblings: Set<String> = ["Cart", "Checkout", "Customer"]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/StoreKitCore")

    static func files(in folder: String) -> [URL] {
        let root = sources.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }

    /// Type names declared at the top level of `text`.
    static func declarations(_ text: String) -> [String] {
        let pattern = #/(?m)^(?:public |internal |private |fileprivate )?(?:final )?(?:struct|enum|class|protocol|typealias|actor) (\w+)/#
        return text.matches(of: pattern).map { String($0.output.1) }
    }

    /// Capitalised identifiers used in `text`, comments and string literals left out.
    static func typeNamesUsed(_ text: String) -> Set<String> {
        let code = text.replacing(#///[^\n]*/#, with: "").replacing(#/"""[\s\S]*?"""/#, with: "\"\"")
            .replacing(#/"(?:\\.|[^"\\\n])*"/#, with: "\"\"")
        return Set(code.matches(of: #/\b[A-Z]\w*/#).map { String($0.output) })
    }

    @Test func noFileUsesATypeOfAHigherOrSiblingLayer() throws {
        var owner: [String: (layer: Int, folder: String)] = [:]
        for (index, folders) in Self.layers.enumerated() {
            for folder in folders {
                for file in Self.files(in: folder) {
                    for name in Self.declarations(try String(contentsOf: file, encoding: .utf8)) { owner[name] = (index, folder) }
                }
            }
        }
        #expect(owner.count > 100, "the layers were not found under \(Self.sources.path)")
        var violations: [String] = []
        for (index, folders) in Self.layers.enumerated() {
            for folder in folders {
                for file in Self.files(in: folder) {
                    for name in Self.typeNamesUsed(try String(contentsOf: file, encoding: .utf8)).sorted() {
                        guard let declared = owner[name], declared.folder != folder else { continue }
                        let sibling = Self.siblings.contains(folder) && Self.siblings.contains(declared.folder)
                        if declared.layer > index || sibling {
                            violations.append("\(folder)/\(file.lastPathComponent) uses \(name) of \(declared.folder)")
                        }
                    }
                }
            }
        }
        #expect(violations == [])
    }

    /// The check itself can fail: a use of a higher layer's type is found.
    @Test func theCheckSeesAnUpwardUse() {
        #expect(Self.declarations("public struct Money {}\nenum Inner {}\n    struct Nested {}") == ["Money", "Inner"])
        #expect(Self.typeNamesUsed("let a: StorefrontClient // Cart\nlet b = \"CartFile\"").contains("StorefrontClient"))
        #expect(!Self.typeNamesUsed("// CartFile\nlet b = \"CartFile\"").contains("CartFile"))
    }
}
