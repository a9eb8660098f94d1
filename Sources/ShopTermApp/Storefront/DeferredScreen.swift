import ShopTermUI

/// The screen once the storefront has taken the terminal over: the program starts (and asks
/// the store) before.
final class DeferredScreen: ProgramTerminal {
    var terminal: (any ProgramTerminal)?

    func read() -> Event? { terminal?.read() }
    func draw(_ frame: Frame) { terminal?.draw(frame) }
    func copyToClipboard(_ text: String) { terminal?.copyToClipboard(text) }
    var hungUp: Bool { terminal?.hungUp ?? false }
}
