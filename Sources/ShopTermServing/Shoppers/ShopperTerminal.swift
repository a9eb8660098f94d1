import Foundation
import ShopTermApp

/// How a shopper's terminal over SSH is drawn, from what its terminfo entry says (the `TERM`
/// the client gave) and the locale the client sent (sshd accepts `LANG` and `LC_*`): never from
/// the server's own environment.
public struct ShopperTerminal: Equatable, Sendable {
    /// The terminal type, checked (``ShopperKey/terminalType(_:terminfo:)``).
    public var type: String
    /// False: the storefront cannot be drawn on it (no cursor addressing, or paper).
    public var drawable: Bool
    /// Colours (the entry has at least 8).
    public var colors: Bool
    /// 24-bit colour (the entry's `RGB` or `Tc`).
    public var directColor: Bool
    /// Mouse reporting (the entry has `kmous`, or is an xterm's).
    public var mouse: Bool
    /// UTF-8 glyphs; false: the storefront's ASCII stand-ins.
    public var unicode: Bool
    /// The terminal's own screen for full-screen programs (`smcup`), and bracketed paste, which
    /// the terminals that have one know (xterm's private modes: not a vt100's).
    public var alternateScreen: Bool
    /// Half-bright text (`dim`).
    public var dim: Bool

    /// The terminal `type` (already checked) is, as `entry` describes it, with `utf8` what the
    /// client's locale says (nil: it sent none). Without a locale, a terminal whose entry has no
    /// colour (vt100, vt220 and their like) is taken for one that cannot draw UTF-8.
    public init(type: String, entry: TerminfoEntry?, utf8: Bool?) {
        self.type = type
        // No entry (cannot happen for a checked type): as an xterm.
        let entry = entry ?? TerminfoEntry(cursorAddressing: true, colors: 8, mouseKey: true)
        drawable = entry.cursorAddressing && !entry.hardcopy
        colors = entry.colors >= 8
        directColor = colors && entry.directColor
        mouse = entry.mouseKey || type.hasPrefix("xterm")
        unicode = utf8 ?? colors
        alternateScreen = entry.alternateScreen
        dim = entry.dim
    }

    /// The shopper's terminal from what the relay or sshd passed: `TERM`, and the locale
    /// variables (``ShopperLocale``).
    public static func of(terminalType: String?, locale: [String: String]) -> ShopperTerminal {
        let type = ShopperKey.terminalType(terminalType)
        return ShopperTerminal(type: type, entry: TerminfoEntry.load(type), utf8: ShopperLocale.isUTF8(locale))
    }

    /// What the picture detection reads of the terminal: its type, with `NO_COLOR` when it has
    /// no colour (no pictures) and `COLORTERM` when its entry says 24-bit colour.
    public var environment: [String: String] {
        var environment = ["TERM": type]
        if !colors { environment["NO_COLOR"] = "1" }
        if directColor { environment["COLORTERM"] = "truecolor" }
        return environment
    }

    /// What a shopper whose terminal cannot draw the storefront is told, the session's one line.
    public var cannotDraw: String {
        "shopterm: this shop is a full-screen storefront, and a \(type) terminal cannot draw it: connect from a terminal such as xterm"
    }
}

/// The locale a client sent (`LANG`, `LC_ALL`, `LC_CTYPE`, accepted by sshd), read for one thing
/// only: whether the shopper's terminal shows UTF-8. It is never set, nor passed to anything else.
public enum ShopperLocale {
    /// The variables read, in the order POSIX gives them precedence.
    public static let variables = ["LC_ALL", "LC_CTYPE", "LANG"]

    /// True when the locale in force (the first of ``variables`` set) names UTF-8, false when it
    /// names another character set or none (`C`, `POSIX`); nil when none is set or it is not a
    /// well-formed locale name.
    public static func isUTF8(_ environment: [String: String]) -> Bool? {
        guard let name = variables.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }), wellFormed(name) else { return nil }
        guard let dot = name.firstIndex(of: ".") else { return false }
        let codeset = name[name.index(after: dot)...].prefix { $0 != "@" }.lowercased().replacingOccurrences(of: "-", with: "")
        return codeset == "utf8"
    }

    /// `language[_territory][.codeset][@modifier]`, `C` or `POSIX`, in ASCII letters, digits and
    /// a few marks, at most 64 characters.
    public static func wellFormed(_ name: String) -> Bool {
        name.range(of: #"^([A-Za-z]{1,8}(_[A-Za-z0-9]{1,8})?|C|POSIX)(\.[A-Za-z0-9_-]{1,20})?(@[A-Za-z0-9_-]{1,20})?$"#, options: .regularExpression)
            != nil && name.count <= 64
    }
}
