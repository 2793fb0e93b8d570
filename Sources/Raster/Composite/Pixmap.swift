import CRasterKernels

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A rectangle of premultiplied, sRGB-encoded RGBA8 pixels, rows top to bottom, no padding.
///
/// A reference type: a frame buffer is allocated once and reused frame after frame (fresh
/// 12 MB allocations per frame cost thousands of page faults). Reading one pixmap from several
/// threads is safe; writing it from more than one at a time is not.
public final class Pixmap: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// The pixels, `width * height` packed values (see `PremultipliedColor.packed`).
    public let pixels: UnsafeMutableBufferPointer<UInt32>

    /// The largest side and pixel count any pixmap may have; larger requests are refused before
    /// allocating (a decompression bomb or a typo must not take the machine's memory).
    public static let maximumSide = 16384
    public static let maximumPixelCount = 1 << 28

    /// A transparent pixmap; nil when a side is not positive or the size exceeds the limits.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
              width * height <= Self.maximumPixelCount else { return nil }
        self.width = width
        self.height = height
        pixels = ZeroedMemory.allocate(UInt32.self, count: width * height)
    }

    deinit { ZeroedMemory.deallocate(pixels) }

    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width) x \(height)")
            return PremultipliedColor(packed: pixels[y * width + x])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width) x \(height)")
            pixels[y * width + x] = newValue.packed
        }
    }

    /// Sets every pixel to one colour (a memory-speed fill).
    public func clear(to color: PremultipliedColor = .transparent) {
        rt_fill_u32(pixels.baseAddress!, color.packed, Int64(pixels.count)) // not generic Swift: fast in debug builds too
    }

    /// A pixel-for-pixel copy.
    public func copy() -> Pixmap {
        let p = Pixmap(width: width, height: height)!
        p.pixels.baseAddress!.update(from: pixels.baseAddress!, count: pixels.count)
        return p
    }

    /// Copies another pixmap of the same size into this one.
    public func copyPixels(from other: Pixmap) {
        precondition(other.width == width && other.height == height, "copyPixels needs equal sizes")
        pixels.baseAddress!.update(from: other.pixels.baseAddress!, count: pixels.count)
    }

    /// True when every pixel has alpha 255 (the PNG writer then stores RGB).
    public var isOpaque: Bool {
        for v in pixels where v >> 24 != 255 { return false }
        return true
    }

    /// True when both hold the same pixels.
    public func hasSamePixels(as other: Pixmap) -> Bool {
        width == other.width && height == other.height
            && memcmp(pixels.baseAddress!, other.pixels.baseAddress!, pixels.count * 4) == 0
    }
}
