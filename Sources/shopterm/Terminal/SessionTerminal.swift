import Foundation
import ShopTermApp
import TerminalPictures

/// The terminal a storefront session runs on: this process's own (curses), or a shopper's pty
/// that serve-ssh's relay handed to a worker (``PTYTerminal``).
protocol SessionTerminal: AnyObject {
    /// What describes the terminal (`TERM`, `NO_COLOR`…), for the picture detection.
    var environment: [String: String] { get }
    /// Throws when the storefront cannot be drawn on it.
    func checkTerminalType() throws
    /// The cell size in pixels, when the terminal reports it.
    func cellSize() -> CellSize?
    /// The terminal's reply to ``PictureDetection/query``, nil when none came in time.
    func askPictures() -> PictureDetection.Reply?
    /// Takes the terminal over (alternate screen, raw keys): the screen the program draws on.
    func takeOver() throws -> any ProgramTerminal
    /// Gives it back.
    func release()
    /// True when it shows Unicode; its size in cells (once taken over).
    var unicode: Bool { get }
    var size: (width: Int, height: Int) { get }
    /// The descriptor keys come on, and others the screen reads.
    var input: Int32 { get }
    var alsoRead: [Int32] { get }
}

/// This process's terminal, drawn with curses.
final class CursesTerminal: SessionTerminal {
    let environment: [String: String]
    private let mouse: Bool
    private var curses: CursesScreen?

    init(environment: [String: String], mouse: Bool) {
        self.environment = environment
        self.mouse = mouse
    }

    func checkTerminalType() throws { try CursesScreen.checkTerminalType(environment: environment) }
    func cellSize() -> CellSize? { TerminalProbe.cellSize() }
    func askPictures() -> PictureDetection.Reply? { TerminalProbe.ask() }

    func takeOver() throws -> any ProgramTerminal {
        let screen = CursesScreen(environment: environment, mouse: mouse)
        curses = screen
        return screen
    }

    func release() { curses?.close() }
    var unicode: Bool { curses?.unicode ?? true }
    var size: (width: Int, height: Int) { curses?.size ?? (80, 24) }
    var input: Int32 { 0 }
    var alsoRead: [Int32] { [] }
}
