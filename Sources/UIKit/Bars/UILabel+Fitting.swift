// Status: the size of a label's text on one line, which the bars and cells size their labels
// to (UILabel.sizeThatFits here answers the width it was given rather than the text's).

internal import Raster

extension UILabel {
    /// The text's size on one line, in whole points.
    var textSize: CGSize {
        let text = (attributedText ?? NSAttributedString(string: "")).engineText(defaultFont: font, defaultColor: textColor)
        guard let layout = try? TextLayout(text, width: 100_000, alignment: .left, insets: .zero, lineFragmentPadding: 0) else { return .zero }
        let width = layout.lines.map(\.usedRect.width).max() ?? 0
        return CGSize(width: CGFloat(width.rounded(.up)), height: CGFloat(layout.size.height.rounded(.up)))
    }

    /// Sizes the label to its text on one line (sizeToFit as UIKit's labels do it).
    func fitToText() { bounds.size = textSize }
}
