// A comparison sheet: one row per frame of a sequence, the golden (reference), the actual and
// their difference image side by side, each scaled into a cell, with the frame's name and its
// numbers, so a CI job can attach one picture of a failing golden test.
//
// The reference and actual cells are scaled as the contact sheet scales frames (box-filtered
// mips + bilinear). The difference cell is not filtered: each cell pixel takes the strongest
// difference mark (the difference image's red) in the block of pixels it covers, else the dim
// grey of the block's first pixel, so a one-pixel difference in a 1170 x 2532 frame still shows.

import Raster

/// Golden | actual | difference side by side for a sequence of frames, one row per frame.
public final class ComparisonSheetBuilder {
    /// The most rows a sheet holds (its height stays within a PNG viewers open happily).
    public static let maximumRows = 24
    /// A cell's image fits this box in pixels, keeping the frame's aspect ratio.
    public static let cellBox = (width: 240, height: 520)

    static let margin = 16, gap = 12, titleHeight = 34, headerHeight = 18, labelHeight = 34

    /// The number of rows.
    public let rowCount: Int
    /// The size of each cell's image in pixels.
    public let cellWidth: Int, cellHeight: Int
    private let sheet: Pixmap
    private let canvas: Canvas

    /// A sheet of `rowCount` rows (1...maximumRows) for frames of `frameWidth x frameHeight`.
    public init(rowCount: Int, frameWidth: Int, frameHeight: Int, title: String) {
        self.rowCount = min(max(rowCount, 1), Self.maximumRows)
        let fw = Double(max(frameWidth, 1)), fh = Double(max(frameHeight, 1))
        let s = min(Double(Self.cellBox.width) / fw, Double(Self.cellBox.height) / fh)
        cellWidth = max(1, Int((fw * s).rounded()))
        cellHeight = max(1, Int((fh * s).rounded()))
        let width = 2 * Self.margin + 3 * cellWidth + 2 * Self.gap
        let height = Self.margin + Self.titleHeight + Self.headerHeight
            + self.rowCount * (cellHeight + Self.labelHeight) + (self.rowCount - 1) * Self.gap + Self.margin
        // At most 3 x 240 + 56 px wide and 24 rows of 566 px: within Pixmap's limits.
        sheet = Pixmap(width: width, height: height)!
        sheet.clear(to: ContactSheetBuilder.background)
        canvas = Canvas(target: sheet)
        drawText(title, at: Point(x: Double(Self.margin), y: Double(Self.margin)), width: Double(width - 2 * Self.margin),
                 font: .boldSystem(size: 15), alignment: .left)
        for (column, header) in ["golden", "actual", "difference (red: differs)"].enumerated() {
            let r = cellRect(row: 0, column: column)
            drawText(header, at: Point(x: r.minX, y: r.minY - Double(Self.headerHeight)), width: r.width, font: .system(size: 12),
                     alignment: .center)
        }
    }

    /// Where a cell's image goes, in sheet pixels (columns: golden, actual, difference).
    public func cellRect(row: Int, column: Int) -> Rect {
        Rect(x: Double(Self.margin + column * (cellWidth + Self.gap)),
             y: Double(Self.margin + Self.titleHeight + Self.headerHeight + row * (cellHeight + Self.labelHeight + Self.gap)),
             width: Double(cellWidth), height: Double(cellHeight))
    }

    /// Fills row `row` with `reference`, `actual`, the difference image (nil when the sizes
    /// differ) and a label under the row.
    public func add(row: Int, reference: Pixmap, actual: Pixmap, difference: Pixmap?, label: String) {
        add(row: row, reference: Optional(reference), actual: Optional(actual), difference: difference, label: label)
    }

    /// `add` for a frame that one side may lack: a nil `reference` or `actual` is an empty cell
    /// that says "missing".
    public func add(row: Int, reference: Pixmap?, actual: Pixmap?, difference: Pixmap?, label: String) {
        precondition((0..<rowCount).contains(row), "row \(row) is outside 0..<\(rowCount)")
        for (column, image) in [reference, actual].enumerated() {
            let r = cellRect(row: row, column: column)
            try? canvas.fill(.rect(r.insetBy(dx: -1, dy: -1)), color: ContactSheetBuilder.border)
            guard let image else {
                try? canvas.fill(.rect(r), color: ContactSheetBuilder.background)
                drawText("missing", at: Point(x: r.minX, y: r.midY - 8), width: r.width, font: .boldSystem(size: 13), alignment: .center)
                continue
            }
            let toCell = Transform2D(scaleX: r.width / Double(image.width), y: r.height / Double(image.height))
                .concatenating(Transform2D(translationX: r.minX, y: r.minY))
            try? canvas.fill(.rect(r), color: Color.white.premultiplied)
            try? canvas.draw(ImageShader(image: image, transform: toCell))
        }
        let r = cellRect(row: row, column: 2)
        try? canvas.fill(.rect(r.insetBy(dx: -1, dy: -1)), color: ContactSheetBuilder.border)
        if let difference { strongestMarks(difference, into: IntRect(covering: r)) }
        drawText(label, at: Point(x: Double(Self.margin), y: r.maxY + 3), width: Double(sheet.width - 2 * Self.margin),
                 font: .system(size: 12), alignment: .left)
    }

    /// Scales a difference image into `cell` keeping, per cell pixel, the reddest pixel of its block.
    func strongestMarks(_ difference: Pixmap, into cell: IntRect) {
        for cy in 0..<cell.height {
            let y0 = cy * difference.height / cell.height, y1 = max(y0 + 1, (cy + 1) * difference.height / cell.height)
            for cx in 0..<cell.width {
                let x0 = cx * difference.width / cell.width, x1 = max(x0 + 1, (cx + 1) * difference.width / cell.width)
                var chosen = difference.pixels[y0 * difference.width + x0]
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let p = difference.pixels[y * difference.width + x]
                        if Self.isMark(p) && (!Self.isMark(chosen) || p & 0xFF > chosen & 0xFF) { chosen = p }
                    }
                }
                sheet.pixels[(cell.y + cy) * sheet.width + cell.x + cx] = chosen
            }
        }
    }

    /// A difference image's mark of a differing pixel: opaque red (its grey pixels have g = r).
    static func isMark(_ p: UInt32) -> Bool { p & 0xFF >= 128 && (p >> 8) & 0xFF == 0 }

    private func drawText(_ text: String, at origin: Point, width: Double, font: FontDescriptor, alignment: TextAlignment) {
        // A layout failure (no font installed) leaves the label out; the images still show.
        guard let layout = try? TextLayout(AttributedText(text, font: font, color: ContactSheetBuilder.labelColor), width: width,
                                           alignment: alignment, insets: .zero, lineFragmentPadding: 0) else { return }
        try? layout.draw(into: sheet, at: origin, scale: 1)
    }

    /// The finished sheet.
    public func finish() -> Pixmap { sheet }
}
