import Foundation
import ShopTermUI

/// Where a program's keys come from and its frames go: the curses screen, or a headless
/// stand-in for the benchmark and the tests.
public protocol ProgramTerminal: AnyObject {
    /// The next key, mouse or resize event waiting, if any; never blocks.
    func read() -> Event?
    /// Shows `frame` (the terminal draws only what changed).
    func draw(_ frame: Frame)
    func copyToClipboard(_ text: String)
    /// True once the terminal went away in a way its input descriptor does not show (serve-ssh's
    /// relay gone).
    var hungUp: Bool { get }
}

extension ProgramTerminal {
    /// A terminal goes away when its input hangs up (checked by the program itself).
    public var hungUp: Bool { false }
}
