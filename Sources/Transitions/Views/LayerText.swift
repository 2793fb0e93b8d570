import Foundation
import Raster

/// Text shown as a layer's contents, the way UILabel and UITextView show theirs: attributed runs
/// laid out in the layer's width inside `insets`, with `lineFragmentPadding` on each side.
///
/// The text is rasterised once at the screen scale into the layer's contents, as Core Animation
/// does, so a transform resamples it (the Ping text flying in at scale 0.1 is a bitmap being
/// scaled, exactly as on a device). Bitmaps are cached by text, width and scale, so every
/// frame's run reuses the same one. Where in the bounds the bitmap sits is the layer's
/// `contentsGravity` (top-left for a text view, centred for a label).
package struct LayerText: Hashable {
    package var attributedText: AttributedText
    package var insets: EdgeInsets
    package var lineFragmentPadding: Double
    package var alignment: TextAlignment

    package init(_ attributedText: AttributedText = AttributedText(), insets: EdgeInsets = .textViewDefault,
                 lineFragmentPadding: Double = TextLayout.defaultLineFragmentPadding, alignment: TextAlignment = .natural) {
        self.attributedText = attributedText
        self.insets = insets
        self.lineFragmentPadding = lineFragmentPadding
        self.alignment = alignment
    }

    /// The text laid out in `width` (insets and padding included).
    package func layout(width: Double) throws -> TextLayout {
        try TextLayout(attributedText, width: width, alignment: alignment, insets: insets, lineFragmentPadding: lineFragmentPadding)
    }

    /// The size the text needs at `width`: the laid-out lines plus the insets.
    package func sizeThatFits(width: Double) -> Size {
        (try? layout(width: width).sizeThatFits(width: width)) ?? Size(width: width, height: 0)
    }

    /// Draws the text for `layer`'s current width at the screen scale into its contents. Text
    /// that cannot be drawn leaves the layer empty and a warning naming it (`owner` says what showed it).
    package func draw(into layer: Layer, owner: String = "text view") {
        let scale = MainScreen.scale
        let bounds = layer.bounds
        let key = TextBitmapCache.Key(text: attributedText, width: bounds.width, insets: insets,
                                      padding: lineFragmentPadding, alignment: alignment, scale: scale)
        layer.contents = TextBitmapCache.shared.bitmap(for: key) {
            do {
                let layout = try self.layout(width: bounds.width)
                // A text whose whole bitmap is beyond the limits shows what its frame shows.
                return try layout.fitsOneBitmap(scale: scale) ? layout.render(scale: scale) : layout.render(scale: scale, clippedTo: bounds.size)
            } catch {
                TextFailure.report(error, text: attributedText, in: owner, width: bounds.width)
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
