// Status: how UIKit picks its own animator for a presentation or dismissal without a custom one:
// by the presented controller's `modalTransitionStyle` (every style).

extension UIModalTransitionStyle {
    /// UIKit's animator for this style, presenting or dismissing.
    func systemAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        switch self {
        case .coverVertical: CoverVerticalTransition(presenting: presenting)
        case .crossDissolve: CrossDissolveTransition()
        case .flipHorizontal: FlipHorizontalTransition(presenting: presenting)
        case .partialCurl: PartialCurlTransition(presenting: presenting)
        }
    }
}
