import Foundation
import ShopTermApp
import StoreKitCore
import TerminalPictures

/// `shopterm product H --image`: the product's picture on stdout, before its details.
enum ProductPictureOutput {
    /// The largest picture drawn: 40 cells wide, 20 rows high (less on a narrower terminal).
    static let box = (columns: 40, rows: 20)

    /// Draws the picture of the product's first variant (else its featured image). Whatever
    /// stops it is one line on stderr; the details are printed anyway.
    static func print(_ product: Product, session: StoreSession) async {
        let environment = ProcessInfo.processInfo.environment
        let toTerminal = isatty(STDOUT_FILENO) != 0
        let style: PictureStyle?
        do {
            // The terminal is asked only when the picture goes to it.
            style = try ProductPictures.style(
                for: session.configuration, environment: environment, cell: TerminalProbe.cellSize(),
                ask: { toTerminal ? TerminalProbe.ask() : nil })
        } catch {
            return Console.error("shopterm: \(error)")
        }
        guard let style else {
            return Console.error(
                "shopterm: no picture: this terminal does not draw pictures (NO_COLOR, or too few colours); choose one with --images")
        }
        guard let image = product.variants.first?.image ?? product.summary.featuredImage ?? product.images.first else {
            return Console.error("shopterm: no picture: the product has no image")
        }
        let columns = TerminalProbe.windowSize().map { Int($0.ws_col) } ?? 80
        let width = toTerminal ? min(box.columns, max(8, columns - 1)) : box.columns
        do {
            let picture = try await ProductPictures(style: style, fetcher: session.imageFetcher).picture(of: image, columns: width, rows: box.rows)
            Console.write(picture)
        } catch {
            Console.error("shopterm: no picture: \(error)")
        }
    }
}
