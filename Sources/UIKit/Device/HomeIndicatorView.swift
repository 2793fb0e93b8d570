import Foundation

// Covers the drawn home indicator: a rounded bar centred at the bottom of the screen, black
// over light content and white over dark. Which it is follows the status bar's style (light
// content means a dark screen behind), not the pixels behind it as a device samples them.
// It hides while the deciding controller prefers it auto-hidden (SystemChrome.swift); a change of
// style made inside an animation (a transition's, SystemChrome+TransitionStyle.swift) animates its
// colour with it. Not covered: the fade in and out, and the touch that shows an auto-hidden bar again.

/// The home indicator a recording draws above the window, when system UI is asked for.
package final class HomeIndicatorView: UIView {
    /// The bar's frame on a screen of `size` in `orientation`.
    package static func frame(of indicator: DeviceModel.HomeIndicator, screen size: CGSize, orientation: UIInterfaceOrientation) -> CGRect {
        let width = orientation.isLandscape ? indicator.landscapeWidth : indicator.portraitWidth
        return CGRect(x: (size.width - width) / 2, y: size.height - indicator.bottomGap - indicator.height,
                      width: width, height: indicator.height)
    }

    /// The style it contrasts with: white over `.lightContent`, black otherwise.
    package var style: UIStatusBarStyle = .default {
        didSet { backgroundColor = Self.color(for: style) }
    }

    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.color(for: style)
        layer.cornerRadius = frame.height / 2
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }

    package static func color(for style: UIStatusBarStyle) -> UIColor { style == .lightContent ? .white : .black }
}
