import Foundation
import Testing

/// The rules of the house a newcomer reads by (issue 42, part 8) that the compiler does not check:
/// no hand-written file over 400 lines, one type per file named after it, and no folder name that
/// means two things.
@Suite struct SourceLayoutTests {
    /// The longest a hand-written Swift file may be.
    static let longestFile = 400
    /// The modules (and folders of them) held to one type per file: folders not yet split are
    /// left out by name, until their part of the issue splits them.
    static let oneTypePerFile: [(module: String, notYet: [String])] = [
        ("StoreKitCore", []), ("StoreKitDemo", []), ("ShopTermApp", ["Shopping"]), ("ShopTermUI", []),
    ]
    /// Folder names still used by two modules for different things, each left for a later part
    /// of the issue (the executable's and the UI's folders move there). The list only shrinks.
    static let reusedFolderNamesLeft: Set<String> = ["Output", "Session", "Terminal"]

    /// The Swift files of a module (every module of every root for ""), by their path relative to
    /// the root that holds it (`Sources/`, `DemoStore/Sources/`).
    static func swiftFiles(in module: String = "") -> [(path: String, url: URL)] {
        let roots = module.isEmpty ? Layering.roots : [Layering.folder(of: module).deletingLastPathComponent()]
        return roots.flatMap { root in
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(module), includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.map { url in
                (String(url.path.dropFirst(root.path.count).trimmingPrefix("/")), url)
            }
        }
    }

    /// The top-level types `text` declares for other files to use: nested types and a `private`
    /// helper beside the one type that uses it are left out.
    static func sharedTopLevelTypes(_ text: String) -> [String] {
        let pattern =
            #/(?m)^(?:@\w+(?:\([^)\n]*\))?\s+)*((?:(?:public|internal|private|fileprivate|package|final|indirect|nonisolated)\s+)*)(?:struct|enum|class|protocol|actor)\s+(\w+)/#
        return text.matches(of: pattern).filter { !$0.output.1.contains("private") }.map { String($0.output.2) }
    }

    /// What is wrong with a file of that name and text: more than one shared type, or one not
    /// named after the file (`Name.swift`, or `Name+Job.swift` for an extension's job); nil when
    /// nothing is.
    static func oneTypeProblem(file: String, text: String) -> String? {
        let types = sharedTopLevelTypes(text)
        let stem = file.split(separator: "/").last.map { String($0.dropLast(".swift".count)) } ?? file
        let named = String(stem.split(separator: "+").first ?? Substring(stem))
        if types.count > 1 { return "\(file) declares \(types.joined(separator: ", "))" }
        if let type = types.first, type != named { return "\(file) declares \(type)" }
        return nil
    }

    /// The folder names used in more than one place under the roots (C modules' `include` left
    /// out: SwiftPM names it so; and the UI's screens, named after what they show).
    static func reusedFolderNames() -> Set<String> {
        var places: [String: Int] = [:]
        for root in Layering.roots {
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
            for case let url as URL in enumerator?.allObjects ?? [] { count(url, under: root, in: &places) }
        }
        return Set(places.filter { $0.value > 1 }.keys)
    }

    /// Counts a folder's name, unless it is a module, a C module's `include` or a UI screen's.
    private static func count(_ url: URL, under root: URL, in places: inout [String: Int]) {
        guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { return }
        let depth = url.path.dropFirst(root.path.count).split(separator: "/").count
        // A screen's folder is named after the screen (the cart screen: `Screens/Cart`), what
        // the model's folder of the same name holds the data of.
        let screen = url.deletingLastPathComponent().path.hasSuffix("/ShopTermUI/Screens")
        guard depth > 1, url.lastPathComponent != "include", !screen else { return }
        places[url.lastPathComponent, default: 0] += 1
    }

    @Test func noHandWrittenFileIsLongerThan400Lines() throws {
        let files = Self.swiftFiles().filter { !$0.path.hasSuffix(".generated.swift") }
        #expect(files.count > 100, "the sources were not found under \(Layering.sources.path)")
        let long = try files.compactMap { file -> String? in
            let lines = try String(contentsOf: file.url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
            return lines - 1 > Self.longestFile ? "\(file.path): \(lines - 1) lines" : nil
        }
        #expect(long == [])
    }

    @Test(arguments: oneTypePerFile.map(\.module))
    func eachFileHoldsOneTypeNamedAfterIt(_ module: String) throws {
        let notYet = Self.oneTypePerFile.first { $0.module == module }?.notYet ?? []
        let files = Self.swiftFiles(in: module).filter { file in
            !file.path.hasSuffix(".generated.swift") && !notYet.contains { file.path.hasPrefix("\(module)/\($0)/") }
        }
        #expect(files.count > 20, "the module was not found under \(Layering.sources.path)")
        let problems = try files.compactMap { Self.oneTypeProblem(file: $0.path, text: try String(contentsOf: $0.url, encoding: .utf8)) }
        #expect(problems == [])
    }

    @Test func noFolderNameMeansTwoThings() {
        #expect(Self.reusedFolderNames() == Self.reusedFolderNamesLeft)
    }

    /// The checks can fail: two shared types and a type not named after its file are found; a
    /// private helper, a nested type and an extension's job file are not.
    @Test func theChecksSeeWhatTheyLookFor() {
        let two = "public struct CartQuery {\n    struct Data {}\n}\n\npublic struct RemoteCart {}\n"
        #expect(Self.sharedTopLevelTypes(two) == ["CartQuery", "RemoteCart"])
        #expect(Self.oneTypeProblem(file: "StoreKitCore/CartQuery.swift", text: two) == "StoreKitCore/CartQuery.swift declares CartQuery, RemoteCart")
        #expect(Self.oneTypeProblem(file: "StoreKitCore/Products.swift", text: "@Suite(.serialized) enum CartScreen {}") != nil)
        let helper = "final class Fetcher {}\n\nprivate final class Box: @unchecked Sendable {}\n"
        #expect(Self.oneTypeProblem(file: "Client/Fetcher.swift", text: helper) == nil)
        #expect(Self.oneTypeProblem(file: "Commerce/CommerceState+Pricing.swift", text: "extension CommerceState {}\nstruct PricedLine {}") != nil)
        #expect(Self.oneTypeProblem(file: "Commerce/CartLinesStore.swift", text: "extension CommerceState {\n    struct Line {}\n}") == nil)
    }
}
