// A contact sheet: frames in a grid at a readable size, each labelled with its time.
//
// The sheet is the only image kept: each frame is downscaled into its cell the moment it
// arrives (Canvas.draw with a scaling ImageShader, which samples the compositor's box-filtered
// mip levels, so strong minification does not alias) and then dropped by the caller. Memory is
// the sheet alone, whatever the frame count, because the number of cells is capped: a longer
// render shows `maximumCells` frames picked evenly, first and last included. Cells never
// overlap, so frames may arrive in any order and the bytes are the same.

import Raster

/// A contact sheet: the frames of a render in a grid at a readable size, each labelled with its time.
///
/// Frames are downscaled as they arrive (memory stays bounded: only the sheet is kept).
public final class ContactSheetBuilder {
    /// The most columns in a row.
    public static let maximumColumns = 6
    /// The most cells a sheet shows; longer renders show frames picked evenly.
    public static let maximumCells = 48
    /// The box a cell's image fits by default, in pixels, keeping the frame's aspect ratio.
    public static let cellBox = (width: 240, height: 520)

    static let margin = 16, gap = 12, titleHeight = 34, labelHeight = 20
    static let background = Color(r: 242, g: 242, b: 242).premultiplied
    static let border = Color(r: 200, g: 200, b: 200).premultiplied
    static let labelColor = Color(r: 80, g: 80, b: 80)

    /// How many frames the render has.
    public let frameCount: Int
    /// The frame indices shown, in cell order.
    public let shownFrames: [Int]
    /// Cells per row.
    public let columns: Int
    /// The size of each cell's image in pixels.
    public let cellWidth: Int, cellHeight: Int
    private let cellOfFrame: [Int: Int]
    private let sheet: Pixmap
    private let canvas: Canvas

    /// A sheet for `frameCount` frames of `frameWidth x frameHeight` px, each drawn to fit
    /// `cellBox` (at most 240 x 520 px; smaller sides are clamped to 16 px).
    public init(frameCount: Int, frameWidth: Int, frameHeight: Int, title: String,
                cellBox: (width: Int, height: Int) = ContactSheetBuilder.cellBox) {
        self.frameCount = max(frameCount, 1)
        let fw = Double(max(frameWidth, 1)), fh = Double(max(frameHeight, 1))
        let boxWidth = min(max(cellBox.width, 16), Self.cellBox.width), boxHeight = min(max(cellBox.height, 16), Self.cellBox.height)
        let s = min(Double(boxWidth) / fw, Double(boxHeight) / fh)
        cellWidth = max(1, Int((fw * s).rounded()))
        cellHeight = max(1, Int((fh * s).rounded()))
        shownFrames = Self.pick(count: self.frameCount, cells: min(self.frameCount, Self.maximumCells))
        cellOfFrame = Dictionary(uniqueKeysWithValues: shownFrames.enumerated().map { ($1, $0) })
        columns = min(Self.maximumColumns, shownFrames.count)
        let rows = (shownFrames.count + columns - 1) / columns
        let width = 2 * Self.margin + columns * cellWidth + (columns - 1) * Self.gap
        let height = Self.margin + Self.titleHeight + rows * (cellHeight + Self.labelHeight) + (rows - 1) * Self.gap + Self.margin
        // Within Pixmap's limits by construction: at most 6 x 240 px wide, 8 rows of at most 552 px.
        sheet = Pixmap(width: width, height: height)!
        sheet.clear(to: Self.background)
        canvas = Canvas(target: sheet)
        drawText(title, at: Point(x: Double(Self.margin), y: Double(Self.margin)), width: Double(width - 2 * Self.margin),
                 font: .boldSystem(size: 15), color: .black, alignment: .left)
        for k in shownFrames.indices {
            let r = cellRect(k)
            try? canvas.fill(.rect(r.insetBy(dx: -1, dy: -1)), color: Self.border)
        }
    }

    /// Evenly spaced frame indices, first and last included.
    static func pick(count: Int, cells: Int) -> [Int] {
        guard cells > 1 else { return [0] }
        return (0..<cells).map { k in Int((Double(k) * Double(count - 1) / Double(cells - 1)).rounded()) }
    }

    /// Where cell `k`'s image goes, in sheet pixels.
    public func cellRect(_ k: Int) -> Rect {
        let col = k % columns, row = k / columns
        return Rect(x: Double(Self.margin + col * (cellWidth + Self.gap)),
                    y: Double(Self.margin + Self.titleHeight + row * (cellHeight + Self.labelHeight + Self.gap)),
                    width: Double(cellWidth), height: Double(cellHeight))
    }

    /// Adds frame `index` showing time `time` (seconds); frames may arrive in any order.
    /// Frames the sheet does not show (a long render) are ignored.
    public func add(index: Int, time: Double, frame: Pixmap) {
        precondition((0..<frameCount).contains(index), "frame \(index) is outside 0..<\(frameCount)")
        guard let k = cellOfFrame[index] else { return }
        let r = cellRect(k)
        let toCell = Transform2D(scaleX: r.width / Double(frame.width), y: r.height / Double(frame.height))
            .concatenating(Transform2D(translationX: r.minX, y: r.minY))
        try? canvas.fill(.rect(r), color: Color.white.premultiplied)
        try? canvas.draw(ImageShader(image: frame, transform: toCell))
        drawText(Self.label(time), at: Point(x: r.minX, y: r.maxY + 3), width: r.width, font: .system(size: 12),
                 color: Self.labelColor, alignment: .center)
    }

    /// "0.117 s": the time rounded to milliseconds, formatted without locale or Foundation
    /// (times that are negative, not finite or beyond a day read as "0.000 s" / the day's end).
    static func label(_ time: Double) -> String {
        let ms = time.isFinite ? Int((min(max(time, 0), 86_400) * 1000).rounded()) : 0
        let fraction = String(ms % 1000)
        return "\(ms / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }

    private func drawText(_ text: String, at origin: Point, width: Double, font: FontDescriptor, color: Color, alignment: TextAlignment) {
        // A layout failure (no font installed) leaves the label out; the frames still show.
        guard let layout = try? TextLayout(AttributedText(text, font: font, color: color), width: width, alignment: alignment,
                                           insets: .zero, lineFragmentPadding: 0) else { return }
        try? layout.draw(into: sheet, at: origin, scale: 1)
    }

    /// The finished sheet.
    public func finish() -> Pixmap { sheet }
}
