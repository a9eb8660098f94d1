/// Bytes written as lowercase hexadecimal, two digits a byte: digests and fingerprints.
/// A table, not `String(format:)`: this runs on the launch path (a cache key, the token's
/// fingerprint), where Foundation's formatting costs a first use of its locale machinery.
public enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    /// `bytes` as lowercase hexadecimal: `[0x0f, 0xa0]` is `"0fa0"`.
    public static func lowercase(_ bytes: some Sequence<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
