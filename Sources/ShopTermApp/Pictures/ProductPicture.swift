import Foundation
import StoreKitCore
import TerminalPictures

/// `shopterm product H --image`: the product's picture, drawn for standard output before its
/// details. Whatever stops it is thrown as one line (the executable says it and goes on).
public enum ProductPicture {
    /// The largest picture drawn: 40 cells wide, 20 rows high (less on a narrower terminal).
    static let box = (columns: 40, rows: 20)

    /// The picture of the product's first variant (else its featured image), for a standard
    /// output that is a terminal when `toTerminal`; `asciiOnly`: the locale is not UTF-8.
    public static func draw(
        _ product: Product, session: StoreSession, environment: [String: String], toTerminal: Bool, asciiOnly: Bool
    ) async throws -> Picture {
        // The terminal is asked only when the picture goes to it.
        let style = try ProductPictures.style(
            for: session.configuration, environment: environment, cell: TerminalProbe.cellSize(), ask: { toTerminal ? TerminalProbe.ask() : nil })
        let setting = session.configuration.images.flatMap { PictureSetting(text: $0.value) } ?? .auto
        // `auto` is what the terminal on stdout draws: a file or a pipe gets nothing (as `ls
        // --color=auto` writes no colour there) unless a mode is named.
        guard let style, toTerminal || setting != .auto else {
            throw CLIError("no picture: \(noPictureReason(setting, environment: environment, toTerminal: toTerminal))")
        }
        // Half blocks are Unicode glyphs: under a locale that is not UTF-8 (LANG=C) none is drawn.
        guard ProductPictures.drawable(style, asciiOnly: asciiOnly) else {
            throw CLIError("no picture: half blocks need a UTF-8 locale; --images kitty, iterm or sixel draws one anyway")
        }
        guard let image = product.variants.first?.image ?? product.summary.featuredImage ?? product.images.first else {
            throw CLIError("no picture: the product has no image")
        }
        let columns = TerminalProbe.windowSize().map { Int($0.ws_col) } ?? 80
        let width = toTerminal ? min(box.columns, max(8, columns - 1)) : box.columns
        do {
            return try await ProductPictures(style: style, fetcher: session.imageFetcher).picture(of: image, columns: width, rows: box.rows)
        } catch {
            throw CLIError("no picture: \(error)")
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
