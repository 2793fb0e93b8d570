import Raster

/// CATextLayer: attributed text drawn into the layer's contents at the screen scale.
///
/// Like Core Animation, the text is rasterised once (at `contentsScale`) when it or the layer's
/// width changes, and transforms then resample that bitmap. Wrapping follows the bounds width
/// (`isWrapped`), with no insets or padding (CATextLayer has none).
public final class TextLayer: Layer {
    public var attributedText = AttributedText() { didSet { rasterize() } }
    public var isWrapped = true { didSet { rasterize() } }
    public var alignment: TextAlignment = .natural { didSet { rasterize() } }

    public override init() {
        super.init()
        contentsGravity = .topLeft
        contentsScale = MainScreen.scale
    }

    public override var bounds: Rect { didSet { if oldValue.size != bounds.size { rasterize() } } }

    /// Re-renders the contents bitmap. Text that cannot be drawn leaves the layer empty and says
    /// why in the plan's warnings (setting text cannot throw, as in Core Animation).
    private func rasterize() {
        guard !attributedText.runs.isEmpty else { contents = nil; return }
        let width = isWrapped ? max(bounds.width, 0) : Double(TextLayout.maximumScalarCount) * 100
        contentsScale = MainScreen.scale
        do {
            contents = try TextLayout(attributedText, width: width, alignment: alignment, insets: .zero, lineFragmentPadding: 0)
                .render(scale: contentsScale)
        } catch {
            contents = nil
            TextFailure.report(error, text: attributedText, in: "text layer", width: bounds.width)
        }
    }
}
