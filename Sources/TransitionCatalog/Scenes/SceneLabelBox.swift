import UIKit

/// A scene file's label node (a text node with no inset and no padding): a view of the node's
/// frame holding a `UILabel` as tall as its text, at its top.
///
/// A label centres its text in its bounds, and a node's text starts at the node's top, as a
/// text view's does; so the label is kept as tall as its text at the box's current width (in
/// whole pixels, as UIKit sizes labels), not stretched to the box. When the box's width changes
/// (a pin that fills the safe area, an autoresizing mask) the text wraps at the new width and
/// still starts at the top, where a label of the box's height would centre fewer lines lower.
final class SceneLabelBox: UIView {
    let label: UILabel

    init(frame: CGRect, label: UILabel) {
        self.label = label
        super.init(frame: frame)
        addSubview(label)
        placeLabel()
    }

    required init?(coder: NSCoder) { nil }

    /// The text's height at `width` (unrounded, as this UIKit's label gives it).
    func textHeight(width: CGFloat) -> CGFloat {
        label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    /// The box's width and its label's height there, in whole pixels as UIKit sizes a label: a
    /// pinned node refitted at a new width is then exactly as tall as a demo's label there.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: SceneViews.wholePixels(textHeight(width: size.width)))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeLabel()
    }

    private func placeLabel() {
        let width = bounds.width
        label.frame = CGRect(x: 0, y: 0, width: width, height: SceneViews.wholePixels(textHeight(width: width)))
    }
}
