import Foundation
import ShopTermApp
import ShopTermServing
import StoreKitCore
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// serve-ssh's storefront worker in this process (Tests/e2e/ssh-worker.py runs it as serve-ssh
/// does): a relay's hello and the shopper's pty come over a socket pair, the worker takes the
/// session, says whose it is, draws the storefront on the pty, and `q` ends it with status 0,
/// its start and end in serve-ssh's log.
@Suite struct StorefrontWorkerTests {
    /// The relay's end of a session: the socket pair's other end and the pty's master.
    final class Relay {
        let socket: Int32
        let master: Int32
        private(set) var drawn: [UInt8] = []

        init(socket: Int32, master: Int32) {
            self.socket = socket
            self.master = master
        }

        /// The worker's next `count` bytes on the relay's socket (fewer at its end), within 20 s;
        /// the pty is read meanwhile (a storefront whose pty is not read stalls).
        func said(_ count: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            let deadline = Date().addingTimeInterval(20)
            while bytes.count < count, Date() < deadline {
                var waiting = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0), pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
                guard poll(&waiting, 2, 100) >= 0 else { break }
                if waiting[1].revents != 0 { readPTY() }
                if waiting[0].revents != 0 {
                    var byte: UInt8 = 0
                    guard recv(socket, &byte, 1, 0) == 1 else { break }
                    bytes.append(byte)
                }
            }
            return bytes
        }

        /// Reads the pty until `text` was drawn (at most 20 s); true when it was.
        func waitFor(_ text: String) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                if drawn.firstRange(of: Array(text.utf8)) != nil { return true }
                var waiting = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                if poll(&waiting, 1, 100) > 0 { readPTY() }
            }
            return false
        }

        func type(_ text: String) { _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, text.utf8.count) } }

        private func readPTY() {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = read(master, &buffer, buffer.count)
            if count > 0 { drawn += buffer.prefix(count) }
        }
    }

    /// Sends `bytes` with the descriptor `passed` (SCM_RIGHTS), as shopterm-relay does.
    static func send(_ socket: Int32, _ bytes: [UInt8], passing passed: Int32) -> Bool {
        let header = MemoryLayout<cmsghdr>.size
        let space = header + MemoryLayout<Int>.size
        var control = [UInt8](repeating: 0, count: space)
        var bytes = bytes
        return bytes.withUnsafeMutableBytes { data in
            control.withUnsafeMutableBytes { raw in
                let message = raw.baseAddress!.assumingMemoryBound(to: cmsghdr.self)
                message.pointee.cmsg_len = header + MemoryLayout<Int32>.size
                message.pointee.cmsg_level = SOL_SOCKET
                message.pointee.cmsg_type = Int32(SCM_RIGHTS)
                raw.storeBytes(of: passed, toByteOffset: header, as: Int32.self)
                var vector = iovec(iov_base: data.baseAddress, iov_len: data.count)
                return withUnsafeMutablePointer(to: &vector) { vector in
                    var sent = msghdr(
                        msg_name: nil, msg_namelen: 0, msg_iov: vector, msg_iovlen: 1, msg_control: raw.baseAddress, msg_controllen: space,
                        msg_flags: 0)
                    return sendmsg(socket, &sent, 0) == data.count
                }
            }
        }
    }

    /// A pseudo-terminal of 100 × 30 cells, its master and its slave (posix_openpt, unlockpt and
    /// ptsname by hand, as Glibc does not export them to Swift: /dev/ptmx, TIOCSPTLCK, TIOCGPTN).
    static func openPTY() -> (master: Int32, slave: Int32)? {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else { return nil }
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            return nil
        }
        return (master, slave)
    }

    /// A hello as shopterm-relay sends it: its body's length (4 bytes, big-endian), then the body.
    static func hello(_ body: [UInt8]) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: body.count >> $0) } + body
    }

    @Test func aShopperShopsInTheWorkerOverASocketPair() throws {
        let fixture = try ServingFixture()
        defer { fixture.remove() }
        let lines = Mutex<[String]>([])
        let log = try SessionLog.Listener(path: fixture.kiosk.folder.logSocket(guest: false).path) { line in lines.withLock { $0.append(line) } }
        defer { log.close() }
        let worker = StorefrontWorker(
            listener: -1, settings: .init(kiosk: fixture.kiosk, storefronts: fixture.kiosk.storefronts(fixture.session()), maxSessions: 1))
        var pair: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        let (master, slave) = try #require(Self.openPTY())
        let relay = Relay(socket: pair[0], master: master)
        defer {
            close(master)
            close(pair[0])
        }
        let ended = Atomic<Bool>(false)
        let workerEnd = pair[1]
        let session = Thread {
            worker.handle(workerEnd)
            ended.store(true, ordering: .relaxed)
        }
        session.start()
        let body = ShopperArrivalTests.relayBody([
            "TERM": "xterm", "LANG": "C.UTF-8", "SSH_CONNECTION": "203.0.113.9 50022 10.0.0.2 22", "SSH_USER_AUTH": try fixture.authFile().path,
        ])
        try #require(Self.send(pair[0], Self.hello(body), passing: slave))
        close(slave)
        #expect(relay.said(1) == Array("A".utf8))
        // Whose session it is: the relay writes its end line should the worker die.
        #expect(relay.said(14) == Array(("Ss" + ServingFixture.shopper.prefix(12)).utf8))
        // The storefront takes the terminal over and draws the store's home (a full frame draws
        // no blank cell: words come apart, so one word is looked for).
        #expect(relay.waitFor("\u{1b}[?1049h") && relay.waitFor("shoes"))
        relay.type("q")
        #expect(relay.said(2) == [UInt8(ascii: "E"), 0])
        // The terminal is put back (the alternate screen left).
        #expect(relay.waitFor("\u{1b}[?1049l"))
        let deadline = Date().addingTimeInterval(10)
        while !ended.load(ordering: .relaxed) || lines.withLock({ $0.count }) < 2, Date() < deadline { usleep(20_000) }
        let short = ServingFixture.shopper.prefix(12)
        let logged = lines.withLock { $0 }
        #expect(logged.first == "session start shopper=\(short)")
        #expect(logged.count == 2 && logged[1].hasPrefix("session end shopper=\(short) seconds=") && logged[1].hasSuffix(" how=quit"))
    }
}
