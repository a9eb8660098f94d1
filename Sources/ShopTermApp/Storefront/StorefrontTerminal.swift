import Foundation
import StoreKitCore
import TerminalPictures

/// The terminal a storefront opens on: this process's own (curses, in the executable), a
/// shopper's pty that serve-ssh's relay handed to a worker, or none at all (the headless
/// harness of the benchmarks and soak tests). What is particular to each (curses, the pty's
/// modes) stays behind this protocol; ``Storefront/open(on:wakeUp:)`` does the rest the same
/// way for all.
public protocol StorefrontTerminal: AnyObject {
    /// What describes the terminal (`TERM`, `NO_COLOR`…), for the picture detection.
    var environment: [String: String] { get }
    /// Throws when the storefront cannot be drawn on it.
    func checkTerminalType() throws
    /// The cell size in pixels, when the terminal reports it.
    func cellSize() -> CellSize?
    /// The terminal's reply to ``PictureDetection/query``, nil when none came in time.
    func askPictures() -> PictureDetection.Reply?
    /// How product pictures are drawn here for `configuration`; nil: not at all. The default
    /// asks the terminal (``ProductPictures/style(for:environment:cell:ask:)``).
    func pictureStyle(for configuration: StoreConfiguration) throws -> PictureStyle?
    /// Takes the terminal over (alternate screen, raw keys): the screen the program draws on.
    func takeOver() throws -> any ProgramTerminal
    /// Gives it back.
    func release()
    /// True when it shows Unicode (once taken over).
    var unicode: Bool { get }
    /// Its size in cells (once taken over).
    var size: (width: Int, height: Int) { get }
    /// The descriptor keys come on.
    var input: Int32 { get }
    /// Other descriptors the screen reads.
    var alsoRead: [Int32] { get }
}

extension StorefrontTerminal {
    /// The configured setting on this terminal, the terminal asked how it draws.
    public func pictureStyle(for configuration: StoreConfiguration) throws -> PictureStyle? {
        try ProductPictures.style(for: configuration, environment: environment, cell: cellSize(), ask: { askPictures() })
    }
}
