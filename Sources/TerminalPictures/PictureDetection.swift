/// Works out how this terminal shows pictures.
///
/// The environment decides for the terminals that say who they are (kitty, Ghostty, iTerm2,
/// WezTerm, foot, mlterm, …); the others are asked with Primary Device Attributes, whose answer
/// lists 4 when the terminal draws sixels (xterm, VT340 and their heirs). Inside tmux or screen,
/// which do not pass pictures through by default, pictures are half blocks.
public enum PictureDetection {
    /// What a terminal answered to the query (see ``query``).
    public struct Reply: Equatable, Sendable {
        /// The Primary Device Attributes (`CSI ? 62 ; 4 ; … c` → [62, 4, …]).
        public var attributes: [Int]
        /// The cell size from `CSI 16 t`, when the terminal reports it.
        public var cell: CellSize?

        public init(attributes: [Int], cell: CellSize? = nil) {
            self.attributes = attributes
            self.cell = cell
        }
    }

    /// The bytes that ask the terminal: its cell size in pixels, then its device attributes
    /// (every terminal answers the latter, so its answer ends the reply).
    public static let query = "\u{1b}[16t\u{1b}[c"

    /// The style for `setting` on the terminal `environment` describes, or nil for no pictures.
    /// `ask` sends ``query`` to the terminal and returns its reply (nil after a short timeout);
    /// it is called only when the environment cannot tell. `cell` is the cell size the terminal's
    /// window size gave, if any.
    public static func style(
        setting: PictureSetting, environment: [String: String], cell: CellSize?,
        ask: () -> Reply?
    ) -> PictureStyle? {
        if setting == .none { return nil }
        let colors: BlockColors = trueColor(environment) ? .trueColor : .indexed256
        if let forced = setting.forcedMode {
            return PictureStyle(mode: forced, colors: colors, cell: cell ?? .usual)
        }
        // NO_COLOR (no-color.org): pictures are colour, so none unless a mode is forced.
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return nil }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" || term == "linux" { return nil }
        if let mode = modeNamed(by: environment) {
            return PictureStyle(mode: mode, colors: colors, cell: cell ?? .usual)
        }
        let multiplexed = environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
        if !multiplexed, let reply = ask(), reply.attributes.dropFirst().contains(4) {
            return PictureStyle(mode: .sixel, colors: colors, cell: reply.cell ?? cell ?? .usual)
        }
        guard colors == .trueColor || term.contains("256color") else { return nil }
        return PictureStyle(mode: .blocks, colors: colors, cell: cell ?? .usual)
    }

    /// The mode a terminal that names itself in the environment draws best.
    static func modeNamed(by environment: [String: String]) -> PictureMode? {
        // Inside tmux or screen, TERM_PROGRAM and the like may be the outer terminal's: the
        // multiplexer would swallow its pictures.
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") { return nil }
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty" || program == "ghostty" {
            return .kitty
        }
        if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" || program == "mintty" {
            return .iterm
        }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || environment["WT_SESSION"] != nil { return .sixel }
        return nil
    }

    /// True when the terminal says it draws 24-bit colour (`COLORTERM`, the de facto convention).
    static func trueColor(_ environment: [String: String]) -> Bool {
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        return colorTerm == "truecolor" || colorTerm == "24bit" || environment["TERM"] == "xterm-direct"
    }

    /// Reads a terminal's reply to ``query``: an optional `CSI 6 ; h ; w t` and the
    /// `CSI ? … c` attributes. Nil until the attributes have arrived.
    public static func parse(_ reply: [UInt8]) -> Reply? {
        let text = String(decoding: reply, as: UTF8.self)
        guard let start = text.range(of: "\u{1b}[?"), let end = text[start.upperBound...].firstIndex(of: "c") else { return nil }
        let attributes = text[start.upperBound..<end].split(separator: ";").compactMap { Int($0) }
        var cell: CellSize?
        if let size = text.range(of: "\u{1b}[6;"), let close = text[size.upperBound...].firstIndex(of: "t") {
            let numbers = text[size.upperBound..<close].split(separator: ";").compactMap { Int($0) }
            if numbers.count == 2, numbers.allSatisfy({ (1...512).contains($0) }) {
                cell = CellSize(width: numbers[1], height: numbers[0])
            }
        }
        return Reply(attributes: attributes, cell: cell)
    }
}
