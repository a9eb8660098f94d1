@preconcurrency import CNcurses
import CTerminalGuard
import Foundation
import ShopTermApp
import ShopTermUI
import TerminalPictures

/// The only code that calls curses. Every call happens on the thread that made it.
final class CursesScreen: ProgramTerminal {
    private var previous: Frame?
    private var previousLinks: [Frame.Link] = []
    /// The picture on the terminal now, as the last frame placed it.
    private var shownPicture: Frame.PlacedPicture?
    /// Keys read past an ESC that were not a terminal's reply, given out one by one.
    private var pending: [Event] = []
    private let colors: Bool
    private let mouse: Bool

    /// Why the interactive UI cannot start here.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// Throws ``Unavailable`` unless stdin and stdout are a terminal.
    static func checkIsTerminal() throws {
        guard isatty(0) != 0, isatty(1) != 0 else {
            throw Unavailable(
                description:
                    "the interactive storefront needs a terminal on stdin and stdout; for scripts use the commands (shopterm collections, products, product, search, cart, checkout; see shopterm --help)"
            )
        }
    }

    /// Throws unless `TERM` names a terminal type that terminfo describes (reading it takes a
    /// few milliseconds: the launch requests leave first).
    static func checkTerminalType(environment: [String: String]) throws {
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb", shopterm_terminal_usable() != 0 else {
            throw Unavailable(
                description:
                    "TERM=\"\(term)\" is not a usable terminal type; set TERM (e.g. xterm-256color) or use the commands (see shopterm --help)")
        }
    }

    /// Takes the terminal over (alternate screen, raw keys); ``checkTerminalType(environment:)`` has
    /// said it can be.
    /// True when the locale's character set is UTF-8 (false under LANG=C and the like).
    let unicode: Bool

    init(environment: [String: String], mouse: Bool) {
        setlocale(LC_ALL, "")
        // ncursesw draws what the locale's character set can show: UTF-8, or ASCII stand-ins.
        unicode = String(cString: nl_langinfo(nl_item(CODESET))).uppercased().replacingOccurrences(of: "-", with: "") == "UTF8"
        // Saved before curses changes them: a fatal signal puts them back (CTerminalGuard).
        cterminal_guard_arm(STDOUT_FILENO)
        // Nothing the process writes on stderr reaches the terminal as it is while the
        // storefront runs: it is held, and written sanitised once the terminal is back.
        if isatty(STDERR_FILENO) == 1 { _ = cterminal_capture(STDERR_FILENO) }
        initscr()
        raw()
        noecho()
        nonl()
        shopterm_keypad()
        set_escdelay(25)
        curs_set(0)
        shopterm_keep_cells_in_place()
        shopterm_timeout(0)
        colors = environment["NO_COLOR"].map { $0.isEmpty } ?? true && has_colors()
        if colors {
            start_color()
            use_default_colors()
            for (index, style) in Style.allCases.enumerated() {
                init_pair(Int16(index + 1), Self.color(style), -1)
            }
        }
        self.mouse = mouse
        Self.writeToTerminal(BracketedPaste.on)
        if mouse {
            mousemask(shopterm_all_mouse_events(), nil)
            mouseinterval(0)
        }
    }

    /// Gives the terminal back.
    func close() {
        Self.writeToTerminal(BracketedPaste.off)
        if mouse { mousemask(0, nil) }
        endwin()
        cterminal_guard_disarm()
        cterminal_release()
    }

    var size: (width: Int, height: Int) { (Int(shopterm_cols()), Int(shopterm_lines())) }

    /// The next key, mouse or resize event; nil when there is none now (it never waits: the
    /// event loop waits in `poll`).
    func read() -> Event? {
        if !pending.isEmpty { return pending.removeFirst() }
        var character: wint_t = 0
        let result = shopterm_get_wch(&character)
        if result == ERR { return nil }
        if result != KEY_CODE_YES, character == 27 { return afterEscape() }
        return event(result, character)
    }

    /// An ESC and what came with it: a terminal's reply (a late answer to the picture probe,
    /// whenever it comes) is dropped whole and the next event read; anything else is the ESC
    /// key and the keys after it. A reply cut in two is waited for, at most 150 ms.
    private func afterEscape() -> Event? {
        var waiting: [UInt32] = []
        var keyAfter: Event?
        var waited = false
        reading: while waiting.count < 1_100 {
            var character: wint_t = 0
            let result = shopterm_get_wch(&character)
            switch result {
            case ERR:
                guard !waited, TerminalReplies.isIncomplete(waiting) else { break reading }
                waited = true
                shopterm_timeout(150)
                continue
            case KEY_CODE_YES:
                keyAfter = event(result, character)
                break reading
            default:
                waiting.append(UInt32(character))
                if waiting == BracketedPaste.start {
                    if waited { shopterm_timeout(0) }
                    return readPaste()
                }
                if TerminalReplies.replyLength(after: waiting) != nil { break reading }
            }
        }
        if waited { shopterm_timeout(0) }
        // The reading stops at a reply's last character: nothing of it stays, nothing after it was read.
        if TerminalReplies.replyLength(after: waiting) != nil { return read() }
        pending += waiting.compactMap { event(OK, wint_t($0)) } + [keyAfter].compactMap { $0 }
        return .key(.escape)
    }

    /// A bracketed paste, read up to its end (`ESC [ 201 ~`); a paste whose end does not come
    /// within half a second of silence ends with what came. Keys curses made of pasted escape
    /// sequences are dropped with the other controls.
    private func readPaste() -> Event {
        var characters: [UInt32] = []
        var silent = 0
        shopterm_timeout(100)
        defer { shopterm_timeout(0) }
        while silent < 5 {
            var character: wint_t = 0
            let result = shopterm_get_wch(&character)
            if result == ERR {
                silent += 1
                continue
            }
            silent = 0
            guard result != KEY_CODE_YES else { continue }
            characters.append(UInt32(character))
            if characters.count >= BracketedPaste.end.count, Array(characters.suffix(BracketedPaste.end.count)) == BracketedPaste.end {
                characters.removeLast(BracketedPaste.end.count)
                break
            }
            // A field takes a line: what is far past it is read and let go (the last few
            // characters stay, as they may be the start of the end).
            if characters.count > 2 * BracketedPaste.maxLength {
                characters.removeSubrange(BracketedPaste.maxLength..<(characters.count - BracketedPaste.end.count))
            }
        }
        return .paste(BracketedPaste.text(characters))
    }

    /// The event of one `get_wch` result.
    private func event(_ result: Int32, _ character: wint_t) -> Event? {
        if result == KEY_CODE_YES {
            switch Int32(character) {
            case KEY_UP: return .key(.up)
            case KEY_DOWN: return .key(.down)
            case KEY_LEFT: return .key(.left)
            case KEY_RIGHT: return .key(.right)
            case KEY_PPAGE: return .key(.pageUp)
            case KEY_NPAGE: return .key(.pageDown)
            case KEY_HOME: return .key(.home)
            case KEY_END: return .key(.end)
            case KEY_ENTER: return .key(.enter)
            case KEY_BACKSPACE: return .key(.backspace)
            case KEY_DC: return .key(.delete)
            case KEY_BTAB: return .key(.backTab)
            case KEY_RESIZE:
                previous = nil
                forgetPicture()
                shopterm_erase()
                return .resize(width: size.width, height: size.height)
            case KEY_MOUSE: return readMouse()
            default: return nil
            }
        }
        switch character {
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 127, 8: return .key(.backspace)
        case 9: return .key(.tab)
        case 1...26: return .key(.control(Character(Unicode.Scalar(UInt8(character) + 96))))
        default:
            guard let scalar = Unicode.Scalar(UInt32(character)), scalar.value >= 0x20, !(0x7F...0x9F).contains(scalar.value) else { return nil }
            return .key(.character(Character(scalar)))
        }
    }

    private func readMouse() -> Event? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let row = Int(event.y)
        let column = Int(event.x)
        if event.bstate & shopterm_button4_pressed() != 0 { return .mouse(.wheelUp(row: row, column: column)) }
        if event.bstate & shopterm_button5_pressed() != 0 { return .mouse(.wheelDown(row: row, column: column)) }
        if event.bstate & (shopterm_button1_clicked() | shopterm_button1_pressed()) != 0 { return .mouse(.click(row: row, column: column)) }
        return nil
    }

    /// Draws only the cells that changed since the last frame, then the hyperlinks, then the
    /// picture when it changed (the one it replaces erased first, so none is left behind).
    func draw(_ frame: Frame) {
        let pictureChanged = frame.picture != shownPicture
        if pictureChanged, let old = shownPicture { erase(old) }
        for change in frame.changes(since: previous) {
            var column = change.column
            for cell in change.cells {
                defer { column += 1 }
                guard !cell.text.isEmpty else { continue }
                var wide = Array(cell.text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }) + [0]
                let (attributes, pair) = attributes(for: cell.style)
                shopterm_draw(Int32(change.row), Int32(column), &wide, attributes, pair)
            }
        }
        shopterm_refresh()
        previous = frame
        if frame.links != previousLinks {
            Self.writeToTerminal(ANSIFrameWriter.hyperlinks(frame))
            previousLinks = frame.links
        }
        if pictureChanged {
            if let picture = frame.picture { Self.writeToTerminal(picture.picture.placed(row: picture.row, column: picture.column)) }
            shownPicture = frame.picture
        }
    }

    /// Takes a picture off the screen: kitty's (a layer over the text) by deleting it; the
    /// others, drawn into the cells, by writing blanks over them and having the next refresh
    /// write those lines again.
    private func erase(_ placed: Frame.PlacedPicture) {
        if placed.picture.mode == .kitty { return Self.writeToTerminal(ANSIFrameWriter.kittyDeleteAll) }
        let blank = String(repeating: " ", count: placed.picture.columns)
        var output = "\u{1b}7\u{1b}[0m"
        for row in placed.row..<(placed.row + placed.picture.rows) { output += "\u{1b}[\(row + 1);\(placed.column + 1)H" + blank }
        Self.writeToTerminal(output + "\u{1b}8")
        shopterm_redraw_lines(Int32(placed.row), Int32(placed.picture.rows))
    }

    /// After a resize curses clears the terminal and draws it all again: a picture with it.
    private func forgetPicture() {
        if shownPicture?.picture.mode == .kitty { Self.writeToTerminal(ANSIFrameWriter.kittyDeleteAll) }
        shownPicture = nil
        shopterm_clear_on_refresh()
    }

    /// Puts `text` on the clipboard with OSC 52.
    func copyToClipboard(_ text: String) {
        Self.writeToTerminal(ANSIFrameWriter.copy(text))
    }

    private static func writeToTerminal(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }

    private func attributes(for style: Style) -> (attr_t, Int16) {
        let pair = colors ? Int16(Style.allCases.firstIndex(of: style)! + 1) : 0
        switch style {
        case .normal: return (shopterm_a_normal(), 0)
        case .dim, .hint: return (shopterm_a_dim(), colors ? pair : 0)
        case .bold, .title: return (shopterm_a_bold(), colors ? pair : 0)
        case .selected: return (shopterm_a_reverse(), 0)
        case .badge: return (shopterm_a_bold(), pair)
        case .link: return (shopterm_a_underline(), pair)
        case .error: return (shopterm_a_bold(), pair)
        case .soldOut: return (colors ? shopterm_a_normal() : shopterm_a_dim(), pair)
        case .price, .sale, .success: return (colors ? shopterm_a_normal() : shopterm_a_bold(), pair)
        case .picture: return (shopterm_a_invis(), 0)
        }
    }

    private static func color(_ style: Style) -> Int16 {
        switch style {
        case .price, .success: return Int16(COLOR_GREEN)
        case .sale: return Int16(COLOR_YELLOW)
        case .soldOut, .error: return Int16(COLOR_RED)
        case .badge: return Int16(COLOR_CYAN)
        case .link: return Int16(COLOR_BLUE)
        default: return -1
        }
    }
}
