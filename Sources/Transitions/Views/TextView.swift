import Raster

/// UITextView's look for static text, for scenes built from engine views: attributed runs laid
/// out in the view's width with UITextView's insets (8, 0, 8, 0) and line fragment padding 5,
/// top-left aligned, drawn into the layer's contents by `LayerText`.
package final class TextView: View {
    private var text: LayerText { didSet { refreshContents() } }
    package var attributedText: AttributedText { text.attributedText }
    package var textContainerInset: EdgeInsets {
        get { text.insets }
        set { text.insets = newValue }
    }
    package var lineFragmentPadding: Double {
        get { text.lineFragmentPadding }
        set { text.lineFragmentPadding = newValue }
    }
    package var textAlignment: TextAlignment {
        get { text.alignment }
        set { text.alignment = newValue }
    }

    package init(frame: Rect, attributedText: AttributedText, textContainerInset: EdgeInsets = .textViewDefault,
                lineFragmentPadding: Double = TextLayout.defaultLineFragmentPadding, alignment: TextAlignment = .natural) {
        text = LayerText(attributedText, insets: textContainerInset, lineFragmentPadding: lineFragmentPadding, alignment: alignment)
        super.init(frame: frame)
        layer.contentsGravity = .topLeft
        refreshContents()
    }

    package func setAttributedText(_ attributedText: AttributedText) { text.attributedText = attributedText }

    /// The size UITextView reports for a width: the laid-out lines plus the insets.
    package func sizeThatFits(width: Double) -> Size { text.sizeThatFits(width: width) }

    /// Resizes the view's height to fit its text (sizeToFit with a fixed width).
    package func sizeToFitWidth() {
        let s = sizeThatFits(width: bounds.width)
        frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: s.height)
        refreshContents()
    }

    /// Lays the text out again for the current width and scale (after a bounds change made from outside).
    package func refreshContents() { text.draw(into: layer) }
}
