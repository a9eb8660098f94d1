import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program running on a pseudo-terminal of a given size, as a person's terminal would run
/// it: the benchmarks write keys to it and time the bytes it draws.
final class PTYProcess {
    private let master: Int32
    let process: Process
    /// Everything read so far.
    private(set) var output = Data()
    let started: UInt64

    init(_ arguments: [String], environment: [String: String], width: Int = 80, height: Int = 24) throws {
        #if !os(Linux)
            throw BenchError("the terminal benchmarks run on Linux")
        #endif
        // posix_openpt, unlockpt and ptsname by hand (Glibc does not export them to Swift):
        // /dev/ptmx, then TIOCSPTLCK and TIOCGPTN (Linux).
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw BenchError("cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let name = "/dev/pts/\(number)"
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw BenchError("cannot open \(name)") }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.environment = environment
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        started = DispatchTime.now().uptimeNanoseconds
        try process.run()
        try handle.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Milliseconds since the program was started.
    var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6 }

    /// Writes `bytes` (keys) to the terminal.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what is there within `milliseconds`; returns the bytes read.
    @discardableResult
    func read(waiting milliseconds: Int32) -> Int {
        var total = 0
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var timeout = milliseconds
        while poll(&descriptor, 1, timeout) > 0 {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = posixRead(master, &buffer, buffer.count)
            guard count > 0 else { break }
            output.append(contentsOf: buffer[0..<count])
            total += count
            timeout = 0
        }
        return total
    }

    /// Reads until the output so far contains `text`; the milliseconds since start when it did,
    /// or nil after `timeout` seconds.
    func wait(for text: String, timeout: TimeInterval = 10) -> Double? {
        let needle = Data(text.utf8)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if output.range(of: needle) != nil { return elapsed }
            read(waiting: 5)
        }
        return output.range(of: needle) != nil ? elapsed : nil
    }

    /// Writes `keys` and waits for the first byte drawn in answer: milliseconds, and the bytes
    /// of that frame (read until the terminal is quiet for `quiet` milliseconds).
    func keystroke(_ keys: String, quiet: Int32 = 3, timeout: Int32 = 2000) -> (milliseconds: Double, bytes: Int)? {
        read(waiting: 0)
        let sent = DispatchTime.now().uptimeNanoseconds
        send(keys)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeout) > 0 else { return nil }
        let latency = Double(DispatchTime.now().uptimeNanoseconds - sent) / 1e6
        var bytes = read(waiting: 0)
        while true {
            let more = read(waiting: quiet)
            if more == 0 { break }
            bytes += more
        }
        return (latency, bytes)
    }

    /// The peak resident memory of the program (VmHWM), in megabytes.
    var peakResidentMegabytes: Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes / 1024
    }

    /// Asks the program to quit (`q`) and waits for it, at most `timeout` seconds.
    func quit(timeout: TimeInterval = 5) {
        send("q")
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            read(waiting: 10)
        }
        if process.isRunning { process.terminate() }
    }
}

/// `read(2)`, named apart from ``PTYProcess/read(waiting:)``.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.read(fd, buffer, count)
    #else
        return Darwin.read(fd, buffer, count)
    #endif
}
