import Foundation

/// The UCP versions shopterm speaks, and the choice among a catalog's.
enum UCPVersion {
    /// What shopterm speaks, preferred first: 2026-04-08, the version every Shopify surface
    /// answers (`shared/ucp-spec/README.md`).
    static let spoken = ["2026-04-08"]

    /// The version to use with a profile that offers `offered`: the first shopterm speaks.
    static func negotiate(_ offered: [String]) -> String? {
        spoken.first { offered.contains($0) }
    }
}
