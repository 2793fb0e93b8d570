// Covers what UIKit calls a sheet's drop shadow view (a sheet's `presentedView`): the card that
// holds the presented controller's view in a view clipped to the sheet's corners, and the
// grabber. Not covered: the 2 pt drop shadow and the "magic" shadow (see docs/sheets.md), the
// grabber's touch target (a tap on it does nothing here).

import Foundation

/// A sheet's card: a clipping view with the corners, the content inside it, the grabber on top.
final class SheetCardView: UIView {
    let clippingView = UIView(frame: .zero)
    let grabber = UIView(frame: CGRect(origin: .zero, size: SheetMetrics.grabberSize))
    /// The sheet whose card this is.
    weak var owner: UISheetPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        clippingView.clipsToBounds = true
        clippingView.frame = bounds
        addSubview(clippingView)
        grabber.backgroundColor = SheetMetrics.grabberColor
        grabber.layer.cornerRadius = SheetMetrics.grabberSize.height / 2
        grabber.isHidden = true
        addSubview(grabber)
    }

    required init?(coder: NSCoder) { nil }

    /// Lays the card out for a size: the clipping view fills it, the content fills that, the
    /// grabber is centred `grabberSpacing` below the top edge.
    func layOut(size: CGSize, topCornerRadius: CGFloat, roundsBottom: Bool, grabberAlpha: CGFloat, showsGrabber: Bool) {
        clippingView.frame = CGRect(origin: .zero, size: size)
        for content in clippingView.subviews { content.frame = clippingView.bounds }
        clippingView.layer.cornerRadius = topCornerRadius
        clippingView.layer.maskedCorners = roundsBottom
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        grabber.isHidden = !showsGrabber
        grabber.alpha = grabberAlpha
        grabber.center = CGPoint(x: size.width / 2, y: SheetMetrics.grabberSpacing + SheetMetrics.grabberSize.height / 2)
    }
}
