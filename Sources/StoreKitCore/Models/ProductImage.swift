import Foundation

/// A product image.
public struct ProductImage: Sendable, Hashable, Codable {
    /// The original.
    public var url: String
    /// The store's description of the image, for those who cannot see it.
    public var altText: String?
    /// The original's width in pixels, when the store says.
    public var width: Int?
    /// The original's height in pixels, when the store says.
    public var height: Int?
    /// The image as JPEG at most 200, 400 and 800 pixels each way (`url(transform:)`), for a
    /// picture in the terminal; nil where the store did not say.
    public var small: String?
    /// The image at most 400 pixels each way.
    public var medium: String?
    /// The image at most 800 pixels each way.
    public var large: String?

    /// An image at `url`, with its sizes and transformed copies when known.
    public init(
        url: String, altText: String? = nil, width: Int? = nil, height: Int? = nil,
        small: String? = nil, medium: String? = nil, large: String? = nil
    ) {
        self.url = url
        self.altText = altText
        self.width = width
        self.height = height
        self.small = small
        self.medium = medium
        self.large = large
    }

    private enum CodingKeys: String, CodingKey { case url, altText, width, height, small, medium, large }

    /// Decodes an image; a width or height that is no whole number a picture can have (`1e400`,
    /// `-3`, `"wide"`) is dropped, not the image nor the product it belongs to.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        url = try container.decode(String.self, forKey: .url)
        altText = try? container.decodeIfPresent(String.self, forKey: .altText)
        width = Self.size((try? container.decodeIfPresent(Int.self, forKey: .width)) ?? nil)
        height = Self.size((try? container.decodeIfPresent(Int.self, forKey: .height)) ?? nil)
        small = try? container.decodeIfPresent(String.self, forKey: .small)
        medium = try? container.decodeIfPresent(String.self, forKey: .medium)
        large = try? container.decodeIfPresent(String.self, forKey: .large)
    }

    /// A size a picture can have: 1 to 100,000 pixels.
    static func size(_ value: Int?) -> Int? { value.flatMap { (1...100_000).contains($0) ? $0 : nil } }

    /// The sizes asked for, smallest first (`url(transform: {maxWidth: n, maxHeight: n})`).
    public static let sizes = [200, 400, 800]

    /// The smallest transformed URL that shows `width` × `height` pixels sharply (the largest
    /// when none is that big; the original when the store gave none).
    public func url(fitting width: Int, _ height: Int) -> String {
        let sized = zip(Self.sizes, [small, medium, large]).compactMap { size, url in url.map { (size, $0) } }
        let needed = max(width, height)
        return (sized.first { $0.0 >= needed } ?? sized.last)?.1 ?? url
    }
}

extension ProductImage {
    /// What shopterm asks of an image. The sizes are aliases of one field, as Shopify suggests
    /// for several variations of an image; asking for fixed sizes keeps one answer per product
    /// in the cache whatever the terminal's size. JPG: Shopify converts any image to JPEG
    /// (to PNG only from SVG), and JPEG is the smallest of the three to decode.
    public static let fragment = GraphQLFragment(
        "ImageFields",
        """
        fragment ImageFields on Image {
          url altText width height
          small: url(transform: {maxWidth: 200, maxHeight: 200, preferredContentType: JPG})
          medium: url(transform: {maxWidth: 400, maxHeight: 400, preferredContentType: JPG})
          large: url(transform: {maxWidth: 800, maxHeight: 800, preferredContentType: JPG})
        }
        """)

    /// Reads `ImageFields` straight off the tape (see ``TapeFastDecodable``).
    static func read(_ tape: JSONTape, _ index: Int) -> ProductImage? {
        var url: String?
        var altText: String??
        var width: Int?? = .some(nil)
        var height: Int?? = .some(nil)
        var small: String?
        var medium: String?
        var large: String?
        let ok = TapeReading.members(tape, index) { name, value in
            switch TapeReading.Name(name) {
            case "url": url = TapeReading.string(tape, value)
            case "altText": altText = TapeReading.optionalString(tape, value)
            case "width": width = .some(size(TapeReading.optionalInt(tape, value) ?? nil))
            case "height": height = .some(size(TapeReading.optionalInt(tape, value) ?? nil))
            case "small": small = TapeReading.string(tape, value)
            case "medium": medium = TapeReading.string(tape, value)
            case "large": large = TapeReading.string(tape, value)
            default: break
            }
            return true
        }
        guard ok, let url, let width, let height else { return nil }
        return ProductImage(
            url: url, altText: altText ?? nil, width: width, height: height,
            small: small, medium: medium, large: large)
    }
}
