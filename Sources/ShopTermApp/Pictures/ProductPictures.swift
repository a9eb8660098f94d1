import Foundation
import StoreKitCore
import TerminalPictures

/// Product pictures for one session: how this terminal draws them, and the way from a product
/// image to a picture (the sized file from the store or the disk cache, decoded, drawn).
public struct ProductPictures: Sendable {
    /// How pictures are drawn here; nil: not at all.
    public let style: PictureStyle?
    private let fetcher: ImageFetcher

    public init(style: PictureStyle?, fetcher: ImageFetcher) {
        self.style = style
        self.fetcher = fetcher
    }

    /// The style for the configured setting (`--images`, SHOPTERM_IMAGES, the file's `images`;
    /// default auto) on this terminal. `ask` queries the terminal (see ``PictureDetection``).
    /// A setting that names no mode is a configuration error naming where it came from.
    public static func style(
        for configuration: StoreConfiguration, environment: [String: String], cell: CellSize?,
        ask: () -> PictureDetection.Reply?
    ) throws -> PictureStyle? {
        var setting = PictureSetting.auto
        if let given = configuration.images {
            guard let parsed = PictureSetting(text: given.value) else {
                throw ConfigurationError.invalidValue(field: "images", source: given.source, reason: PictureSetting.invalidReason(given.value))
            }
            setting = parsed
        }
        return PictureDetection.style(setting: setting, environment: environment, cell: cell, ask: ask)
    }

    /// Whether pictures of `style` can be drawn on a terminal that shows only ASCII (a
    /// non-UTF-8 locale such as LANG=C): half blocks are Unicode glyphs, so not; the graphics
    /// protocols (kitty, iTerm2, sixel) draw no character and can.
    public static func drawable(_ style: PictureStyle?, asciiOnly: Bool) -> Bool {
        guard let style else { return false }
        return !(asciiOnly && style.mode == .blocks)
    }

    /// The picture of `image` drawn in at most `columns` × `rows` cells, or throws why not (a
    /// one-line reason). Never call it when ``style`` is nil.
    public func picture(of image: ProductImage, columns: Int, rows: Int) async throws -> Picture {
        guard let style else { throw PictureError("pictures are off") }
        if let missing = ImageCodec.unavailable { throw PictureError(missing) }
        let pixels = PictureFit.pixels(columns: columns, rows: rows, style: style)
        let file = try await fetcher.fetch(image.url(fitting: pixels.width, pixels.height))
        let bitmap = try ImageCodec.decode(file.data)
        return try PictureRenderer.render(bitmap, style: style, columns: columns, rows: rows)
    }
}

extension PictureSetting {
    /// Why `text` is not a setting, in one line.
    public static func invalidReason(_ text: String) -> String {
        "\"\(text)\" is not a pictures mode (\(allCases.map(\.rawValue).joined(separator: ", ")))"
    }
}

extension StoreSession {
    /// Image files of this shop: through the store's own transport (the embedded demo store in
    /// process), kept in `$XDG_CACHE_HOME/shopterm/<shop>/images/`.
    public var imageFetcher: ImageFetcher {
        let transport: any HTTPTransport = embeddedStore?.transport ?? CurlTransport()
        return ImageFetcher(
            transport: transport, cacheDirectory: ImageFetcher.directory(root: configuration.directories.cache, shop: shopFolder),
            timeout: configuration.timeout)
    }
}
