/// One pixel, straight (not premultiplied) alpha, components 0–255.
struct RGBA: Equatable, Sendable, CustomStringConvertible {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8

    init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Whether every component is within `tolerance` of `other`'s: for
    /// translucent pixels, where unpremultiplying loses precision.
    func isClose(to other: RGBA, tolerance: UInt8 = 2) -> Bool {
        func near(_ a: UInt8, _ b: UInt8) -> Bool { (a > b ? a - b : b - a) <= tolerance }
        return near(red, other.red) && near(green, other.green)
            && near(blue, other.blue) && near(alpha, other.alpha)
    }

    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// A widget's pixels, as downloaded from its rendered GdkTexture.
struct RenderedImage: Sendable {
    let width: Int
    let height: Int
    /// Where the PNG of this image was saved, if it was.
    let pngPath: String?
    /// Row-major, one `UInt32` per pixel, as `gdk_texture_download` writes them.
    private let pixels: [UInt32]

    /// - Parameter argb32: `width * height` pixels in GDK's download format.
    init(width: Int, height: Int, argb32: [UInt32], pngPath: String?) {
        precondition(argb32.count == width * height, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = argb32
        self.pngPath = pngPath
    }

    func pixel(x: Int, y: Int) -> RGBA {
        precondition((0..<width).contains(x) && (0..<height).contains(y),
                     "pixel (\(x), \(y)) outside the \(width)×\(height) image")
        // gdk_texture_download writes CAIRO_FORMAT_ARGB32: each pixel a 32-bit
        // word in *native* byte order, alpha in the top byte, then red, green,
        // blue (so the bytes in memory are B, G, R, A on little-endian
        // machines). Reading whole words keeps this right on any endianness.
        let word = pixels[y * width + x]
        let alpha = UInt8(truncatingIfNeeded: word >> 24)
        let premultiplied = (
            UInt8(truncatingIfNeeded: word >> 16),
            UInt8(truncatingIfNeeded: word >> 8),
            UInt8(truncatingIfNeeded: word))
        return RGBA(
            red: Self.unpremultiply(premultiplied.0, alpha),
            green: Self.unpremultiply(premultiplied.1, alpha),
            blue: Self.unpremultiply(premultiplied.2, alpha),
            alpha: alpha)
    }

    /// The `width`×`height` pixels from (`x`, `y`) on, which must lie inside the image.
    func cropped(x: Int, y: Int, width: Int, height: Int) -> RenderedImage {
        precondition(x >= 0 && y >= 0 && x + width <= self.width && y + height <= self.height,
                     "\(width)×\(height) at (\(x), \(y)) is not inside the \(self.width)×\(self.height) image")
        var kept: [UInt32] = []
        kept.reserveCapacity(width * height)
        for row in y..<(y + height) {
            kept += pixels[(row * self.width + x)..<(row * self.width + x + width)]
        }
        return RenderedImage(width: width, height: height, argb32: kept, pngPath: nil)
    }

    /// The components are premultiplied by alpha: undo it, rounding to nearest.
    private static func unpremultiply(_ component: UInt8, _ alpha: UInt8) -> UInt8 {
        guard alpha != 0 else { return 0 }
        let straight = (Int(component) * 255 + Int(alpha) / 2) / Int(alpha)
        return UInt8(min(straight, 255))
    }
}
