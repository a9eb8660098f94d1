import Foundation
import Testing

@testable import StoreKitCore

/// Commands shopterm suggests paste into a shell as they are printed.
@Suite struct ShellWordTests {
    @Test func wordsAreQuotedOnlyWhenTheShellWouldChangeThem() {
        #expect(ShellWord.quoted("ada@example.com") == "ada@example.com")
        #expect(ShellWord.quoted("swift-runner") == "swift-runner")
        #expect(ShellWord.quoted("9 / White") == "'9 / White'")
        #expect(ShellWord.quoted("it's") == #"'it'\''s'"#)
        #expect(ShellWord.quoted("$(rm -rf ~)") == "'$(rm -rf ~)'")
        #expect(ShellWord.quoted("") == "''")
    }
}
