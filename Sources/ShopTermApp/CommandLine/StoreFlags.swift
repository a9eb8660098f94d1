import Foundation
import StoreKitCore
import TerminalPictures

/// The store options' values as the command line gave them (`--shop`, `--token`, …), checked
/// and turned into the store a command talks to.
public struct StoreFlags: Sendable {
    /// What was given, as config values.
    public var config: ConfigFile
    /// `--deadline`: seconds the whole command may take.
    public var deadline: Double?
    /// `--config`: the config file.
    public var configPath: String?
    /// `--verbose`.
    public var verbose: Bool

    /// A command's whole time when `--deadline` does not say.
    public static let defaultDeadline: TimeInterval = 120

    public init(config: ConfigFile, deadline: Double?, configPath: String?, verbose: Bool) {
        self.config = config
        self.deadline = deadline
        self.configPath = configPath
        self.verbose = verbose
    }

    /// A flag's bad value, a usage error (exit 2): an `--api-version` older than shopterm
    /// supports, a `--cache` that is no policy, a timeout that is no number of seconds; nil when
    /// none is. (Values from the environment or the config file are checked with the rest of
    /// the configuration.)
    public var problem: String? {
        if let apiVersion = config.apiVersion, let version = APIVersion(apiVersion), version < .oldestSupported {
            return "--api-version \(APIVersion.tooOldReason(version))"
        }
        if let cache = config.cache, CachePolicy(parsing: cache) == nil {
            return "--cache \"\(cache)\" is not a cache policy (network-only, cache-only, cache-first[:SECONDS], network-first[:SECONDS])"
        }
        if let images = config.images, PictureSetting(text: images) == nil { return "--images \(PictureSetting.invalidReason(images))" }
        for (name, value) in [("--timeout", config.timeout), ("--connect-timeout", config.connectTimeout)] {
            if let value, !(value > 0 && value <= 600) { return "\(name) must be between 0 and 600 seconds" }
        }
        if let deadline, !(deadline > 0 && deadline <= 86_400) { return "--deadline must be between 0 and 86400 seconds" }
        return nil
    }
}

extension StoreSession {
    /// Opens the store `flags` name; its client's requests end within the command's deadline
    /// (``StoreFlags/deadline``). `catalog` is the embedded demo store's, `notice` says what the
    /// configuration has to say (on stderr); `greets` false: no "no shop configured" notice
    /// (serve-ssh's sessions and workers). The configuration reads `environment` (a
    /// one-process SSH session's own, not its process's).
    public static func make(
        _ flags: StoreFlags, greets: Bool, environment: [String: String], catalog: @escaping @Sendable () throws -> EmbeddedCatalog,
        notice: @escaping @Sendable (String) -> Void
    ) throws -> StoreSession {
        var settings = Settings(flags: flags.config, configPath: flags.configPath, verbose: flags.verbose, catalog: catalog, notice: notice)
        settings.greets = greets
        let session = try open(settings, environment: environment)
        session.client.limitTime(to: flags.deadline ?? StoreFlags.defaultDeadline)
        return session
    }
}
