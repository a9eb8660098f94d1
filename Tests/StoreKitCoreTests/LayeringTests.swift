import Foundation
import Testing

/// A module's folders are layers whose arrows run one way: a file may use the types of its own
/// folder and of lower layers, never one declared higher up, nor one of a sibling folder of its
/// own layer. Every folder of the module (sub-folders included) must be in a layer.
struct Layering: Sendable {
    /// The module's folder under `Sources/` (or `DemoStore/Sources/`).
    var module: String
    /// Folders (relative to the module, "" for its top) from the bottom up; the folders of one
    /// layer are siblings. A file belongs to the longest folder listed that holds it.
    var layers: [[String]]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")
    /// Every folder that holds modules: the package's `Sources/` and the demo store's tree.
    static let roots = [sources, sources.deletingLastPathComponent().appendingPathComponent("DemoStore/Sources")]

    /// The folder of a module, under whichever root holds it (`Sources/` when none does).
    static func folder(of module: String) -> URL {
        let folders = roots.map { $0.appendingPathComponent(module) }
        return folders.first { FileManager.default.fileExists(atPath: $0.path) } ?? folders[0]
    }

    /// The module's Swift files, by their folder relative to the module.
    func files() -> [(folder: String, url: URL)] {
        let root = Self.folder(of: module)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.map { url in
            let relative = url.deletingLastPathComponent().path.dropFirst(root.path.count).trimmingPrefix("/")
            return (String(relative), url)
        }
    }

    /// The layer and listed folder a file's folder belongs to (nil: in no layer).
    func place(_ folder: String) -> (layer: Int, folder: String)? {
        var best: (layer: Int, folder: String)?
        for (index, folders) in layers.enumerated() {
            for listed in folders where listed.isEmpty || folder == listed || folder.hasPrefix(listed + "/") {
                if listed.count >= (best?.folder.count ?? -1) { best = (index, listed) }
            }
        }
        return best
    }

    /// Type names declared in `text`, nested ones included.
    static func declarations(_ text: String) -> [String] {
        let pattern =
            #/(?m)^\s*(?:@\w+\s+)*(?:(?:public|internal|private|fileprivate|package)(?:\(set\))?\s+)*(?:final\s+|indirect\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)/#
        return text.matches(of: pattern).map { String($0.output.1) }
    }

