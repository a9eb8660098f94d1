import StoreKitCore
import TerminalPictures

/// The product picture on screen: the product page's (its selected variant's image) or the wide
/// list's detail pane's (the highlighted product's). Drawn off the UI thread as a request; a
/// picture for anything no longer on screen is dropped.
public struct PictureState: Equatable, Sendable {
    /// False when this terminal shows no pictures (`--images none`, `NO_COLOR`, too few colours).
    public var enabled = false
    /// What the screen shows, and how far it is.
    public private(set) var drawing: PictureDrawing?
    public internal(set) var phase: Phase?

    /// How far the picture on screen is.
    public enum Phase: Equatable, Sendable {
        /// The highlight rests for ``PictureState/restDelay`` first (a timer, the
        /// ``AppWait/picture`` in ``InFlight``), so that moving through a list draws only the
        /// picture it stops at.
        case waiting
        case loading
        case shown(Picture)
        /// Why there is no picture, in one line.
        case failed(String)
    }

    /// How long a list's highlight rests on a product before its picture is asked for.
    public static let restDelay = 0.12

    public init(enabled: Bool = false) {
        self.enabled = enabled
    }

    /// Sets what is drawn, forgetting how far the previous one was.
    mutating func start(_ drawing: PictureDrawing?, phase: Phase?) {
        self.drawing = drawing
        self.phase = phase
    }
}
