import Raster

/// The failure artifact of a whole-transition golden: one PNG with a column per progress
/// fraction and three rows — the golden, the actual frame, their difference — at full
/// resolution, so a reviewer sees every failing frame in one picture (no APNG viewer needed).
enum GoldenFailureSheet {
    static let gap = 8
    static let background = PremultipliedColor(r: 128, g: 128, b: 128, a: 255)

    /// One cell per fraction: the golden (nil when missing or unreadable), the actual frame and
    /// the difference image (nil when there is no golden of the same size).
    struct Column {
        let golden: Pixmap?
        let actual: Pixmap
        let difference: Pixmap?
    }

    /// The sheet, or nil when it would exceed `Pixmap`'s limits.
    static func make(_ columns: [Column]) -> Pixmap? {
        guard !columns.isEmpty else { return nil }
        let cellWidth = columns.map(\.actual.width).max()!, cellHeight = columns.map(\.actual.height).max()!
        let width = columns.count * cellWidth + (columns.count + 1) * gap, height = 3 * cellHeight + 4 * gap
        guard width <= Pixmap.maximumSide, height <= Pixmap.maximumSide, width * height <= Pixmap.maximumPixelCount,
              let sheet = Pixmap(width: width, height: height) else { return nil }
        sheet.clear(to: background)
        for (c, column) in columns.enumerated() {
            let x = gap + c * (cellWidth + gap)
            for (r, image) in [column.golden, column.actual, column.difference].enumerated() {
                guard let image else { continue }
                copy(image, into: sheet, x: x, y: gap + r * (cellHeight + gap))
            }
        }
        return sheet
    }

    private static func copy(_ image: Pixmap, into sheet: Pixmap, x: Int, y: Int) {
        for row in 0..<image.height {
            let source = image.pixels.baseAddress! + row * image.width
            (sheet.pixels.baseAddress! + (y + row) * sheet.width + x).update(from: source, count: image.width)
        }
    }
}
