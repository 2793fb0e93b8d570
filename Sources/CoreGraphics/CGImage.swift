package import Raster

/// CGImage: a bitmap of premultiplied RGBA pixels.
public final class CGImage: @unchecked Sendable {
    package let pixmap: Pixmap

    package init(pixmap: Pixmap) { self.pixmap = pixmap }

    /// Width in pixels.
    public var width: Int { pixmap.width }
    /// Height in pixels.
    public var height: Int { pixmap.height }
    /// Bits per colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32: premultiplied RGBA).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row (no padding).
    public var bytesPerRow: Int { pixmap.width * 4 }

    /// The pixels inside `rect` (in pixels, rounded outwards, cut at the image's edges); nil
    /// when nothing of the image is inside.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, !r.isEmpty else { return nil }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        guard let out = Pixmap(width: x1 - x0, height: y1 - y0) else { return nil }
        for y in 0..<out.height {
            (out.pixels.baseAddress! + y * out.width).update(from: pixmap.pixels.baseAddress! + (y0 + y) * width + x0, count: out.width)
        }
        return CGImage(pixmap: out)
    }
}
