import CImages
import Foundation
import GraphQL
import StoreKitCore
import Synchronization

/// The demo store's image CDN: `GET /images/FILE?width=W&height=H&format=F` answers a real
/// PNG, JPEG or WebP file of the product photo ``ProductPicture`` draws.
///
/// Shopify's `Image.url(transform:)` names its CDN with the transform in the query (`width`,
/// `height`, and the format it converted to); the demo's URLs take the same shape, and
/// ``transformedURL(_:base:transform:)`` is the one place that writes them. Like Shopify's, a
/// transform is best effort within the original's size: the CDN never makes a picture larger
/// than its original (ImageTransformInput: maxWidth/maxHeight 1…5760, scale 1…3).
enum PictureRoutes {
    /// Where a catalog's own pictures live: a catalog image URL that starts with this path is
    /// served by the demo (the shoe store's all are).
    static let prefix = "/images/"

    /// Pictures made recently, by path and query (making one takes a few milliseconds).
    private static let recent = Mutex<[String: HTTPResponse]>([:])
    private static let recentLimit = 64

    /// True for the requests this route answers.
    static func handles(_ path: String) -> Bool {
        DemoRequest.pathWithoutQuery(path).hasPrefix(prefix)
    }

    /// The URL a catalog image is served at: a path of the demo's own (``prefix``) on `base`,
    /// with the transform's size and format; any other URL as it is (Shopify transforms only
    /// the images it hosts).
    static func transformedURL(_ url: String, base: String, transform: Map) -> String {
        guard url.hasPrefix(prefix) else { return url }
        guard let transform = transform.dictionary, !transform.isEmpty else { return base + url }
        var query: [String] = []
        let scale = min(3, max(1, transform["scale"]?.int ?? 1))
        if let width = transform["maxWidth"]?.int { query.append("width=\(min(5760, max(1, width)) * scale)") }
        if let height = transform["maxHeight"]?.int { query.append("height=\(min(5760, max(1, height)) * scale)") }
        if let format = transform["preferredContentType"]?.string.flatMap({ ["JPG": "jpg", "PNG": "png", "WEBP": "webp"][$0] }) {
            query.append("format=\(format)")
        }
        return base + url + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    /// Answers a `GET` of one picture (404 for a file no catalog image names).
    static func answer(_ request: DemoRequest, catalog: DemoCatalog) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return HTTPResponse(status: 405, headers: ["Allow": "GET"], body: Data())
        }
        if let made = recent.withLock({ $0[request.path] }) { return made }
        let path = DemoRequest.pathWithoutQuery(request.path)
        guard let (product, image) = find(path, in: catalog) else {
            return HTTPResponse(status: 404, headers: ["Content-Type": "text/plain"], body: Data("Not Found".utf8))
        }
        let query = queryItems(request.path)
        let originalWidth = max(1, image.width ?? 1200)
        let originalHeight = max(1, image.height ?? 1200)
        let maxWidth = min(originalWidth, query["width"].flatMap(Int.init).map { max(1, $0) } ?? originalWidth)
        let maxHeight = min(originalHeight, query["height"].flatMap(Int.init).map { max(1, $0) } ?? originalHeight)
        let scale = min(Double(maxWidth) / Double(originalWidth), Double(maxHeight) / Double(originalHeight))
        let width = max(1, Int((Double(originalWidth) * scale).rounded()))
        let height = max(1, Int((Double(originalHeight) * scale).rounded()))
        let extensionFormat = path.hasSuffix(".jpg") || path.hasSuffix(".jpeg") ? "jpg" : path.hasSuffix(".webp") ? "webp" : "png"
        let format = query["format"].flatMap { ["jpg", "png", "webp"].contains($0) ? $0 : nil } ?? extensionFormat
        let pixels = ProductPicture.pixels(handle: product.handle, color: color(of: image, in: product), width: width, height: height)
        var length = 0
        let cFormat = format == "jpg" ? CIMAGES_JPEG : format == "webp" ? CIMAGES_WEBP : CIMAGES_PNG
        guard let encoded = pixels.withUnsafeBufferPointer({ cimages_encode($0.baseAddress, Int32(width), Int32(height), cFormat, &length) }) else {
            let reason = cimages_load().map { String(cString: $0) } ?? "the picture could not be encoded"
            return HTTPResponse(status: 503, headers: ["Content-Type": "text/plain"], body: Data(reason.utf8))
        }
        defer { free(encoded) }
        let contentType = ["jpg": "image/jpeg", "webp": "image/webp", "png": "image/png"][format]!
        let response = HTTPResponse(
            status: 200, headers: ["Content-Type": contentType, "Cache-Control": "public, max-age=31536000"],
            body: Data(bytes: encoded, count: length))
        recent.withLock { made in
            if made.count >= recentLimit { made.removeAll() }
            made[request.path] = response
        }
        return response
    }

    private static func find(_ path: String, in catalog: DemoCatalog) -> (DemoCatalog.Product, DemoCatalog.Image)? {
        for product in catalog.products {
            if let image = product.images.first(where: { $0.url == path }) { return (product, image) }
        }
        return nil
    }

    /// The colour a picture shows: its alt text's "… in Navy", else the product's first colour.
    private static func color(of image: DemoCatalog.Image, in product: DemoCatalog.Product) -> String {
        if let alt = image.altText, let range = alt.range(of: " in ", options: .backwards) { return String(alt[range.upperBound...]) }
        let colorOption = product.options.first { ["color", "colour"].contains($0.name.lowercased()) }
        return colorOption?.values.first ?? product.title
    }

    private static func queryItems(_ path: String) -> [String: String] {
        guard let query = path.split(separator: "?", maxSplits: 1).dropFirst().first else { return [:] }
        var items: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { items[parts[0]] = parts[1].removingPercentEncoding ?? parts[1] }
        }
        return items
    }
}
