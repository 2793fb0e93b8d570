import Foundation
internal import Transitions

// Covers the drawn home indicator: a rounded bar centred at the bottom of the screen, black
// over light content and white over dark, chosen as iOS's luma-tracking pill chooses it
// (SpringBoard's MTLumaDodgePillView with MaterialKit's MTLumaDodgePillSettings defaults, read
// in decompiled MaterialKit for its numbers): the first frame takes black where the mean luma
// behind the bar is at least 0.5 (initialLumaThreshold); after that the bar turns white only
// once the luma falls below 0.37 (darkLumaThreshold) and black again only once it rises above
// 0.7 (brightLumaThreshold), so content passing under it does not make it flicker (Nathan
// Gitter's study of the iPhone X pill, freeCodeCamp 2017, shows the same hysteresis: the same
// background can leave it light or dark). The luma is sampled by the recorder (RegionLuma)
// under the bar's rectangle before each frame. It hides while the deciding controller prefers
// it auto-hidden (SystemChrome.swift). Not covered: the pill's luma-dodge blend (a device's bar
// shows a gradient where the content under it does), its colour's short animation when it
// switches, its fade in and out, and the touch that shows an auto-hidden bar again.

/// The home indicator a recording draws above the window, when system UI is asked for.
package final class HomeIndicatorView: UIView {
    /// The bar's frame on a screen of `size` in `orientation`.
    package static func frame(of indicator: DeviceModel.HomeIndicator, screen size: CGSize, orientation: UIInterfaceOrientation) -> CGRect {
        let width = orientation.isLandscape ? indicator.landscapeWidth : indicator.portraitWidth
        return CGRect(x: (size.width - width) / 2, y: size.height - indicator.bottomGap - indicator.height,
                      width: width, height: indicator.height)
    }

    /// MTLumaDodgePillSettings' defaults: the first frame's threshold, and the luma below which
    /// a black bar turns white and above which a white one turns black.
    package static let initialLumaThreshold = 0.5
    package static let darkLumaThreshold = 0.37
    package static let brightLumaThreshold = 0.7

    /// Whether the bar is black (over light content); nil until it has seen the content.
    package private(set) var isBlack: Bool?

    /// The content behind the bar has mean luma `luma` (0...1): the bar keeps its colour or
    /// switches, by the thresholds above.
    package func contentBehind(luma: Double) {
        let black: Bool
        switch isBlack {
        case nil: black = luma >= Self.initialLumaThreshold
        case true?: black = luma >= Self.darkLumaThreshold
        case false?: black = luma > Self.brightLumaThreshold
        }
        guard black != isBlack else { return }
        isBlack = black
        // At once, outside any animation block the frame is frozen in.
        AnimationBlock.withoutAnimation { backgroundColor = black ? .black : .white }
    }

    /// Takes the colour and tracking state of the bar this one replaces (the screen turned).
    package func continueTracking(from old: HomeIndicatorView) {
        isBlack = old.isBlack
        backgroundColor = old.backgroundColor
    }

    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        layer.cornerRadius = frame.height / 2
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }
}
