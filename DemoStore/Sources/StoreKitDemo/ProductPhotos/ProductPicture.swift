/// A product photo for the demo store, drawn from the product's handle and colour: the same
/// picture for the same product and colour every time, different between products.
///
/// A shoe in profile (upper, toe cap, sole, a stripe whose slant and place come from the
/// handle) on a light studio background with a floor shadow. Real enough to tell products and
/// colours apart in a terminal; made here, so the demo needs no image files.
enum ProductPicture {
    /// RGBA pixels, `width * height * 4` bytes.
    static func pixels(handle: String, color: String, width: Int, height: Int) -> [UInt8] {
        let seed = stableHash(handle)
        let paint = ColorNames.rgb(color)
        let stripe = ColorNames.contrast(to: paint)
        let sole = paint.luminance > 0.6 ? RGB(70, 70, 74) : RGB(238, 236, 230)
        let stripeSlant = 0.4 + Double(seed % 7) / 10
        let stripePlace = 0.35 + Double((seed >> 3) % 5) / 20
        let multi = color.lowercased() == "multi"
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let v = (Double(y) + 0.5) / Double(height)
            for x in 0..<width {
                let u = (Double(x) + 0.5) / Double(width)
                var pixel = RGB(245, 243, 240).mixed(with: RGB(222, 219, 214), by: v)
                // The floor shadow.
                let shadow = pow2((u - 0.5) / 0.42) + pow2((v - 0.8) / 0.05)
                if shadow < 1 { pixel = pixel.mixed(with: RGB(150, 146, 140), by: 0.5 * (1 - shadow)) }
                // The sole: a band with rounded ends.
                let inSole = v > 0.68 && v < 0.78 && pow2((u - 0.5) / 0.42) + pow2(max(0, abs(v - 0.73) - 0.02) / 0.05) < 1
                // The upper: half an ellipse on the sole, higher at the heel (left).
                let rise = 0.42 - 0.12 * u
                let inUpper = v <= 0.7 && u > 0.1 && u < 0.9 && pow2((u - 0.5) / 0.4) + pow2((v - 0.7) / rise) < 1
                if inUpper {
                    pixel = multi ? ColorNames.rainbow(u) : paint
                    // The toe cap and the collar.
                    if u > 0.74 { pixel = pixel.mixed(with: sole, by: 0.25) }
                    if v < 0.7 - rise * 0.85 { pixel = pixel.mixed(with: RGB(30, 30, 30), by: 0.35) }
                    // The stripe.
                    let across = (u - stripePlace) - (0.7 - v) * stripeSlant * 0.5
                    if abs(across) < 0.03 { pixel = stripe }
                    // Shading: darker towards the bottom.
                    pixel = pixel.mixed(with: RGB(0, 0, 0), by: 0.15 * max(0, v - 0.45))
                }
                if inSole { pixel = sole }
                let offset = (y * width + x) * 4
                pixels[offset] = pixel.r
                pixels[offset + 1] = pixel.g
                pixels[offset + 2] = pixel.b
            }
        }
        return pixels
    }

    private static func pow2(_ value: Double) -> Double { value * value }

    /// FNV-1a: the same on every run and machine (Swift's `hashValue` is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
