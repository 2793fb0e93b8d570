internal import Raster

// Text drawing into the current context: NSAttributedString size()/draw(at:)/draw(in:), and
// NSString's and String's size(withAttributes:)/draw(at:withAttributes:)/draw(in:withAttributes:)
// with the .font and .foregroundColor attributes (12-pt system font and black by default).
// The glyphs are drawn at the context's pixel scale and composited through its CTM, clip and
// alpha. Not here: boundingRect(with:options:…), paragraph styles, shadows, NSStringDrawingContext.

extension NSAttributedString {
    /// The text's size on one line per paragraph (the widest line, the lines' heights).
    public func size() -> CGSize { TextDrawing.size(of: engineText(defaultFont: .systemFont(ofSize: 12), defaultColor: .black)) }
    /// Draws the text with its top-left corner at `point`, one line per paragraph.
    public func draw(at point: CGPoint) {
        TextDrawing.draw(engineText(defaultFont: .systemFont(ofSize: 12), defaultColor: .black), at: point, width: nil)
    }
    /// Draws the text wrapped to `rect`'s width, clipped to `rect`.
    public func draw(in rect: CGRect) {
        TextDrawing.draw(engineText(defaultFont: .systemFont(ofSize: 12), defaultColor: .black), at: rect.origin, width: rect)
    }
}

extension NSString {
    /// The size the string takes with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }
    /// Draws the string at `point` with `attrs`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }
    /// Draws the string wrapped in `rect` with `attrs`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }
}

extension String {
    /// The size the string takes with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { (self as NSString).size(withAttributes: attrs) }
    /// Draws the string at `point` with `attrs`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }
    /// Draws the string wrapped in `rect` with `attrs`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }
}

/// Laying text out and drawing it for UIKit's string drawing.
enum TextDrawing {
    /// Wide enough for any line that is not wrapped.
    static let unwrapped = 1e7

    static func layout(_ text: AttributedText, width: Double) -> TextLayout? {
        do { return try TextLayout(text, width: width, insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), lineFragmentPadding: 0) } catch {
            RecordingLog.error("string drawing: the text cannot be laid out (\(error))")
            return nil
        }
    }

    static func naturalSize(_ layout: TextLayout) -> Size {
        Size(width: layout.lines.map(\.usedRect.maxX).max() ?? 0, height: layout.lines.reduce(0) { $0 + $1.height })
    }

    static func size(of text: AttributedText) -> CGSize {
        guard let l = layout(text, width: unwrapped) else { return .zero }
        return CGSize(naturalSize(l))
    }

    /// Draws `text` with its top-left at `origin`, wrapped and clipped to `rect` when given.
    static func draw(_ text: AttributedText, at origin: CGPoint, width rect: CGRect?) {
        guard let ctx = UIGraphicsGetCurrentContext(), let l = layout(text, width: rect.map { Double(max($0.width, 0)) } ?? unwrapped) else { return }
        var size = naturalSize(l)
        if let rect { size = Size(width: Double(rect.width), height: min(size.height, Double(rect.height))) }
        let s = ctx.deviceScale
        guard size.width > 0, size.height > 0, let w = CGContext.pixelCount(size.width * s), let h = CGContext.pixelCount(size.height * s),
              let pixmap = Pixmap(width: w, height: h) else { return }
        do { try l.draw(into: pixmap, at: .zero, scale: s) } catch {
            RecordingLog.error("string drawing: the glyphs cannot be drawn (\(error))")
            return
        }
        ctx.draw(pixmap, transform: Transform2D(a: 1 / s, b: 0, c: 0, d: 1 / s, tx: Double(origin.x), ty: Double(origin.y)),
                 what: "string drawing")
    }
}
