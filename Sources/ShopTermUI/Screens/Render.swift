import Foundation
import StoreKitCore

/// The smallest terminal the UI draws in.
public let minimumSize = (width: 40, height: 12)

/// Draws `state` into a frame of its size: header, the top screen, status line, footer, and the
/// help overlay. The only place that knows layout and widths.
public func render(_ state: AppState) -> Frame {
    var frame = Frame(width: state.width, height: state.height)
    frame.asciiOnly = state.asciiOnly
    guard !state.isTooSmall else {
        Views.tooSmall(&frame, state)
        return frame
    }
    Views.header(&frame, state)
    state.screen.feature.draw(&frame, state, Area.content(state))
    Views.picture(&frame, state)
    Views.statusLine(&frame, state)
    Views.footer(&frame, state)
    if state.showHelp { Views.help(&frame, state) }
    return frame
}

extension AppState {
    /// True when the terminal is smaller than ``minimumSize``: the screen says so and how to quit.
    public var isTooSmall: Bool { width < minimumSize.width || height < minimumSize.height }

    /// What the screen shows a spinner for (the shopper waits), or nil when nothing on it waits.
    public var visibleWait: String? { Views.busyText(self) }
}
