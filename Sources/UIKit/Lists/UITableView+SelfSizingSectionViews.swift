// Status: self-sizing section header and footer views (iOS 11+). With `sectionHeaderHeight` /
// `sectionFooterHeight` left at `automaticDimension` and no height from the delegate, a view the
// delegate returns for a header or footer is as tall as its Auto Layout content needs at the
// table's width (`systemLayoutSizeFitting`: the width required, the height as small as the
// constraints allow), as UIKit sizes it; a `UITableViewHeaderFooterView` is fitted by its
// `contentView`. A view whose constraints give it no height, and a title, keep the style's
// default (plain 28 pt; grouped 38 pt titled, 18 pt untitled). Estimated heights are accepted
// and change nothing (every height is measured).

extension UITableView {
    /// The height a section's header or footer view asks for at `width`, or nil when its
    /// constraints do not give it one.
    func selfSizedHeight(of view: UIView?, width: CGFloat) -> CGFloat? {
        guard let view else { return nil }
        let content = (view as? UITableViewHeaderFooterView)?.contentView ?? view
        let size = content.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                                   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height > 0 ? size.height : nil
    }
}
