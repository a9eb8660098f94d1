import Foundation
import ShopTermApp
import ShopTermServing
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
        let setting = session.configuration.images.flatMap { PictureSetting(text: $0.value) } ?? .auto
        // `auto` is what the terminal on stdout draws: a file or a pipe gets nothing (as `ls
        // --color=auto` writes no colour there) unless a mode is named.
        guard let style, toTerminal || setting != .auto else {
            return Console.error("shopterm: no picture: \(noPictureReason(setting, environment: environment, toTerminal: toTerminal))")
        }
        // Half blocks are Unicode glyphs: under a locale that is not UTF-8 (LANG=C) none is drawn.
        guard ProductPictures.drawable(style, asciiOnly: ShopperLocale.isUTF8(environment) == false) else {
            return Console.error("shopterm: no picture: half blocks need a UTF-8 locale; --images kitty, iterm or sixel draws one anyway")
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

    /// Why `setting` draws no picture here: off, NO_COLOR, stdout not a terminal (for `auto`),
    /// or a terminal not known to draw them.
    static func noPictureReason(_ setting: PictureSetting, environment: [String: String], toTerminal: Bool) -> String {
        let anyway = "--images blocks (or kitty, iterm, sixel)"
        if setting == .none { return "pictures are off (images: none)" }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return "NO_COLOR is set and pictures are colour; \(anyway) draws one anyway" }
        if !toTerminal { return "standard output is not a terminal; \(anyway) writes one anyway" }
        let term = environment["TERM"].map { $0.isEmpty ? "TERM is empty" : "TERM=\($0)" } ?? "TERM is not set"
        return "this terminal (\(term)) is not known to draw pictures or 256 colours; choose a mode with --images"
    }
}
