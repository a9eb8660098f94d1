import Foundation
import TerminalPictures
import Testing

/// Decoding untrusted bytes: every format round-trips; anything else is a one-line error.
struct ImageCodecTests {
    @Test(arguments: ImageCodec.Format.allCases)
    func roundTrips(format: ImageCodec.Format) throws {
        let file = try #require(ImageCodec.encode(Fixtures.quarters, as: format))
        #expect(ImageCodec.Format(sniffing: file) == format)
        let decoded = try ImageCodec.decode(file)
        #expect(decoded.width == 4 && decoded.height == 4)
        if format == .png { #expect(decoded == Fixtures.quarters) }
        // Lossy formats keep the quarters' colours near enough.
        #expect(abs(Int(decoded.pixels[0]) - 255) < 40 && decoded.pixels[1] < 40)
    }

    @Test func refusesWhatIsNotAnImage() {
        #expect(throws: PictureError("not a PNG, JPEG or WebP image")) { try ImageCodec.decode(Data("<html>hello</html>".utf8)) }
        #expect(throws: PictureError("an empty image file")) { try ImageCodec.decode(Data()) }
    }

    @Test(arguments: ImageCodec.Format.allCases)
    func refusesTruncatedFiles(format: ImageCodec.Format) throws {
        let file = try #require(ImageCodec.encode(Fixtures.quarters, as: format))
        for length in [4, 12, 20, file.count / 2] where length < file.count {
            #expect(throws: PictureError.self) { try ImageCodec.decode(file.prefix(length)) }
        }
    }

    @Test func refusesTooManyPixelsBeforeDecoding() throws {
        let file = try #require(ImageCodec.encode(Fixtures.quarters, as: .png))
        #expect(throws: PictureError("an image too large to show")) { try ImageCodec.decode(file, maxPixels: 15) }
        // A header that claims 65535 × 65535 pixels is refused from the header alone.
        var huge = [UInt8](file)
        huge.replaceSubrange(16..<24, with: [0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF])
        #expect(throws: PictureError.self) { try ImageCodec.decode(Data(huge)) }
    }

    @Test func refusesFilesOverTheByteCap() {
        #expect(throws: PictureError("an image larger than 8 MiB")) { try ImageCodec.decode(Data(count: ImageCodec.maxBytes + 1)) }
    }

    /// Random damage to real files never crashes a decoder (a quick fuzz; scripts/fuzz-images.sh
    /// runs libFuzzer for longer).
    @Test(arguments: ImageCodec.Format.allCases)
    func survivesDamage(format: ImageCodec.Format) throws {
        let file = [UInt8](try #require(ImageCodec.encode(Fixtures.quarters, as: format)))
        var generator = SplitMix(seed: 16)
        for _ in 0..<300 {
            var damaged = file
            for _ in 0..<(1 + Int(generator.next() % 8)) {
                damaged[Int(generator.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            _ = try? ImageCodec.decode(Data(damaged))
        }
    }
}

/// A small deterministic random generator.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
