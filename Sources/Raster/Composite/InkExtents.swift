import Foundation

/// Per row of an image, the columns between its first and last non-zero pixel ("ink").
///
/// A text bitmap is mostly transparent: every row above, below and between the glyph lines is
/// all zero, and so is the margin either side of a line. A bilinear sample whose four texels
/// are all zero is exactly zero, and source-over of zero leaves the destination as it is, so a
/// translucent draw can skip every destination pixel whose texels lie outside the ink of the
/// two source rows it reads. Built once per image (one pass over its pixels) and shared by
/// every frame and thread; like `MipChain`, it assumes a drawn image is not modified after.
///
/// The columns live in memory of their own (not arrays), so an `ImageSampler` can hand their
/// addresses to the C row sampler for as long as it holds this table.
final class InkExtents: @unchecked Sendable { // immutable after init
    /// first[y]...last[y] holds every non-zero pixel of row y; first[y] > last[y] when none.
    let first: UnsafeBufferPointer<Int32>
    let last: UnsafeBufferPointer<Int32>

    init(_ image: Pixmap) {
        let w = image.width, p = image.pixels.baseAddress!
        let first = UnsafeMutableBufferPointer<Int32>.allocate(capacity: image.height)
        let last = UnsafeMutableBufferPointer<Int32>.allocate(capacity: image.height)
        first.initialize(repeating: Int32(w))
        last.initialize(repeating: -1)
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
        self.first = UnsafeBufferPointer(first)
        self.last = UnsafeBufferPointer(last)
    }

    deinit {
        first.deallocate()
        last.deallocate()
    }
}

/// One `InkExtents` per pixmap.
enum InkRegistry {
    private static let table = PixmapSideTable<InkExtents>()

    static func extents(for image: Pixmap) -> InkExtents { table.value(for: image, make: InkExtents.init) }
}
