/// shopterm's own version, sent in `User-Agent` and printed by `--version`.
public enum ShoptermVersion {
    /// The version of this build.
    public static let current = "0.1.0"
}
