// The home indicator's colour from the content behind it: the recorder samples the app's frame
// under the bar (Transitions' RegionLuma) before laying the system's drawing over it, and the
// bar keeps or switches its colour by iOS's luma thresholds (HomeIndicatorView.swift).

extension SystemChrome {
    /// The rectangle whose content the home indicator tracks, in the window's points: the bar's
    /// own frame while it is drawn and shown; nil without one.
    package var trackedHomeIndicatorFrame: CGRect? {
        guard let bar = homeIndicator, !bar.isHidden else { return nil }
        return bar.frame
    }

    /// The content behind the home indicator has mean luma `luma` (0...1) in this frame.
    package func homeIndicatorSees(luma: Double) {
        homeIndicator?.contentBehind(luma: luma)
    }
}
