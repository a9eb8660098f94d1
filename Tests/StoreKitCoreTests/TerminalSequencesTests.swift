import StoreKitCore
import Testing

/// Terminal control sequences in store text go whole, not only their ESC: nothing of
/// `ESC [31m` or `ESC ]0;title BEL` is left to print.
@Suite struct TerminalSequencesTests {
    @Test(arguments: [
        ("Evil \u{1B}[31mRED\u{1B}[0m hat", "Evil RED hat"),
        ("a\u{1B}]0;PWNED\u{07}b", "ab"),
        ("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b", "alinkb"),
        ("x\u{1B}[2Jy", "xy"),
        ("c1\u{9B}31mcsi", "c1csi"),
        ("osc\u{9D}0;t\u{9C}end", "oscend"),
        ("dcs\u{1B}Pq#0;2;0;0;0\u{1B}\\ok", "dcsok"),
        ("two\u{1B}cbyte", "twobyte"),
        ("trailing\u{1B}", "trailing"),
        ("unterminated \u{1B}]0;title", "unterminated "),
        ("靴 \u{1B}[1m太字\u{1B}[0m", "靴 太字"),
        ("plain", "plain"),
    ])
    func sequencesGoWhole(_ input: String, _ expected: String) {
        #expect(input.withoutTerminalSequences == expected)
    }

    @Test func aMessageOnOneLineLosesThemToo() {
        #expect("bad \u{1B}[31mthing\u{1B}]0;PWN\u{07} happened".oneLine() == "bad thing happened")
    }
}
