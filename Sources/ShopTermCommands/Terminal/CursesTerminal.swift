import Foundation
import ShopTermApp
import TerminalPictures

/// This process's terminal, drawn with curses.
final class CursesTerminal: StorefrontTerminal {
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
