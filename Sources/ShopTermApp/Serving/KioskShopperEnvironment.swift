import Foundation

/// What `shopterm ssh-session` hands the kiosk storefront it starts, in its environment (the
/// database's address may hold a password: never on a command line, which every user may read).
public enum KioskShopperEnvironment {
    /// The shopper: a hash of the key's fingerprint.
    public static let shopper = "SHOPTERM_SHOPPER"
    /// The shoppers' database (``ShopperDatabaseLocation/reference``).
    public static let database = "SHOPTERM_SHOPPERS"
    /// Set for a guest (no key): the cart lasts the session, in memory.
    public static let guest = "SHOPTERM_GUEST"
    /// What a guest is told when the storefront opens.
    public static let guestNotice = "You are a guest: this cart lasts this session. Connect with a key (ssh-keygen makes one) to keep it."
    /// The shopper's IP address, from sshd's `SSH_CONNECTION`.
    public static let buyerIP = "SHOPTERM_BUYER_IP"
    /// Seconds the launch answers stand for every session of the host (``SharedCatalog``).
    public static let sharedCatalogSeconds = "SHOPTERM_SHARED_CATALOG_SECONDS"

    /// The catalog shared by the host's sessions, its lock in `cache`; nil when the environment
    /// names no window.
    public static func sharedCatalog(cache: URL, environment: [String: String]) -> SharedCatalog? {
        guard let text = environment[sharedCatalogSeconds], let seconds = Int(text), seconds > 0 else { return nil }
        return SharedCatalog(window: TimeInterval(seconds), shopCache: cache)
    }

    /// The shopper's row in the database, for `shop` (a guest's: memory for the session); nil
    /// when the environment names none.
    public static func keeping(shop: String, environment: [String: String]) -> ShopperKeeping? {
        if environment[guest] == "1" { return .memory(notice: guestNotice) }
        guard let shopper = environment[shopper], !shopper.isEmpty, let reference = environment[database], !reference.isEmpty else { return nil }
        return .database(ShopperDatabase(location: ShopperDatabaseLocation(reference: reference)), shop: shop, shopper: shopper)
    }
}
