/// How pictures reach the terminal.
public enum PictureMode: String, CaseIterable, Sendable, Hashable {
    /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole).
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm, mintty).
    case iterm
    /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, Windows Terminal, …).
    case sixel
    /// Unicode half blocks in colour: any terminal with 256 colours or more.
    case blocks
}

/// The `--images` setting (config key `images`, environment `SHOPTERM_IMAGES`): a mode, `auto`
/// (the terminal decides) or `none`.
public enum PictureSetting: String, CaseIterable, Sendable {
    case auto, kitty, iterm, sixel, blocks, none

    /// The setting `text` names (any case), or nil.
    public init?(text: String) {
        self.init(rawValue: text.lowercased())
    }

    /// The mode the setting forces, if it forces one.
    public var forcedMode: PictureMode? {
        switch self {
        case .auto, .none: return nil
        case .kitty: return .kitty
        case .iterm: return .iterm
        case .sixel: return .sixel
        case .blocks: return .blocks
        }
    }
}

/// The colours half blocks are drawn in.
public enum BlockColors: String, Sendable, Hashable {
    case trueColor = "24-bit"
    case indexed256 = "256"
}

/// The size of one terminal cell in pixels (`TIOCGWINSZ`'s pixel size over its cell count, or
/// a usual cell when the terminal does not say).
public struct CellSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// A cell of a common 10×20-pixel terminal font.
    public static let usual = CellSize(width: 10, height: 20)
}

/// Everything that decides how a picture is drawn on this terminal.
public struct PictureStyle: Hashable, Sendable {
    public var mode: PictureMode
    public var colors: BlockColors
    public var cell: CellSize

    public init(mode: PictureMode, colors: BlockColors = .trueColor, cell: CellSize = .usual) {
        self.mode = mode
        self.colors = colors
        self.cell = cell
    }

    /// What the style is called in `--help`'s words ("sixel", "blocks (256 colours)").
    public var name: String {
        mode == .blocks ? "blocks (\(colors.rawValue) colours)" : mode.rawValue
    }
}
