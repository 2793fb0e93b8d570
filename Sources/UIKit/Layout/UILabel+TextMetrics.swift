// UILabel's measured text for Auto Layout: the intrinsic size (the text on one line per
// paragraph, no wrapping width: preferredMaxLayoutWidth is not modelled) and the baselines.
internal import Raster
internal import Transitions

extension UILabel {
    /// The text's size (rounded up to the screen's pixels, as UIKit's intrinsic sizes are) and its
    /// first and last baselines measured from the text's top.
    package func textMetrics() -> (size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat)? {
        guard let text = (base as? TextView)?.attributedText, !text.runs.allSatisfy({ $0.string.isEmpty }) else {
            return (.zero, 0, 0)
        }
        guard let layout = try? TextLayout(text, width: 100_000, alignment: .left, insets: .zero, lineFragmentPadding: 0),
              let first = layout.lines.first, let last = layout.lines.last else { return nil }
        let scale = Double(UIScreen.main.scale)
        func up(_ x: Double) -> CGFloat { CGFloat((x * scale - 1e-9).rounded(.up) / scale) }
        let width = layout.lines.map { $0.usedRect.width }.max() ?? 0
        return (CGSize(width: up(width), height: up(layout.size.height)), CGFloat(first.baseline), CGFloat(last.baseline))
    }
}
