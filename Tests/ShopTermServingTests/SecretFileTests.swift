import Foundation
import ShopTermServing
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// serve-ssh's secret files (`--token-file`, `--host-key`) as `validate()` checks them: refused
/// in one line, with the fix, when others may read them or they hold no token.
@Suite struct SecretFileTests {
    /// A file of the test's own, in a folder ``remove(_:)`` takes away.
    static func file(_ text: String, mode: mode_t) throws -> (folder: URL, path: String) {
        let folder = URL(fileURLWithPath: "/tmp/shopterm-secret-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("token")
        try Data(text.utf8).write(to: file)
        #expect(chmod(file.path, mode) == 0)
        return (folder, file.path)
    }

    static func refusal(_ check: () throws -> Void) -> String? {
        do {
            try check()
            return nil
        } catch let refusal as SecretFile.Refusal {
            return refusal.description
        } catch {
            return "not a refusal: \(error)"
        }
    }

    @Test func aTokenFileOthersMayReadIsRefusedWithTheChmodThatFixesIt() throws {
        let (folder, path) = try Self.file("shpat_0123456789abcdef\n", mode: 0o644)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            Self.refusal { try SecretFile(path, flag: "--token-file").check() }
                == "--token-file \(path) holds a secret but others may read it (mode 644); run: chmod 600 \(path)")
        #expect(
            Self.refusal { try SecretFile(path, flag: "--host-key").check() }
                == "--host-key \(path) holds a secret but others may read it (mode 644); run: chmod 600 \(path)")
    }

    @Test func anEmptyTokenFileIsRefusedWithWhatToPutInIt() throws {
        let (folder, path) = try Self.file("\n", mode: 0o600)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = "--token-file \(path) is empty: put the store's private Storefront token on its first line"
        #expect(Self.refusal { try SecretFile(path, flag: TokenFile.flag).check() } == empty)
        #expect(Self.refusal { _ = try TokenFile(path).token() } == empty)
        // A host key is no token: only its mode is checked.
        #expect(Self.refusal { try SecretFile(path, flag: "--host-key").check() } == nil)
        // A first line of spaces holds no token either.
        try Data("   \nshpat_0123456789abcdef\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(Self.refusal { _ = try TokenFile(path).token() } == empty)
    }

    @Test func aGoodTokenFileIsTakenAndItsFirstLineIsTheToken() throws {
        let (folder, path) = try Self.file("  shpat_0123456789abcdef \nsecond line\n", mode: 0o600)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.refusal { try SecretFile(path, flag: TokenFile.flag).check() } == nil)
        #expect(try TokenFile(path).token() == "shpat_0123456789abcdef")
    }

    @Test func aTokenWithSpacesAFolderAndNoFileAreRefused() throws {
        let (folder, path) = try Self.file("two words\n", mode: 0o600)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            Self.refusal { try SecretFile(path, flag: TokenFile.flag).check() }
                == "--token-file \(path) does not hold a token (one line of letters and digits)")
        #expect(Self.refusal { try SecretFile(folder.path, flag: "--host-key").check() } == "--host-key \(folder.path) is not a file")
        let missing = folder.appendingPathComponent("missing").path
        #expect(Self.refusal { try SecretFile(missing, flag: "--host-key").check() } == "--host-key \(missing): No such file or directory")
    }
}
