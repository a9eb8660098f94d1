import Foundation
import StoreKitTestSupport
import Testing

/// A test's temporary folder goes, with what is in it, when the test lets it go.
@Suite struct TemporaryFolderTests {
    @Test func theFolderAndItsFilesGoWithTheLastReference() throws {
        var folder: TemporaryFolder? = TemporaryFolder("temporary-folder-test")
        let url = try #require(folder).url
        try #require(folder).create()
        try Data("x".utf8).write(to: url.appendingPathComponent("file"))
        #expect(FileManager.default.fileExists(atPath: url.path))
        folder = nil
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func itIsNotMadeUntilAsked() {
        let folder = TemporaryFolder("temporary-folder-test")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(folder.url.lastPathComponent.hasPrefix("shopterm-temporary-folder-test-"))
    }
}
