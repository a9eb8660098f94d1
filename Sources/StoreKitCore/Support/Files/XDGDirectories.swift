import Foundation

/// Where shopterm keeps its files, following the XDG base directory specification.
///
/// Built from an environment dictionary so tests can point it anywhere.
public struct XDGDirectories: Sendable, Equatable {
    /// `$XDG_CONFIG_HOME/shopterm` (default `~/.config/shopterm`).
    public var config: URL
    /// `$XDG_CACHE_HOME/shopterm` (default `~/.cache/shopterm`).
    public var cache: URL
    /// `$XDG_STATE_HOME/shopterm` (default `~/.local/state/shopterm`).
    public var state: URL

    /// The three folders given.
    public init(config: URL, cache: URL, state: URL) {
        self.config = config
        self.cache = cache
        self.state = state
    }

    /// Resolves the directories from `environment` (relative XDG paths are ignored, as the spec says).
    public init(environment: [String: String]) {
        let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            return home.appendingPathComponent(fallback, isDirectory: true)
        }
        config = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("shopterm", isDirectory: true)
        cache = base("XDG_CACHE_HOME", ".cache").appendingPathComponent("shopterm", isDirectory: true)
        state = base("XDG_STATE_HOME", ".local/state").appendingPathComponent("shopterm", isDirectory: true)
    }
}
