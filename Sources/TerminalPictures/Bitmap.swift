import CImages
import Foundation

/// A decoded picture: 8-bit RGBA pixels, rows packed.
public struct Bitmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    /// `pixels` must hold `width * height * 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "a bitmap's pixels must fill it")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// Why a picture cannot be shown.
public struct PictureError: Error, Equatable, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Image files in and out: PNG, JPEG and WebP, through libpng, libjpeg-turbo and libwebp.
///
/// The bytes are untrusted (a store's or a cache's): they must be smaller than ``maxBytes`` and
/// declare at most ``maxPixels`` pixels, checked from the header before anything is decoded.
public enum ImageCodec {
    /// The largest image file accepted (a product photo sized for a terminal is far smaller).
    public static let maxBytes = 8 * 1_048_576
    /// The most pixels decoded (4096 × 4096: 64 MiB of RGBA).
    public static let maxPixels = 4096 * 4096

    /// Why pictures cannot be drawn on this machine (a library is missing), or nil.
    public static var unavailable: String? {
        cimages_load().map { String(cString: $0) }
    }

    /// The file formats an image can be written in.
    public enum Format: String, Sendable, CaseIterable {
        case png, jpeg, webp

        /// The format `bytes` start like, if any.
        public init?(sniffing bytes: Data) {
            let head = [UInt8](bytes.prefix(12))
            if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
                self = .png
            } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
                self = .jpeg
            } else if head.count == 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
                self = .webp
            } else {
                return nil
            }
        }

        /// The HTTP content type of the format.
        public var contentType: String {
            switch self {
            case .png: return "image/png"
            case .jpeg: return "image/jpeg"
            case .webp: return "image/webp"
            }
        }
    }

    /// Decodes `data`, or throws why it cannot be shown.
    public static func decode(_ data: Data, maxPixels: Int = maxPixels) throws -> Bitmap {
        guard data.count <= maxBytes else { throw PictureError("an image larger than \(maxBytes / 1_048_576) MiB") }
        guard !data.isEmpty else { throw PictureError("an empty image file") }
        var bitmap = cimages_bitmap()
        let failure = data.withUnsafeBytes { raw in
            cimages_decode(raw.baseAddress, raw.count, maxPixels, &bitmap)
        }
        if let failure { throw PictureError(String(cString: failure)) }
        defer { cimages_bitmap_free(&bitmap) }
        let width = Int(bitmap.width)
        let height = Int(bitmap.height)
        let pixels = [UInt8](UnsafeBufferPointer(start: bitmap.pixels, count: width * height * 4))
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// `bitmap` as a file in `format`, or nil when the encoder is missing.
    public static func encode(_ bitmap: Bitmap, as format: Format) -> Data? {
        var length = 0
        let encoded = bitmap.pixels.withUnsafeBufferPointer { pixels in
            cimages_encode(pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.height), format.cFormat, &length)
        }
        guard let encoded else { return nil }
        defer { free(encoded) }
        return Data(bytes: encoded, count: length)
    }
}

extension ImageCodec.Format {
    var cFormat: cimages_format {
        switch self {
        case .png: return CIMAGES_PNG
        case .jpeg: return CIMAGES_JPEG
        case .webp: return CIMAGES_WEBP
        }
    }
}