    /// Capitalised identifiers used in `text`: comments, string literals, members written after
    /// a dot (`LocalCart.Line`) and the file's generic parameters left out.
    static func typeNamesUsed(_ text: String) -> Set<String> {
        let code = text.replacing(#/\/\/[^\n]*/#, with: "").replacing(#/"""[\s\S]*?"""/#, with: "\"\"")
            .replacing(#/"(?:\\.|[^"\\\n])*"/#, with: "\"\"")
        let generics = Set(code.matches(of: #/[<,]\s*([A-Z]\w*)\s*[:,>]/#).map { String($0.output.1) })
        let qualified = Set(code.matches(of: #/\.([A-Z]\w*)/#).map { String($0.output.1) })
        let used = Set(code.matches(of: #/(?:^|[^.\w])([A-Z]\w*)/#).map { String($0.output.1) })
        return used.subtracting(generics).subtracting(qualified.subtracting(used))
    }

    /// Every use of a higher layer's or a sibling's type, as "Folder/File.swift uses Name of Folder".
    func violations() throws -> [String] {
        let files = files()
        var owners: [String: Set<String>] = [:]
        for file in files {
            guard let place = place(file.folder) else { continue }
            for name in Self.declarations(try String(contentsOf: file.url, encoding: .utf8)) { owners[name, default: []].insert(place.folder) }
        }
        var found: [String] = []
        for file in files {
            guard let place = place(file.folder) else {
                found.append("\(module)/\(file.folder) is in no layer")
                continue
            }
            for name in Self.typeNamesUsed(try String(contentsOf: file.url, encoding: .utf8)).sorted() {
                // A name declared in several folders (a nested `Kind`, `Failure`) is not judged.
                guard let declared = owners[name], declared.count == 1, let owner = declared.first, owner != place.folder,
                    let ownerLayer = self.place(owner)?.layer, ownerLayer >= place.layer
                else { continue }
                found.append("\(module)/\(file.folder)/\(file.url.lastPathComponent) uses \(name) of \(owner.isEmpty ? "the top" : owner)")
            }
        }
        return found
    }
}

@Suite struct LayeringTests {
    /// Support ← Transport ← Models ← Operations ← Client ← {Cart, Checkout, Customer}, each
    /// with its sub-folders in order; the operations live in `Operations/<area>Operations`, so
    /// that no folder name means two things.
    static let storeKitCore = Layering(
        module: "StoreKitCore",
        layers: [
            ["Support"], ["Support/Files"], ["Support/JSON"], ["Support/GraphQL"], ["Transport"], ["Models"], ["Models/ProductLists"],
            ["Operations"], ["Operations/CatalogOperations", "Operations/CartOperations", "Operations/CustomerOperations"], ["Operations/Manifest"],
            ["Client/Configuration"], ["Client/Cache"], ["Client/Images"], ["Client"], ["Cart", "Checkout", "Customer"], ["GlobalCatalog"],
        ])
    /// The GraphQL toolkit and the schema at the bottom, the catalog, what is bought, the
    /// customers, the pictures, the resolvers, and the server over them all.
    static let storeKitDemo = Layering(
        module: "StoreKitDemo",
        layers: [
            ["GraphQLKit", "Schema", "HTTP"], ["Catalog"], ["Commerce"], ["CustomerAccounts"], ["ProductPhotos"], ["Resolvers"], ["UCP"], ["Server"],
        ])
    /// Text and QR codes, the frame, keys, what travels to the store and back (requests,
    /// answers, lists), the screens with their root (``ScreenFolders``: a folder each), and on
    /// top what a driver without curses needs (frames as bytes, bytes as events).
    /// serve-ssh's library: a shopper's way (`Shoppers/`) under the host serve-ssh prepares and
    /// runs (`Host/`), under the workers that serve it (`Workers/`); the pipeline's list on top.
    static let shopTermServing = Layering(module: "ShopTermServing", layers: [["Shoppers"], ["Host"], ["Workers"], [""]])
    static let shopTermUI = Layering(
        module: "ShopTermUI",
        layers: [["Text", "QR"], ["Render"], ["Input"], ["Model"], ["Screens"], ["Terminal"]])

    /// A screen is one folder: it uses the root's types and its own, never another screen's.
    @Test func aScreenUsesNoOtherScreensTypes() throws {
        #expect(ScreenFolders().files().count > 20)
        #expect(try ScreenFolders().violations() == [])
    }

    /// The screens' check can fail: the cart made to use the checkout's screen, and a new
    /// screen's folder (any folder not shared is one) using the cart's.
    @Test func theScreensCheckSeesAScreenUsingAnother() throws {
        let cart = [
            ("Screens/Cart", "struct CartScreen {}\nlet next = CheckoutScreen(fields: [])"), ("Screens/Checkout", "struct CheckoutScreen {}"),
        ]
        #expect(ScreenFolders().violations(in: cart) == ["Screens/Cart uses CheckoutScreen of Screens/Checkout"])
        let added = [("Screens/Wishlist", "struct WishlistScreen {}\nlet back = CartScreen.self"), ("Screens/Cart", "enum CartScreen {}")]
        #expect(ScreenFolders().violations(in: added) == ["Screens/Wishlist uses CartScreen of Screens/Cart"])
        #expect(ScreenFolders().violations(in: [("Screens/Cart", "let a: Finding"), ("Screens/Filters", "struct Finding {}")]) == [])
    }

    @Test(arguments: [storeKitCore, storeKitDemo, shopTermUI, shopTermServing])
    func noFileUsesATypeOfAHigherOrSiblingLayer(_ layering: Layering) throws {
        #expect(layering.files().count > 20, "the module was not found under \(Layering.sources.path)")
        #expect(try layering.violations() == [])
    }

    /// The check itself can fail: a use of a higher layer's type is found, and so is a folder
    /// that is in no layer.
    @Test func theCheckSeesAnUpwardUseAndAFolderInNoLayer() throws {
        #expect(Layering.declarations("public struct Money {}\nenum Inner {}\n    struct Nested {}") == ["Money", "Inner", "Nested"])
        let used = Layering.typeNamesUsed(
            "let a: StorefrontClient // Cart\nlet b = \"CartFile\"\nlet c: LocalCart.Line\nfunc f<Item: Sendable>(_ i: Item) {}")
        #expect(used.contains("StorefrontClient") && used.contains("LocalCart"))
        #expect(!used.contains("CartFile") && !used.contains("Line") && !used.contains("Item"))
        // StoreKitCore with its layers upside down: Support's files use Models' types.
        let upsideDown = Layering(module: "StoreKitCore", layers: Self.storeKitCore.layers.reversed())
        #expect(try !upsideDown.violations().isEmpty)
        let missing = Layering(module: "StoreKitCore", layers: Self.storeKitCore.layers.filter { $0 != ["Cart", "Checkout", "Customer"] })
        #expect(try missing.violations().contains("StoreKitCore/Cart is in no layer"))
    }
}

/// ShopTermUI's screens, a folder each under `Screens/` (its state, events, update, view and
/// layout): a screen uses its own types and the root's (the files of `Screens/` itself, and the
/// parts shared by several screens), never another screen's; one screen opens another through
/// the root (`Navigation`).
struct ScreenFolders: Sendable {
    /// Folders of parts several screens share: the filters of a list, the product picture.
    /// Every other folder under `Screens/` is a screen's.
    static let shared: Set = ["Filters", "ProductPicture"]

    /// The Swift files under `Screens/`, by folder ("Screens/Cart"), with their text.
    func files() -> [(folder: String, text: String)] {
        Layering(module: "ShopTermUI", layers: []).files().filter { $0.folder.hasPrefix("Screens") }.compactMap { file in
            (try? String(contentsOf: file.url, encoding: .utf8)).map { (file.folder, $0) }
        }
    }

    func violations() throws -> [String] { violations(in: files()) }

    /// Every use of another screen's type, as "Screens/Cart uses CheckoutScreen of Screens/Checkout".
    func violations(in files: [(folder: String, text: String)]) -> [String] {
        func screen(_ folder: String) -> String? {
            let parts = folder.split(separator: "/").map(String.init)
            return parts.count > 1 && !Self.shared.contains(parts[1]) ? parts[1] : nil
        }
        var owners: [String: Set<String>] = [:]
        for file in files {
            for name in Layering.declarations(file.text) { owners[name, default: []].insert(file.folder) }
        }
        var found: Set<String> = []
        for file in files {
            guard let mine = screen(file.folder) else { continue }
            for name in Layering.typeNamesUsed(file.text) {
                guard let declared = owners[name], declared.count == 1, let owner = declared.first, let theirs = screen(owner), theirs != mine
                else { continue }
                found.insert("\(file.folder) uses \(name) of \(owner)")
            }
        }
        return found.sorted()
    }
}
