/// Colour names as catalogs write them ("Navy", "Sand", …).
enum ColorNames {
    private static let known: [String: RGB] = [
        "black": RGB(32, 32, 36), "white": RGB(250, 250, 248), "grey": RGB(128, 128, 132), "gray": RGB(128, 128, 132),
        "charcoal": RGB(54, 62, 70), "navy": RGB(24, 38, 72), "blue": RGB(36, 104, 220), "sky": RGB(135, 196, 235),
        "red": RGB(200, 34, 48), "coral": RGB(250, 112, 96), "pink": RGB(246, 170, 190), "orange": RGB(246, 132, 20),
        "yellow": RGB(250, 210, 20), "volt": RGB(200, 245, 20), "green": RGB(40, 140, 60), "olive": RGB(110, 114, 44),
        "moss": RGB(128, 146, 84), "brown": RGB(120, 82, 56), "walnut": RGB(96, 64, 48), "espresso": RGB(64, 42, 30),
        "tan": RGB(206, 170, 124), "clay": RGB(180, 104, 78), "sand": RGB(208, 190, 144), "natural": RGB(232, 222, 200),
        "cream": RGB(250, 244, 214), "purple": RGB(120, 60, 170), "silver": RGB(192, 192, 196), "gold": RGB(212, 175, 55),
    ]

    /// The colour a name means; a colour of its own for a name not known here.
    static func rgb(_ name: String) -> RGB {
        if let color = known[name.lowercased()] { return color }
        let hash = ProductPicture.stableHash(name.lowercased())
        return RGB(UInt8(60 + hash % 160), UInt8(60 + (hash >> 8) % 160), UInt8(60 + (hash >> 16) % 160))
    }

    /// A stripe colour that stands out on `color`.
    static func contrast(to color: RGB) -> RGB {
        color.luminance > 0.55 ? RGB(30, 30, 34) : RGB(246, 246, 244)
    }

    /// The colours of a rainbow, left to right.
    static func rainbow(_ position: Double) -> RGB {
        let bands = [RGB(228, 40, 40), RGB(246, 140, 20), RGB(246, 214, 20), RGB(40, 170, 70), RGB(40, 110, 220), RGB(130, 60, 190)]
        return bands[min(bands.count - 1, max(0, Int(position * Double(bands.count))))]
    }
}
