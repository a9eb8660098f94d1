import Foundation

/// A product image.
public struct ProductImage: Sendable, Hashable, Codable {
    public var url: String
    public var altText: String?
    public var width: Int?
    public var height: Int?

    public init(url: String, altText: String? = nil, width: Int? = nil, height: Int? = nil) {
        self.url = url
        self.altText = altText
        self.width = width
        self.height = height
    }
}

extension ProductImage {
    /// What shopterm asks of an image.
    public static let fragment = GraphQLFragment("ImageFields", """
        fragment ImageFields on Image { url altText width height }
        """)

    /// Reads `ImageFields` straight off the tape (see ``TapeFastDecodable``).
    static func read(_ tape: JSONTape, _ index: Int) -> ProductImage? {
        var url: String?
        var altText: String??
        var width: Int?? = .some(nil)
        var height: Int?? = .some(nil)
        let ok = TapeReading.members(tape, index) { name, value in
            switch TapeReading.Name(name) {
            case "url": url = TapeReading.string(tape, value)
            case "altText": altText = TapeReading.optionalString(tape, value)
            case "width": width = TapeReading.optionalInt(tape, value)
            case "height": height = TapeReading.optionalInt(tape, value)
            default: break
            }
            return true
        }
        guard ok, let url, let width, let height else { return nil }
        return ProductImage(url: url, altText: altText ?? nil, width: width, height: height)
    }
}
