import Crypto
import Foundation
import StoreKitCore
import Synchronization

/// The demo store's customer accounts: passwords (salted SHA-256), Storefront customer access
/// tokens with an expiry, address books, order history, activation and reset links (sent to an
/// outbox instead of a mail server), and the Customer Account API's OAuth codes and tokens.
///
/// The embedded demo keeps this in a file so that an account made in one run is there in the
/// next; the HTTP demo server keeps it in memory. Several processes may share the file (each
/// session of `serve-ssh` runs its own embedded store): a change is made to the file's latest
/// state under its lock, and a read first takes in what another process wrote, so that a login
/// made in one session holds in the next, as one Shopify store's would.
final class CustomerDirectory: Sendable {
    struct Account: Sendable, Codable, Equatable {
        var id: String
        var email: String
        var passwordHash: String
        var salt: String
        var firstName: String?
        var lastName: String?
        var phone: String?
        var acceptsMarketing = false
        /// False for an invited account until it is activated.
        var enabled = true
        var addresses: [DemoCustomerAddress] = []
        var defaultAddressID: String?
        var orders: [CommerceState.Order] = []
        var createdAt: String
        var updatedAt: String
    }

    struct Token: Sendable, Codable, Equatable {
        var customerID: String
        var expiresAt: Date
    }

    /// A mail the store would have sent.
    struct Mail: Sendable, Codable, Equatable {
        var to: String
        var subject: String
        var link: String
    }

    struct State: Sendable, Codable {
        var accounts: [Account] = []
        var tokens: [String: Token] = [:]
        var activationTokens: [String: String] = [:]
        var resetTokens: [String: String] = [:]
        var outbox: [Mail] = []
        var nextCustomer = 1
        var nextAddress = 1
        var oauth = OAuthState()
    }

    /// The demo account every demo store starts with.
    static let demoEmail = "demo@shopterm.dev"
    static let demoPassword = "shopterm-demo"

    private let state: Mutex<State>
    private let file: PrivateFile?
    /// The file as this process last read or wrote it (inode, modification time), to notice
    /// another process's change.
    private let seen = Mutex<[Int]>([])
    let now: @Sendable () -> Date
    /// How long a Storefront customer access token lives.
    let tokenLifetime: TimeInterval

    init(file: URL?, tokenLifetime: TimeInterval, now: @escaping @Sendable () -> Date) {
        self.file = file.map(PrivateFile.init)
        self.tokenLifetime = tokenLifetime
        self.now = now
        var initial = file.flatMap { try? Data(contentsOf: $0) }.flatMap { try? Self.decoder.decode(State.self, from: $0) } ?? State()
        if initial.accounts.isEmpty {
            Self.seed(&initial, now: now())
        }
        state = Mutex(initial)
    }

    /// The outbox, oldest first.
    var outbox: [Mail] { state.withLock { $0.outbox } }

    /// Reads and changes the state under the lock (the file's too), saving it afterwards.
    func change<T>(_ body: (inout State) throws -> T) rethrows -> T {
        let lock = lockFile()
        defer {
            if lock >= 0 {
                flock(lock, LOCK_UN)
                close(lock)
            }
        }
        let (result, snapshot) = try state.withLock { state -> (T, State) in
            if let fresh = changedOnDisk() { state = fresh }
            let result = try body(&state)
            return (result, state)
        }
        save(snapshot)
        return result
    }

    func read<T>(_ body: (State) -> T) -> T {
        state.withLock { state in
            if let fresh = changedOnDisk() { state = fresh }
            return body(state)
        }
    }

