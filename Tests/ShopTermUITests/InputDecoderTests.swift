import ShopTermUI
import Testing

/// The keys of a terminal read without curses (serve-ssh's workers): every key a shopper
/// types, never a terminal's reply, a paste as text.
@Suite struct InputDecoderTests {
    static func decode(_ parts: [String], flush: Bool = true) -> [Event] {
        var decoder = InputDecoder()
        var events = parts.flatMap { decoder.feed(Array($0.utf8)) }
        if flush { events += decoder.flush() }
        return events
    }

    @Test(arguments: [
        ("\u{1b}[A", Key.up), ("\u{1b}[B", .down), ("\u{1b}[C", .right), ("\u{1b}[D", .left), ("\u{1b}OA", .up), ("\u{1b}OD", .left),
        ("\u{1b}[H", .home), ("\u{1b}[F", .end), ("\u{1b}[1~", .home), ("\u{1b}[4~", .end), ("\u{1b}[5~", .pageUp), ("\u{1b}[6~", .pageDown),
        ("\u{1b}[3~", .delete), ("\u{1b}[Z", .backTab), ("\u{1b}[1;5C", .right), ("\r", .enter), ("\n", .enter), ("\u{7f}", .backspace),
        ("\u{8}", .backspace), ("\t", .tab), ("\u{3}", .control("c")), ("q", .character("q")), ("é", .character("é")),
        ("桜", .character("桜")), ("🌸", .character("🌸")),
    ])
    func keys(_ bytes: String, _ key: Key) {
        #expect(Self.decode([bytes]) == [.key(key)], "\(bytes.debugDescription)")
    }

    @Test func aSequenceOrCharacterCutInTwoIsWaitedFor() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B, 0x5B]).isEmpty)
        #expect(decoder.patience == .milliseconds(150))
        #expect(decoder.feed([0x41]) == [.key(.up)])
        let cherry = Array("桜".utf8)
        #expect(decoder.feed(cherry.prefix(2)).isEmpty)
        #expect(decoder.feed(cherry.suffix(1)) == [.key(.character("桜"))])
        #expect(decoder.patience == nil)
    }

    @Test func anEscapeAloneIsTheEscapeKeyOnceNothingFollows() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.patience == .zero)
        #expect(decoder.flush() == [.key(.escape)])
        // An Alt chord: the escape key, then the key (as curses gives them).
        #expect(Self.decode(["\u{1b}x"]) == [.key(.escape), .key(.character("x"))])
        #expect(Self.decode(["\u{1b}\u{1b}[A"]) == [.key(.escape), .key(.up)])
    }

    /// The late answer to the picture question: never keys (its last byte `c` would open the cart).
    @Test(arguments: [
        ["\u{1b}[?62;4c"], ["\u{1b}[?62", ";4c"], ["\u{1b}", "[?62;4c"], ["\u{1b}[6;20;10t"], ["\u{1b}[12;40R"],
        ["\u{1b}]11;rgb:0000/0000/0000\u{7}"], ["\u{1b}P1$r0m\u{1b}\\"], ["\u{1b}_Gi=31;OK\u{1b}\\"],
    ])
    func repliesAreDroppedWhole(_ parts: [String]) {
        #expect(Self.decode(parts + ["x"]) == [.key(.character("x"))], "\(parts.debugDescription)")
    }

    @Test func aPasteIsTextForTheFieldNotKeys() {
        #expect(Self.decode(["\u{1b}[200~12 Main\nSt\u{1b}[A\u{1b}[201~q"]) == [.paste("12 Main St[A"), .key(.character("q"))])
        #expect(Self.decode(["\u{1b}[20", "0~ab", "c\u{1b}[2", "01~"]) == [.paste("abc")])
        // A paste whose end never comes ends with what came.
        #expect(Self.decode(["\u{1b}[200~half"]) == [.paste("half")])
    }

    @Test func aHugePasteIsCutAndItsEndStillFound() throws {
        let huge = String(repeating: "x", count: 100_000)
        let events = Self.decode(["\u{1b}[200~", huge, "\u{1b}[201~", "q"], flush: false)
        #expect(events.count == 2)
        let pasted = try #require(events.first)
        #expect(pasted == .paste(String(repeating: "x", count: BracketedPaste.maxLength)))
        #expect(events.last == .key(.character("q")))
    }

    @Test func mouseReports() {
        #expect(Self.decode(["\u{1b}[<64;10;5M"]) == [.mouse(.wheelUp(row: 4, column: 9))])
        #expect(Self.decode(["\u{1b}[<65;1;1M"]) == [.mouse(.wheelDown(row: 0, column: 0))])
        #expect(Self.decode(["\u{1b}[<0;3;7M"]) == [.mouse(.click(row: 6, column: 2))])
        // A release, a drag, another button, nonsense: nothing.
        #expect(Self.decode(["\u{1b}[<0;3;7m", "\u{1b}[<32;3;7M", "\u{1b}[<2;3;7M", "\u{1b}[<0;0;0M", "\u{1b}[<1;2M"]).isEmpty)
    }

    @Test func controlsAndBadBytesAreDropped() {
        #expect(Self.decode(["\u{0}\u{1c}\u{1f}"]).isEmpty)
        #expect(Self.decode(["\u{9b}"]).isEmpty)  // a C1 control, in UTF-8
        #expect(Self.decode([String(decoding: [0xFF, 0xC3], as: UTF8.self)]).allSatisfy { $0 == .key(.character("\u{fffd}")) })
        var decoder = InputDecoder()
        #expect(decoder.feed([0xFF, 0x80, 0x61]) == [.key(.character("a"))])
    }

    @Test func endlessJunkNeverWaitsForever() {
        var decoder = InputDecoder()
        _ = decoder.feed(Array(("\u{1b}[" + String(repeating: "1;", count: 500)).utf8))
        #expect(decoder.patience == nil || decoder.flush().count > 0)
        _ = decoder.feed(Array(("\u{1b}]" + String(repeating: "x", count: 5_000)).utf8))
        #expect(decoder.patience == nil)
    }
}
