#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The part of a frame that differs from the canvas it will be drawn on: the smallest rectangle
/// holding every changed pixel, and whether every changed pixel is opaque (only then can the
/// unchanged pixels inside the rectangle be stored transparent and blended OVER exactly).
struct APNGChangedRegion: Equatable {
    /// The bounding rectangle of the changed pixels.
    let rect: IntRect
    /// True when every changed pixel has alpha 255.
    let changedPixelsAreOpaque: Bool
    /// How many pixels changed.
    var changedPixelCount: Int = 0

    /// The region where `next` differs from `previous` (same size); nil when they are identical.
    ///
    /// Rows are compared with memcmp (memory speed); only rows that differ are scanned for their
    /// first and last changed column, and only the changed pixels' alpha is read.
    static func between(_ previous: Pixmap, _ next: Pixmap) -> APNGChangedRegion? {
        precondition(previous.width == next.width && previous.height == next.height, "changed region needs equal sizes")
        let width = next.width
        let old = previous.pixels.baseAddress!, new = next.pixels.baseAddress!
        var minX = width, maxX = -1, minY = -1, maxY = -1
        var opaque = true, count = 0
        for y in 0..<next.height {
            let a = old + y * width, b = new + y * width
            guard memcmp(a, b, width * 4) != 0 else { continue }
            if minY < 0 { minY = y }
            maxY = y
            var first = 0
            while a[first] == b[first] { first += 1 }
            var last = width - 1
            while a[last] == b[last] { last -= 1 }
            minX = min(minX, first)
            maxX = max(maxX, last)
            for x in first...last where a[x] != b[x] {
                count += 1
                if b[x] >> 24 != 255 { opaque = false }
            }
        }
        guard minY >= 0 else { return nil }
        return APNGChangedRegion(rect: IntRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1),
                                 changedPixelsAreOpaque: opaque, changedPixelCount: count)
    }
}