    /// The file's lock, held until the descriptor is closed (-1: no file, or it cannot be locked:
    /// this process's changes still go through in order).
    private func lockFile() -> Int32 {
        guard let file else { return -1 }
        try? FileManager.default.createDirectory(
            at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let fd = open(file.url.path + ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return -1 }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(fd)
                return -1
            }
        }
        return fd
    }

    /// The file's state when another process wrote it since this one last looked; nil otherwise.
    private func changedOnDisk() -> State? {
        guard let file, let stamp = stamp() else { return nil }
        let changed = seen.withLock { seen in
            defer { seen = stamp }
            return seen != stamp
        }
        guard changed, let data = try? Data(contentsOf: file.url) else { return nil }
        return try? Self.decoder.decode(State.self, from: data)
    }

    /// The file's inode, modification time and size; nil when there is no file.
    private func stamp() -> [Int]? {
        guard let file else { return nil }
        var info = stat()
        guard lstat(file.url.path, &info) == 0 else { return nil }
        return [Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size)]
    }

    // MARK: - Accounts

    func account(token: String) -> Account? {
        read { state in
            guard let entry = state.tokens[token], entry.expiresAt > now() else { return nil }
            return state.accounts.first { $0.id == entry.customerID }
        }
    }

    func account(id: String) -> Account? { read { $0.accounts.first { $0.id == id } } }

    func account(email: String, password: String) -> Account? {
        read { state in
            state.accounts.first { $0.email.lowercased() == email.lowercased() && $0.passwordHash == Self.hash(password, salt: $0.salt) }
        }
    }

    /// Changes the account behind `token`; nil when the token is unknown or expired.
    func changeAccount<T>(token: String, _ body: (inout Account) -> T) -> T? {
        change { state in
            guard let entry = state.tokens[token], entry.expiresAt > now(),
                let index = state.accounts.firstIndex(where: { $0.id == entry.customerID })
            else { return nil }
            let result = body(&state.accounts[index])
            state.accounts[index].updatedAt = DemoDateTime.format(now())
            return result
        }
    }

    /// Issues a Storefront customer access token for `customerID`.
    func issueToken(for customerID: String, in state: inout State) -> DemoCustomerAccessToken {
        let token = DemoCustomerAccessToken(accessToken: Self.randomToken(), expiresAt: now().addingTimeInterval(tokenLifetime))
        state.tokens[token.accessToken] = Token(customerID: customerID, expiresAt: token.expiresAt)
        return token
    }

    /// Adds `order` to the history of the customer behind `customerID`.
    func record(_ order: CommerceState.Order, customerID: String) {
        change { state in
            guard let index = state.accounts.firstIndex(where: { $0.id == customerID }) else { return }
            state.accounts[index].orders.append(order)
        }
    }

    /// The highest order number in any history (so a new run does not reuse numbers).
    var highestOrderNumber: Int { read { $0.accounts.flatMap(\.orders).map(\.number).max() ?? 0 } }

    /// An order of any customer, by its status token (for order pages of an earlier run).
    func order(token: String) -> CommerceState.Order? {
        read { state in state.accounts.lazy.flatMap(\.orders).first { $0.token == token } }
    }

    // MARK: - Helpers

    static func hash(_ password: String, salt: String) -> String {
        SHA256.hash(data: Data((salt + password).utf8)).map { String(format: "%02x", $0) }.joined()
    }

    static func randomToken() -> String { Base64URL.random(byteCount: 24) }

    static func newAccount(_ state: inout State, email: String, password: String, now: Date) -> Account {
        let salt = randomToken()
        defer { state.nextCustomer += 1 }
        let stamp = DemoDateTime.format(now)
        return Account(
            id: "gid://shopify/Customer/\(state.nextCustomer)", email: email, passwordHash: hash(password, salt: salt), salt: salt,
            createdAt: stamp, updatedAt: stamp)
    }

    static func newAddressID(_ state: inout State) -> String {
        defer { state.nextAddress += 1 }
        return "gid://shopify/MailingAddress/\(state.nextAddress)?model_name=CustomerAddress"
    }

    /// The demo account (with one address) and an invited account waiting for activation.
    private static func seed(_ state: inout State, now: Date) {
        var demo = newAccount(&state, email: demoEmail, password: demoPassword, now: now)
        demo.firstName = "Ada"
        demo.lastName = "Lovelace"
        let home = DemoCustomerAddress(
            id: newAddressID(&state),
            address: DemoAddress(
                firstName: "Ada", lastName: "Lovelace", address1: "1 Analytical Way", city: "Portland", provinceCode: "OR", zip: "97201",
                countryCode: "US"))
        demo.addresses = [home]
        demo.defaultAddressID = home.id
        var invited = newAccount(&state, email: "grace@shopterm.dev", password: randomToken(), now: now)
        invited.firstName = "Grace"
        invited.enabled = false
        let activation = randomToken()
        state.activationTokens[activation] = invited.id
        state.accounts = [demo, invited]
        state.outbox.append(
            Mail(
                to: invited.email, subject: "Activate your account",
                link: "https://demo.shopterm.invalid/account/activate/\(invited.id.split(separator: "/").last ?? "")/\(activation)"))
    }

    /// Writes the state (the caller holds the file's lock), and remembers the file as written.
    private func save(_ snapshot: State) {
        guard let file else { return }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(snapshot), (try? file.write(data)) != nil else { return }
        let written = stamp()
        seen.withLock { $0 = written ?? [] }
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
