// UILabel's measured text for Auto Layout: the intrinsic size and the baselines, and
// preferredMaxLayoutWidth. A label with numberOfLines ≠ 1 wraps to preferredMaxLayoutWidth, or
// (when that is 0, UIKit's automatic mode) to the width the last layout pass gave it, so a label
// pinned between two edges grows as tall as its wrapped text, as on a device.
internal import Raster
internal import Transitions

extension UILabel {
    /// The width a multi-line label wraps its intrinsic size to (0: the width layout gives it).
    public var preferredMaxLayoutWidth: CGFloat {
        get { layoutState.preferredMaxLayoutWidth }
        set {
            layoutState.preferredMaxLayoutWidth = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The width the intrinsic size is measured at (nil: unlimited, one line per paragraph).
    package var measuringWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : nil
    }

    /// The text's size (rounded up to the screen's pixels, as UIKit's intrinsic sizes are) and its
    /// first and last baselines measured from the text's top.
    package func textMetrics() -> (size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat)? {
        let text = drawnText
        guard !text.runs.allSatisfy({ $0.string.isEmpty }) else {
            return (.zero, 0, 0)
        }
        let width = measuringWidth.map(Double.init) ?? 100_000
        guard let layout = try? TextLayout(text, width: width, alignment: .left, insets: .zero, lineFragmentPadding: 0),
              let first = layout.lines.first else { return nil }
        // numberOfLines > 1 caps the height at that many lines.
        let lines = numberOfLines > 0 ? Array(layout.lines.prefix(numberOfLines)) : layout.lines
        let last = lines.last ?? first
        let scale = Double(UIScreen.main.scale)
        func up(_ x: Double) -> CGFloat { CGFloat((x * scale - 1e-9).rounded(.up) / scale) }
        let used = lines.map { $0.usedRect.width }.max() ?? 0
        let height = lines.reduce(0) { $0 + $1.height }
        return (CGSize(width: up(used), height: up(height)), CGFloat(first.baseline), CGFloat(last.baseline))
    }
}
