import Foundation

/// Per row of an image, the columns between its first and last non-zero pixel ("ink").
///
/// A text bitmap is mostly transparent: every row above, below and between the glyph lines is
/// all zero, and so is the margin either side of a line. A bilinear sample whose four texels
/// are all zero is exactly zero, and source-over of zero leaves the destination as it is, so a
/// translucent draw can skip every destination pixel whose texels lie outside the ink of the
/// two source rows it reads. Built once per image (one pass over its pixels) and shared by
/// every frame and thread; like `MipChain`, it assumes a drawn image is not modified after.
final class InkExtents: Sendable {
    /// first[y]...last[y] holds every non-zero pixel of row y; first[y] > last[y] when none.
    let first: [Int32]
    let last: [Int32]

    init(_ image: Pixmap) {
        let w = image.width, p = image.pixels.baseAddress!
        var first = [Int32](repeating: Int32(w), count: image.height)
        var last = [Int32](repeating: -1, count: image.height)
        for y in 0..<image.height {
            let row = p + y * w
            var a = 0
            while a < w, row[a] == 0 { a += 1 }
            guard a < w else { continue }
            var b = w - 1
            while row[b] == 0 { b -= 1 }
            first[y] = Int32(a)
            last[y] = Int32(b)
        }
        self.first = first
        self.last = last
    }

    /// The union of the ink of rows y0 and y1 (inside the image), nil when both are empty.
    func union(_ y0: Int, _ y1: Int) -> (first: Int, last: Int)? {
        let a = min(first[y0], first[y1]), b = max(last[y0], last[y1])
        return a <= b ? (Int(a), Int(b)) : nil
    }
}

/// One `InkExtents` per pixmap.
enum InkRegistry {
    private static let table = PixmapSideTable<InkExtents>()

    static func extents(for image: Pixmap) -> InkExtents { table.value(for: image, make: InkExtents.init) }
}
