import Foundation
import ShopTermUI
import StoreKitCore
import Synchronization
import TerminalPictures

/// The storefront's pictures: drawn by ``ProductPictures`` and kept in memory by image and
/// size, so that coming back to a product (or moving back up a list) draws its picture again
/// without fetching, decoding or encoding it. The oldest are dropped past ``maxBytes`` of
/// terminal bytes; the image files stay in the disk cache.
public final class DrawnPictures: Sendable {
    /// The most bytes of drawn pictures kept.
    public static let maxBytes = 16 * 1_048_576

    private let pictures: ProductPictures
    private let memory = Mutex(Memory())

    private struct Memory {
        var pictures: [PictureDrawing: Picture] = [:]
        var order: [PictureDrawing] = []
        var bytes = 0
    }

    public init(_ pictures: ProductPictures) {
        self.pictures = pictures
    }

    /// The drawing as a picture: from memory, else drawn (and kept).
    public func picture(_ drawing: PictureDrawing) async throws -> Picture {
        if let kept = memory.withLock({ $0.pictures[drawing] }) { return kept }
        let picture = try await pictures.picture(of: drawing.image, columns: drawing.columns, rows: drawing.rows)
        keep(picture, for: drawing)
        return picture
    }

    private func keep(_ picture: Picture, for drawing: PictureDrawing) {
        let size = Self.size(of: picture)
        guard size <= Self.maxBytes else { return }
        memory.withLock { memory in
            if let old = memory.pictures.updateValue(picture, forKey: drawing) {
                memory.bytes -= Self.size(of: old)
            } else {
                memory.order.append(drawing)
            }
            memory.bytes += size
            while memory.bytes > Self.maxBytes, !memory.order.isEmpty {
                let oldest = memory.order.removeFirst()
                if let dropped = memory.pictures.removeValue(forKey: oldest) { memory.bytes -= Self.size(of: dropped) }
            }
        }
    }

    private static func size(of picture: Picture) -> Int { picture.lines.reduce(0) { $0 + $1.utf8.count } }
}
