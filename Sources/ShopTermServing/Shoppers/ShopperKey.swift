import Crypto
import Foundation
import StoreKitCore

/// A shopper's identity: the SHA-256 fingerprint of the public key sshd accepted, as OpenSSH
/// writes it (`SHA256:…`), read from the file `ExposeAuthInfo` names (`SSH_USER_AUTH`), never
/// from anything the client sends.
public enum ShopperKey {
    /// The fingerprint of the first public key in `authInfo` (`publickey ssh-ed25519 AAAA…`
    /// lines); nil when the session was not authenticated by a key.
    public static func fingerprint(authInfo: String) -> String? {
        for line in authInfo.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count >= 3, words[0] == "publickey", let blob = Data(base64Encoded: String(words[2])) else { continue }
            let digest = SHA256.hash(data: blob)
            return "SHA256:" + Data(digest).base64EncodedString().replacingOccurrences(of: "=", with: "")
        }
        return nil
    }

    /// The shopper's IP address from sshd's `SSH_CONNECTION` ("client port server port"); nil
    /// when it is missing or not an address.
    public static func address(sshConnection: String?) -> String? {
        guard let first = sshConnection?.split(separator: " ").first.map(String.init),
            first.range(of: #"^[0-9A-Fa-f.:]{2,45}$"#, options: .regularExpression) != nil, first.contains(where: \.isNumber)
        else { return nil }
        return first
    }

    /// The shopper's terminal type as the client gave it when this computer knows it (a
    /// terminfo entry), else a plain `xterm`: an unknown or hostile name never reaches curses.
    public static func terminalType(
        _ given: String?, terminfo: [String] = ["/usr/share/terminfo", "/lib/terminfo", "/etc/terminfo"]
    ) -> String {
        guard let given, given.range(of: #"^[A-Za-z0-9._+-]{1,64}$"#, options: .regularExpression) != nil else { return "xterm" }
        let known = terminfo.contains { root in FileManager.default.fileExists(atPath: "\(root)/\(given.prefix(1))/\(given)") }
        return known ? given : "xterm"
    }

    /// A guest (no key) as a session names them: made for the session, never kept.
    public static func guest() -> String {
        "guest-" + Hex.lowercase((0..<6).map { _ in UInt8.random(in: 0...255) })
    }

    /// The shopper as kept in the shoppers' database: a hash of the fingerprint (hex, 32
    /// characters), so that no key, nor its fingerprint, is stored.
    public static func id(fingerprint: String) -> String {
        Hex.lowercase(SHA256.hash(data: Data(("shopterm-shopper:" + fingerprint).utf8)).prefix(16))
    }
}
