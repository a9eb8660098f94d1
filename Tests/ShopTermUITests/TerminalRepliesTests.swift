import ShopTermUI
import Testing

/// A terminal's replies are told from keys, so that a late one is dropped, never typed.
@Suite struct TerminalRepliesTests {
    static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test(arguments: [
        ("[?62;4c", 7), ("[6;20;10t", 9), ("[?1;2c", 6), ("[>41;354;0c", 11), ("[12;40R", 7), ("[?1;2$y", 7),
        ("]11;rgb:0000/0000/0000\u{7}", 23), ("P1$r0m\u{1b}\\", 8), ("[?62;4cq", 7),
    ])
    func repliesAreToldWhole(_ text: String, _ length: Int) {
        #expect(TerminalReplies.replyLength(after: Self.scalars(text)) == length, "\(text.debugDescription)")
    }

    @Test(arguments: ["", "[A", "[6~", "[1;5C", "OA", "x", "[", "[?62;4", "]11;rgb", "[200~"])
    func keysAndUnfinishedRepliesAreNot(_ text: String) {
        #expect(TerminalReplies.replyLength(after: Self.scalars(text)) == nil, "\(text.debugDescription)")
    }

    @Test func anUnfinishedReplyIsWaitedFor() {
        #expect(TerminalReplies.isIncomplete(Self.scalars("[?62;4")))
        #expect(TerminalReplies.isIncomplete(Self.scalars("[6;20")))
        #expect(!TerminalReplies.isIncomplete(Self.scalars("")))
        #expect(!TerminalReplies.isIncomplete(Self.scalars("x")))
        #expect(!TerminalReplies.isIncomplete(Self.scalars("[?62;4c")))
    }
}
