import Foundation
import ShopTermUI
import StoreKitCore
import Testing

/// A key is one declaration (``ScreenKey``) in its screen's folder: the keymap, help and the
/// footer are their concatenation.
@Suite struct ScreenKeyTests {
    /// A state of each kind of screen, with something to act on.
    static func states() throws -> [AppState] {
        var help = [
            UI.home(), FindingUIFixtures.collection(), ProductScreenFixtures.loaded(), CartScreenFixtures.withCart(),
            CheckoutFlowFixtures.atShipping(), CheckoutFlowFixtures.atRates(), OrderScreenFixtures.overview(), try MarketPickerFixtures.picker(),
        ]
        help.append(UI.run(FindingUIFixtures.collection(), [.key(.character("f"))]).0)
        help.append(UI.run(OrderScreenFixtures.overview(), [.key(.character("n"))]).0)
        return help
    }

    @Test func everyDeclaredKeyHasItsHelpAndWhenItApplies() throws {
        let states = try Self.states()
        for key in Keymap.declarations {
            let binding = key.binding
            #expect(!binding.keys.isEmpty && !binding.help.isEmpty, "\(binding.context) \(binding.action)")
            #expect(binding.hint.map { !$0.isEmpty } ?? true, "\(binding.context) \(binding.action)")
            for state in states where key.applies(state) {
                // What applies is offered in help.
                #expect(key.offered(state), "\(binding.context) \(binding.action)")
            }
        }
        // Every screen but home (whose keys are the global ones) declares its own.
        let declared = Set(Keymap.declarations.map(\.binding.context))
        #expect(Set(KeyContext.allCases).subtracting(declared) == [.home])
    }

    @Test func noTwoDeclarationsOfAScreenShareAKey() {
        for context in KeyContext.allCases {
            let keys = Keymap.declarations.filter { $0.binding.context == context }.flatMap(\.binding.keys)
            let shared = Dictionary(grouping: keys, by: Keymap.name).filter { $0.value.count > 1 }.keys.sorted()
            #expect(shared == [], "\(context)")
        }
    }

    @Test func theHelpOverlayListsExactlyTheDeclarations() throws {
        for var state in try Self.states() {
            state.height = 60
            state.width = 120
            state.showHelp = true
            let context = state.keyContext
            let own = Keymap.declarations.filter { $0.listed && $0.binding.context == context }
            let global = Keymap.declarations.filter { key in
                key.listed && key.binding.context == .global && !own.contains { $0.binding.action == key.binding.action }
                    && !Keymap.usableKeys(of: key.binding, in: context).isEmpty
            }
            let offered = (own + global).filter { $0.offered(state) }.map(\.binding.help)
            #expect(Keymap.help(for: state).map(\.help) == offered, "\(context)")
            // The overlay: its title row, a blank row, a row per key, a blank row, its bottom.
            let lines = render(state).lines
            let title = try #require(lines.firstIndex { $0.contains(" Keys: ") })
            let bottom = try #require(lines[title...].firstIndex { $0.contains("└") })
            let rows = lines[(title + 2)..<(bottom - 1)]
            #expect(rows.count == offered.count, "\(context)")
            for (row, help) in zip(rows, offered) { #expect(row.contains(help), "\(context): \(help)") }
        }
    }

    @Test func everyScreensKeysAreInTheKeymap() throws {
        let screens = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Sources/ShopTermUI/Screens").standardized
        let files = try #require(FileManager.default.enumerator(at: screens, includingPropertiesForKeys: nil)).compactMap { $0 as? URL }
        let keymap = try String(contentsOf: screens.appending(path: "Keymap.swift"), encoding: .utf8)
        // A file that declares keys: `enum CartKeys { static let keys: [ScreenKey] = … }`.
        let declarers = try files.filter { $0.pathExtension == "swift" }.filter {
            try String(contentsOf: $0, encoding: .utf8).contains("static let keys: [ScreenKey]")
        }
        .map { $0.deletingPathExtension().lastPathComponent }
        #expect(declarers.count >= 9)
        for name in declarers { #expect(keymap.contains("\(name).keys"), "\(name) is not in Keymap.declarations") }
    }
}
