import Foundation
import Raster

/// UITextView's look for static text: attributed runs laid out in the view's width with
/// UITextView's insets (8, 0, 8, 0) and line fragment padding 5, top-left aligned.
///
/// The text is rasterised once at the screen scale into the layer's contents, as Core Animation
/// does, so a transform resamples it (the Ping text flying in at scale 0.1 is a bitmap being
/// scaled, exactly as on a device). Bitmaps are cached by text, width and scale, so every
/// frame's run reuses the same one.
public final class TextView: View {
    public private(set) var attributedText: AttributedText
    public var textContainerInset: EdgeInsets { didSet { updateContents() } }
    public var lineFragmentPadding: Double { didSet { updateContents() } }
    public var textAlignment: TextAlignment { didSet { updateContents() } }

    public init(frame: Rect, attributedText: AttributedText, textContainerInset: EdgeInsets = .textViewDefault,
                lineFragmentPadding: Double = TextLayout.defaultLineFragmentPadding, alignment: TextAlignment = .natural) {
        self.attributedText = attributedText
        self.textContainerInset = textContainerInset
        self.lineFragmentPadding = lineFragmentPadding
        textAlignment = alignment
        super.init(frame: frame)
        layer.contentsGravity = .topLeft
        updateContents()
    }

    public func setAttributedText(_ text: AttributedText) {
        attributedText = text
        updateContents()
    }

    /// The size UITextView reports for a width: the laid-out lines plus the insets.
    public func sizeThatFits(width: Double) -> Size {
        (try? layout(width: width).sizeThatFits(width: width)) ?? Size(width: width, height: 0)
    }

    /// Resizes the view's height to fit its text (sizeToFit with a fixed width).
    public func sizeToFitWidth() {
        let s = sizeThatFits(width: bounds.width)
        frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: s.height)
        updateContents()
    }

    private func layout(width: Double) throws -> TextLayout {
        try TextLayout(attributedText, width: width, alignment: textAlignment, insets: textContainerInset,
                       lineFragmentPadding: lineFragmentPadding)
    }

    /// Lays the text out again for the current width (after a bounds change made from outside).
    package func refreshContents() { updateContents() }

    private func updateContents() {
        let scale = MainScreen.scale
        let key = TextBitmapCache.Key(text: attributedText, width: bounds.width, insets: textContainerInset,
                                      padding: lineFragmentPadding, alignment: textAlignment, scale: scale)
        layer.contents = TextBitmapCache.shared.bitmap(for: key) {
            do {
                let layout = try self.layout(width: bounds.width)
                // A text whose whole bitmap is beyond the limits shows what its frame shows.
                return try layout.fitsOneBitmap(scale: scale) ? layout.render(scale: scale) : layout.render(scale: scale, clippedTo: bounds.size)
            } catch {
                TextFailure.report(error, text: attributedText, in: "text view", width: bounds.width)
                return nil
            }
        }
        layer.contentsScale = scale
    }
}

/// Rendered text bitmaps, shared by all runs and threads.
final class TextBitmapCache: @unchecked Sendable {
    struct Key: Hashable {
        let text: AttributedText
        let width: Double
        let insets: EdgeInsets
        let padding: Double
        let alignment: TextAlignment
        let scale: Double
    }

    static let shared = TextBitmapCache()
    private let lock = NSLock()
    private var bitmaps: [Key: Pixmap] = [:]

    func bitmap(for key: Key, make: () -> Pixmap?) -> Pixmap? {
        if let hit = lock.withLock({ bitmaps[key] }) { return hit }
        guard let made = make() else { return nil }
        return lock.withLock {
            if let raced = bitmaps[key] { return raced }
            if bitmaps.count > 256 { bitmaps.removeAll() }
            bitmaps[key] = made
            return made
        }
    }
}
