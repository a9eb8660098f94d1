import ShopTermApp
import ShopTermServing
import Testing

/// What shopterm-relay tells a worker: only the three things sshd says, bounded.
@Suite struct RelayHelloTests {
    @Test func entriesAreReadAndTheRestIgnored() {
        let body = Array(
            "TERM=xterm-256color\0SSH_CONNECTION=203.0.113.9 50000 127.0.0.1 2222\0AUTH=publickey ssh-ed25519 AAAA\n\0LD_PRELOAD=/x\0junk\0".utf8)
        #expect(
            RelayHello.parse(body)
                == RelayHello(
                    terminalType: "xterm-256color", connection: "203.0.113.9 50000 127.0.0.1 2222", authInfo: "publickey ssh-ed25519 AAAA\n"))
        #expect(RelayHello.parse([]) == RelayHello())
        #expect(RelayHello.parse(Array("TERM=\0".utf8)).terminalType == "")
    }

    @Test func theLocaleVariablesAreKeptAndNoOtherLocaleVariable() {
        let hello = RelayHello.parse(Array("LANG=C\0LC_ALL=de_CH.UTF-8\0LC_CTYPE=en_US.ISO-8859-1\0LC_MESSAGES=fr_FR.UTF-8\0".utf8))
        #expect(hello.locale == ["LANG": "C", "LC_ALL": "de_CH.UTF-8", "LC_CTYPE": "en_US.ISO-8859-1"])
    }

    @Test func theLengthIsBounded() {
        #expect(RelayHello.bodyLength([0, 0, 1, 2]) == 258)
        #expect(RelayHello.bodyLength([0, 0, 0x50, 0]) == 20_480)
        #expect(RelayHello.bodyLength([0, 0, 0x50, 1]) == nil)
        #expect(RelayHello.bodyLength([0xFF, 0xFF, 0xFF, 0xFF]) == nil)
        #expect(RelayHello.bodyLength([0, 1]) == nil)
    }
}
